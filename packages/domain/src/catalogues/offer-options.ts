/** Option lists of the offer configurator and the catalogue administration. */

export const LINE_TYPES = [
  { value: 'LINEA_PRINCIPAL', label: 'Línea principal' },
  { value: 'LINEA_ADICIONAL', label: 'Línea adicional' },
  { value: 'LINEA_ADICIONAL_SVA', label: 'Línea adicional SVA' },
] as const;
export type LineType = (typeof LINE_TYPES)[number]['value'];
export const LINE_TYPE_VALUES = LINE_TYPES.map((t) => t.value) as [LineType, ...LineType[]];

/** Sale types of a package (decision 0302: the spec does not list them). */
export const SALE_TYPES = [
  { value: 'ALTA_NUEVA', label: 'Alta nueva' },
  { value: 'PORTABILIDAD', label: 'Portabilidad' },
  { value: 'MIGRACION', label: 'Migración' },
  { value: 'RENUEVO', label: 'Renuevo' },
] as const;

export const TARIFF_CATEGORIES = [
  { value: 'fixed_line', label: 'Fijo' },
  { value: 'mobile_line', label: 'Móvil' },
  { value: 'mobile_fixed_line', label: 'Fijo y móvil' },
  { value: 'convergent', label: 'Convergente' },
] as const;
export type TariffCategory = (typeof TARIFF_CATEGORIES)[number]['value'];
export const TARIFF_CATEGORY_VALUES = TARIFF_CATEGORIES.map((c) => c.value) as [
  TariffCategory,
  ...TariffCategory[],
];

export const PAYMENT_TYPES = [
  { value: 'POSPAGO', label: 'Pospago' },
  { value: 'PREPAGO', label: 'Prepago' },
] as const;

export const PROMOTION_AMOUNT_UNITS = [
  { value: 'MONETARY', label: 'Importe (€)' },
  { value: 'PERCENTS', label: 'Porcentaje (%)' },
] as const;
export type PromotionAmountUnit = (typeof PROMOTION_AMOUNT_UNITS)[number]['value'];

export const DURATION_UNITS = [
  { value: 'MONTHS', label: 'Meses' },
  { value: 'DAYS', label: 'Días' },
  { value: 'YEARS', label: 'Años' },
  { value: 'PERMANENT', label: 'Permanente' },
] as const;

export const SPEED_UNITS = [
  { value: 'Mb', label: 'Mb' },
  { value: 'Gb', label: 'Gb' },
] as const;
export const DATA_UNITS = [
  { value: 'MB', label: 'MB' },
  { value: 'GB', label: 'GB' },
  { value: 'ILIMITADOS', label: 'Ilimitados' },
] as const;
export const DEFAULT_SPEED_UNIT = 'Mb';
export const DEFAULT_DATA_UNIT = 'GB';
export const MINUTES_UNIT = 'min';

export const FIXED_LINE_TYPES = [
  { value: 'FIBRA', label: 'Fibra' },
  { value: 'ADSL', label: 'ADSL' },
  { value: '4G', label: '4G casa' },
] as const;

export const INSTALMENT_TYPES = [
  { value: 'MONTHLY', label: 'Pago a plazos' },
  { value: 'SINGLE', label: 'Pago único' },
] as const;

/** Configurator modes (spec section 4). */
export const CONFIGURATOR_MODES = ['CREATE', 'EDIT'] as const;
export type ConfiguratorMode = (typeof CONFIGURATOR_MODES)[number];
