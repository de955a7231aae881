import { z } from 'zod';
import { COLOR_TOKENS } from '../catalogues/colors';

/**
 * What an atención recorded, with the colour and lucide icon the contact-history timeline
 * shows when it carries no sales status (decision 0903).
 */
export const ATTEMPT_KINDS_CATALOGUE = [
  {
    value: 'OFERTA',
    label: 'Oferta',
    color: 'primary',
    hex: COLOR_TOKENS.primary,
    icon: 'file-text',
  },
  {
    value: 'AGENDADO',
    label: 'Agendado',
    color: 'info',
    hex: COLOR_TOKENS.info,
    icon: 'calendar-clock',
  },
  {
    value: 'NO_INTERESADO',
    label: 'No interesado',
    color: 'error',
    hex: COLOR_TOKENS.error,
    icon: 'thumbs-down',
  },
  {
    value: 'GESTION',
    label: 'Gestión',
    color: 'blue',
    hex: COLOR_TOKENS.blue,
    icon: 'clipboard-list',
  },
  { value: 'CONTACTO', label: 'Contacto', color: 'dark', hex: COLOR_TOKENS.dark, icon: 'phone' },
] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS_CATALOGUE)[number]['value'];

export function findAttemptKind(value: string) {
  return ATTEMPT_KINDS_CATALOGUE.find((kind) => kind.value === value);
}

/** A catalogue value as the timeline shows it (sales status or kind). */
export const ZCatalogueBadgeSchema = z.object({
  value: z.union([z.number().int(), z.string()]),
  label: z.string(),
  color: z.string(),
  hex: z.string(),
  icon: z.string(),
});

const ZPersonSchema = z.object({ id: z.number().int(), nombre_completo: z.string() });

export const ZContactHistoryPackageSchema = z.object({
  id: z.number().int(),
  tipoVenta: z.string(),
  tipoLinea: z.string(),
  tarifa: z.string().nullable(),
  telefono: z.string().nullable(),
  precio: z.string().nullable(),
  estado: z.string().nullable(),
});

/** One atención of GET /api/atenciones/historico/{id}, newest first. */
export const ZContactHistoryEntrySchema = z.object({
  id: z.number().int(),
  tipo: ZCatalogueBadgeSchema,
  /** The sales status (1..7) of the offer it carries, with its colour and icon. */
  estado: ZCatalogueBadgeSchema.nullable(),
  fechaContacto: z.string(),
  updated_on: z.string(),
  fecha_venta: z.string().nullable(),
  comercial: ZPersonSchema.nullable(),
  notas: z.string().nullable(),
  /** One Spanish line: 'Oferta YOIGO · 45,50 € · 2 líneas', 'Agendado para el 24/11/2026, 10:00'. */
  resumen: z.string(),
  oferta: z
    .object({
      id: z.number().int(),
      isp: z.string(),
      tipoIva: z.string(),
      precioAnterior: z.string().nullable(),
      precioTotal: z.string(),
      numeroComercial: z.string().nullable(),
      paquetes: z.array(ZContactHistoryPackageSchema),
    })
    .nullable(),
  agendado: z
    .object({
      id: z.number().int(),
      fechaAgendado: z.string(),
      notas: z.string().nullable(),
      atendido: z.boolean(),
    })
    .nullable(),
  no_interesado: z
    .object({
      id: z.number().int(),
      razon: z.string(),
      tipo: z.string().nullable(),
      notas: z.string().nullable(),
    })
    .nullable(),
  gestion: z
    .object({
      id: z.number().int(),
      nombre: z.string(),
      operador: z.string(),
      tipo_gestion: z.string(),
      notas: z.string().nullable(),
    })
    .nullable(),
});
export type TContactHistoryEntry = z.infer<typeof ZContactHistoryEntrySchema>;
export const ZContactHistorySchema = z.array(ZContactHistoryEntrySchema);

/** One operator contract of GET /api/atenciones/contracts/{id} (table customer_contracts). */
export const ZCustomerContractSchema = z.object({
  id: z.number().int(),
  isp: z.string(),
  sfid: z.string().nullable(),
  package_id: z.string().nullable(),
  segment: z.string().nullable(),
  tariff_category: z.string().nullable(),
  services: z.array(z.string()),
  /** AAAA-MM-DD. */
  permanence_ending: z.string().nullable(),
  /** Days from today (Madrid) to the end of the permanence; negative once it ended. */
  dias_permanencia: z.number().int().nullable(),
  service_state: z.string().nullable(),
  estado_servicio: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  fetched_at: z.string(),
});
export type TCustomerContract = z.infer<typeof ZCustomerContractSchema>;
export const ZCustomerContractsSchema = z.array(ZCustomerContractSchema);
