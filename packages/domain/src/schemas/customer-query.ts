import { z } from 'zod';
import { ZCoercedIdSchema, ZDateOrDateTimeSchema, ZPageQuerySchema } from './common';
import { cleanListFilters, isPlainRecord } from './normalise';
import { CUSTOMER_LIMITS, tooLong } from '../customers/limits';
import { CUSTOMER_PAGE_SIZE, parseCustomerOrdering } from '../customers/sorting';

/** A lone value where a list is expected (`oferta=3`) is a list of one. */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item)).optional();
}

const text = z.string().trim().min(1).optional();
const textList = list(z.string().trim().min(1));
const idList = list(ZCoercedIdSchema);
const statusList = list(z.coerce.number().int().min(1).max(7));
const range = z
  .tuple([ZDateOrDateTimeSchema, ZDateOrDateTimeSchema], {
    error: 'El rango necesita dos fechas',
  })
  .optional();

/** Query filters of GET /api/clientes/entradas/ (spec section 3, "Customer query filters"). */
const ZCustomerFiltersShape = z.strictObject({
  nombre: text,
  lastname: text,
  documento: text,
  tipo_documento: text,
  telefono: text,
  estadoCliente: text,
  estadoOferta: statusList,
  tipoOferta: textList,
  tipoGestion: textList,
  email: text,
  direccion: text,
  cp: text,
  localidad: text,
  fecha_contacto: range,
  updated_on: range,
  origenBbdd: idList,
  segmento: text,
  comercial: z.union([ZCoercedIdSchema, z.literal('null')]).optional(),
  tipo_comercial: text,
  ispActual: text,
  fecha_agendado: range,
  fecha_venta: range,
  oferta: idList,
  razon_no_interesado: text,
  notes: text,
  opciones_tipo_llamada: text,
  opciones_no_interesado: text,
  contractIsp: text,
  estadoServicio: text,
  contractSegment: text,
  contractTariffCategory: text,
  contractServices: textList,
  notContractServices: textList,
  contractPermanenceEnding: range,
  contractServiceState: text,
  contractPackageId: text,
  contractSfid: text,
  /** The top-bar search: a fragment of the name, a document or a phone. */
  search: z
    .string()
    .trim()
    .min(1)
    .max(CUSTOMER_LIMITS.search, { error: tooLong(CUSTOMER_LIMITS.search) })
    .optional(),
  /** `nombre` or `-nombre` (DRF); one of CUSTOMER_SORT_FIELDS. */
  ordering: z
    .string()
    .refine((v) => parseCustomerOrdering(v) !== null, { error: 'Orden no válido' })
    .optional(),
  page: ZPageQuerySchema.shape.page,
  itemsPerPage: z.coerce
    .number()
    .int()
    .positive()
    .max(CUSTOMER_PAGE_SIZE.max, { error: `Como máximo ${CUSTOMER_PAGE_SIZE.max} por página` })
    .optional(),
  page_size: z.coerce
    .number()
    .int()
    .positive()
    .max(CUSTOMER_PAGE_SIZE.max, { error: `Como máximo ${CUSTOMER_PAGE_SIZE.max} por página` })
    .optional(),
});

/** The filters alone (what a bulk action or an export over "all that match" carries). */
export const ZCustomerFiltersSchema = z.preprocess(
  (v) => (isPlainRecord(v) ? cleanListFilters(v) : v),
  ZCustomerFiltersShape.omit({ page: true, itemsPerPage: true, page_size: true, ordering: true }),
);
export type TCustomerFilters = z.infer<typeof ZCustomerFiltersSchema>;

/**
 * Filters after bracket arrays are read back (see readBracketQuery); empty
 * values and empty arrays are dropped first ("removed from list filters").
 */
export const ZCustomerQuerySchema = z.preprocess(
  (v) => (isPlainRecord(v) ? cleanListFilters(v) : v),
  ZCustomerFiltersShape,
);
export type TCustomerQuery = z.infer<typeof ZCustomerQuerySchema>;
