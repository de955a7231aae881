import {
  ZCustomerDetailSchema,
  ZCustomerDuplicateErrorSchema,
  type TCustomerDetail,
} from '@kiwi/domain';

/**
 * The customer as GET/POST/PUT /api/clientes/entradas/ answer it: the
 * @kiwi/domain detail schema (TtForm fields plus what the list row shows).
 */
export const ZCustomerViewSchema = ZCustomerDetailSchema;
export type CustomerView = TCustomerDetail;

/** The existing customer a duplicate documento/phone answer names (decision 1104). */
export const ZDuplicateSchema = ZCustomerDuplicateErrorSchema.shape.duplicado;
export type DuplicateCustomer = { id: number; nombre: string };
