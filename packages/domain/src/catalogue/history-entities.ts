import { ROLE } from '../access/roles';
import { PROCEDURE_TYPES } from '../catalogues/account-options';
import {
  INSTALMENT_TYPES,
  PAYMENT_TYPES,
  PROMOTION_AMOUNT_UNITS,
  TARIFF_CATEGORIES,
} from '../catalogues/offer-options';
import type { HistoryEntity, HistoryField } from '../history/history-types';

/**
 * Record-history registry entries of the catalogue tables (migration 0009 tracks them;
 * decision 0902). Catalogue history is for whoever administers it: Manager and above.
 */

const managers = { visibility: { kind: 'rol', minRole: ROLE.Manager } } as const;
const name: HistoryField = { label: 'Nombre' };
const operator: HistoryField = { label: 'Operador' };
const segment: HistoryField = { label: 'Segmento' };
const active: HistoryField = { label: 'Activo', format: { kind: 'si-no' } };
const money = (label: string): HistoryField => ({ label, format: { kind: 'dinero' } });

export const CATALOGUE_HISTORY_ENTITIES: readonly HistoryEntity[] = [
  {
    alias: 'tarifas',
    table: 'tariffs',
    label: 'tarifa',
    gender: 'f',
    ...managers,
    fields: {
      name,
      category: { label: 'Categoría', format: { kind: 'catalogo', options: TARIFF_CATEGORIES } },
      color: { label: 'Color' },
      commercial_enrichment: money('Enriquecimiento comercial'),
      description_file_path: { label: 'Ficha descriptiva' },
      payment_type: { label: 'Tipo de pago', format: { kind: 'catalogo', options: PAYMENT_TYPES } },
      price_value: money('Precio'),
      is_active: active,
      operator,
      segment,
    },
  },
  {
    alias: 'adicionales',
    table: 'additional_lines',
    label: 'línea adicional',
    gender: 'f',
    ...managers,
    fields: {
      name,
      max_number: { label: 'Máximo de líneas' },
      operator,
      segment,
      is_active: active,
      price_value: money('Precio'),
      base_fee: { label: 'Cuota base' },
      data_amount: { label: 'Datos' },
      data_unit: { label: 'Unidad de datos' },
      voice_minutes: { label: 'Minutos' },
      voice_unit: { label: 'Unidad de voz' },
    },
  },
  {
    alias: 'svas',
    table: 'svas',
    label: 'SVA',
    gender: 'm',
    ...managers,
    fields: {
      name,
      price_value: money('Precio'),
      image_path: { label: 'Imagen' },
      more_info: { label: 'Más información' },
      permanence: { label: 'Permanencia (meses)' },
      is_active: active,
      operator,
      segment,
    },
  },
  {
    alias: 'promociones',
    table: 'promotions',
    label: 'promoción',
    gender: 'f',
    ...managers,
    fields: {
      name,
      is_active: active,
      duration: { label: 'Duración' },
      duration_unit: { label: 'Unidad de duración' },
      amount: money('Importe'),
      amount_unit: {
        label: 'Unidad',
        format: { kind: 'catalogo', options: PROMOTION_AMOUNT_UNITS },
      },
      priority_order: { label: 'Prioridad' },
      operator,
    },
  },
  {
    alias: 'seguros',
    table: 'insurances',
    label: 'seguro',
    gender: 'm',
    ...managers,
    fields: {
      name,
      operator,
      is_active: active,
      price: money('Precio'),
      tramo: { label: 'Tramo' },
    },
  },
  {
    alias: 'tipos-gestion',
    table: 'catalogue_procedures',
    label: 'tipo de gestión',
    gender: 'm',
    ...managers,
    fields: {
      name,
      operator,
      tipo_gestion: { label: 'Tipo', format: { kind: 'catalogo', options: PROCEDURE_TYPES } },
      is_active: active,
    },
  },
  {
    alias: 'origenes-bd',
    table: 'database_origins',
    label: 'origen de base de datos',
    gender: 'm',
    ...managers,
    fields: { nombre: { label: 'Nombre' } },
  },
  {
    alias: 'tipos-objetivo',
    table: 'objective_types',
    label: 'tipo de objetivo',
    gender: 'm',
    ...managers,
    fields: { nombre: { label: 'Nombre' } },
  },
  {
    alias: 'terminales',
    table: 'devices',
    label: 'terminal',
    gender: 'm',
    ...managers,
    fields: {
      name,
      brand: { label: 'Marca' },
      description: { label: 'Descripción' },
      page_url: { label: 'Página' },
      insurance_id: { label: 'Seguro', format: { kind: 'referencia', ref: 'seguro' } },
      price: money('Precio'),
      devices: { label: 'Unidades' },
      is_active: active,
      operator,
    },
  },
  {
    alias: 'plazos',
    table: 'instalments',
    label: 'plan de plazos',
    gender: 'm',
    ...managers,
    fields: {
      tariff_id: { label: 'Tarifa', format: { kind: 'referencia', ref: 'tarifa' } },
      additional_line_id: {
        label: 'Línea adicional',
        format: { kind: 'referencia', ref: 'adicional' },
      },
      installment_type: {
        label: 'Tipo de pago',
        format: { kind: 'catalogo', options: INSTALMENT_TYPES },
      },
      initial_price: money('Entrada'),
      month_price: money('Cuota mensual'),
      final_price: money('Precio final'),
      months: { label: 'Meses' },
      is_active: active,
    },
    hidden: ['device_id'],
  },
];
