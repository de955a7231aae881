import { PACKAGE_STATES } from '../catalogues/package-states';
import { LINE_TYPES, SALE_TYPES } from '../catalogues/offer-options';
import { SALES_STATUSES } from '../catalogues/sales-statuses';
import type { HistoryEntity, HistoryField } from './history-types';

/** Registry entries of the customer area (migration 0008: customers and what hangs from them). */

export const CUSTOMER_STATE_LABELS = [
  { value: 'POTENCIAL', label: 'Potencial' },
  { value: 'CLIENTE', label: 'Cliente' },
  { value: 'NO_INTERESADO', label: 'No interesado' },
] as const;

export const ATTEMPT_KIND_LABELS = [
  { value: 'OFERTA', label: 'Oferta' },
  { value: 'AGENDADO', label: 'Agendado' },
  { value: 'NO_INTERESADO', label: 'No interesado' },
  { value: 'GESTION', label: 'Gestión' },
  { value: 'CONTACTO', label: 'Contacto' },
] as const;

const comercial: HistoryField = {
  label: 'Comercial',
  format: { kind: 'referencia', ref: 'cuenta' },
};
const notas: HistoryField = { label: 'Notas' };
const cliente = { visibility: { kind: 'cliente' } } as const;

export const CUSTOMER_HISTORY_ENTITIES: readonly HistoryEntity[] = [
  {
    alias: 'clientes',
    table: 'customers',
    label: 'cliente',
    gender: 'm',
    ...cliente,
    includesChildren: true,
    fields: {
      nombre: { label: 'Nombre' },
      documento: { label: 'Documento' },
      tipo_documento: { label: 'Tipo de documento' },
      telefonos_contacto: { label: 'Teléfonos de contacto', format: { kind: 'lista' } },
      email: { label: 'Email' },
      origen_bbdd_id: { label: 'Origen BBDD', format: { kind: 'referencia', ref: 'origen' } },
      segmento: { label: 'Segmento' },
      isp_actual: { label: 'Operador actual' },
      razon_no_interesado: { label: 'Razón de no interés' },
      direccion: { label: 'Dirección' },
      cp: { label: 'Código postal' },
      localidad: { label: 'Localidad' },
      comercial_id: comercial,
      fecha_contacto: { label: 'Fecha de contacto', format: { kind: 'fecha-hora' } },
      notas,
      estado_cliente: {
        label: 'Estado del cliente',
        format: { kind: 'catalogo', options: CUSTOMER_STATE_LABELS },
      },
    },
  },
  {
    alias: 'notas',
    table: 'customer_notes',
    label: 'nota',
    gender: 'f',
    ...cliente,
    fields: { comercial_id: { label: 'Autor', format: comercial.format }, nota: { label: 'Nota' } },
    hidden: ['customer_id'],
  },
  {
    alias: 'atenciones',
    table: 'contact_attempts',
    label: 'atención',
    gender: 'f',
    ...cliente,
    fields: {
      comercial_id: comercial,
      tipo: { label: 'Tipo', format: { kind: 'catalogo', options: ATTEMPT_KIND_LABELS } },
      offer_id: { label: 'Oferta', format: { kind: 'referencia', ref: 'oferta' } },
      estado: { label: 'Estado', format: { kind: 'catalogo', options: SALES_STATUSES } },
      notas,
      fecha_contacto: { label: 'Fecha de contacto', format: { kind: 'fecha-hora' } },
      fecha_venta: { label: 'Fecha de venta', format: { kind: 'fecha-hora' } },
    },
    // Links to the agendado / no-interest / gestión records, which have their own entries.
    hidden: ['customer_id', 'schedule_id', 'no_interest_id', 'procedure_id'],
  },
  {
    alias: 'agendados',
    table: 'schedules',
    label: 'agendado',
    gender: 'm',
    ...cliente,
    fields: {
      comercial_id: comercial,
      offer_id: { label: 'Oferta', format: { kind: 'referencia', ref: 'oferta' } },
      fecha_agendado: { label: 'Fecha agendada', format: { kind: 'fecha-hora' } },
      notas,
      done_at: { label: 'Atendido el', format: { kind: 'fecha-hora' } },
      abierto: { label: 'Abierto al equipo', format: { kind: 'si-no' } },
    },
    hidden: ['customer_id'],
  },
  {
    alias: 'no-interesados',
    table: 'no_interest_outcomes',
    label: 'no interesado',
    gender: 'm',
    ...cliente,
    fields: { comercial_id: comercial, razon: { label: 'Razón' }, tipo: { label: 'Tipo' }, notas },
    hidden: ['customer_id'],
  },
  {
    alias: 'gestiones',
    table: 'customer_procedures',
    label: 'gestión',
    gender: 'f',
    ...cliente,
    fields: {
      comercial_id: comercial,
      procedure_id: { label: 'Gestión', format: { kind: 'referencia', ref: 'gestion' } },
      notas,
    },
    hidden: ['customer_id'],
  },
  {
    alias: 'ofertas',
    table: 'offers',
    label: 'oferta',
    gender: 'f',
    ...cliente,
    fields: {
      comercial_id: comercial,
      isp: { label: 'Operador' },
      tipo_iva: { label: 'Ubicación IVA' },
      precio_anterior: { label: 'Precio anterior', format: { kind: 'dinero' } },
      precio_total: { label: 'Precio total', format: { kind: 'dinero' } },
      numero_comercial: { label: 'Número comercial' },
      notas,
      fecha_agendado: { label: 'Fecha agendada', format: { kind: 'fecha-hora' } },
      razon_no_interesado: { label: 'Razón de no interés' },
    },
    hidden: ['customer_id'],
  },
  {
    alias: 'paquetes',
    table: 'packages',
    label: 'paquete',
    gender: 'm',
    ...cliente,
    fields: {
      offer_id: { label: 'Oferta', format: { kind: 'referencia', ref: 'oferta' } },
      tipo_venta: { label: 'Tipo de venta', format: { kind: 'catalogo', options: SALE_TYPES } },
      tipo_linea: { label: 'Tipo de línea', format: { kind: 'catalogo', options: LINE_TYPES } },
      tariff_id: { label: 'Tarifa', format: { kind: 'referencia', ref: 'tarifa' } },
      additional_line_id: {
        label: 'Línea adicional',
        format: { kind: 'referencia', ref: 'adicional' },
      },
      promotion_id: { label: 'Promoción', format: { kind: 'referencia', ref: 'promocion' } },
      device_id: { label: 'Terminal', format: { kind: 'referencia', ref: 'terminal' } },
      instalment_id: { label: 'Financiación (n.º)' },
      insurance_id: { label: 'Seguro', format: { kind: 'referencia', ref: 'seguro' } },
      cross_sell: { label: 'Venta cruzada', format: { kind: 'si-no' } },
      telefono: { label: 'Teléfono' },
      precio: { label: 'Precio mensual', format: { kind: 'dinero' } },
      estado: { label: 'Estado', format: { kind: 'catalogo', options: PACKAGE_STATES } },
      order_id: { label: 'Pedido' },
    },
    hidden: ['parent_package_id'],
  },
  {
    alias: 'paquetes-info',
    table: 'package_additional_info',
    label: 'información adicional',
    gender: 'f',
    ...cliente,
    fields: { info: { label: 'Información adicional', format: { kind: 'json' } } },
    hidden: ['package_id'],
  },
];
