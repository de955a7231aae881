import { ZCreateCustomerRequestSchema } from '@kiwi/domain';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { CustomerView } from '../api/customer-shapes';

/** What the form's inputs hold: strings where the API has nullable text. */
export interface CustomerFormValues {
  nombre: string;
  documento: string;
  tipoDocumento: string;
  telefonosContacto: string[];
  email: string;
  origenBbdd: number | null;
  segmento: string;
  ispActual: string;
  razonNoInteresado: string;
  direccion: { direccion: string; cp: string; localidad: string };
  comercial: number | null;
  /** Not edited here (atenciones set it); carried so a save never clears it. */
  fechaContacto: string | null;
  notas: string;
}

export function emptyCustomerForm(comercial: number | null = null): CustomerFormValues {
  return {
    nombre: '',
    documento: '',
    tipoDocumento: '',
    telefonosContacto: [''],
    email: '',
    origenBbdd: null,
    segmento: '',
    ispActual: '',
    razonNoInteresado: '',
    direccion: { direccion: '', cp: '', localidad: '' },
    comercial,
    fechaContacto: null,
    notas: '',
  };
}

export function customerToFormValues(customer: CustomerView): CustomerFormValues {
  return {
    nombre: customer.nombre,
    documento: customer.documento ?? '',
    tipoDocumento: customer.tipoDocumento ?? '',
    telefonosContacto:
      customer.telefonosContacto.length > 0 ? [...customer.telefonosContacto] : [''],
    email: customer.email ?? '',
    origenBbdd: customer.origenBbdd,
    segmento: customer.segmento ?? '',
    ispActual: customer.ispActual ?? '',
    razonNoInteresado: customer.razonNoInteresado ?? '',
    direccion: {
      direccion: customer.direccion.direccion ?? '',
      cp: customer.direccion.cp ?? '',
      localidad: customer.direccion.localidad ?? '',
    },
    comercial: customer.comercial,
    fechaContacto: customer.fechaContacto,
    notas: customer.notas ?? '',
  };
}

/** Empty choice fields are "none" (null) for the API, not an empty string. */
const BLANK_IS_NULL = [
  'tipoDocumento',
  'segmento',
  'ispActual',
  'razonNoInteresado',
  'email',
  'notas',
];

/**
 * The form's own step before the API's rules: phone lines left empty are
 * dropped and empty choices become null. Everything else (document checksum
 * for its type, Spanish phones, email, postal code, §5 normalisation) is the
 * @kiwi/domain request schema — the same the API parses the body with.
 */
export function prepareCustomerForm(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  if (Array.isArray(out['telefonosContacto'])) {
    out['telefonosContacto'] = (out['telefonosContacto'] as unknown[]).filter(
      (phone) => !(typeof phone === 'string' && phone.trim() === ''),
    );
  }
  for (const key of BLANK_IS_NULL) {
    const value = out[key];
    if (typeof value === 'string' && value.trim() === '') out[key] = null;
  }
  return out;
}

export const customerFormSchema = z.preprocess(prepareCustomerForm, ZCreateCustomerRequestSchema);
export type CustomerSaveBody = z.infer<typeof customerFormSchema>;

/** The react-hook-form handle the field components receive from FormDialog. */
export type CustomerForm = UseFormReturn<CustomerFormValues, unknown, CustomerSaveBody>;
