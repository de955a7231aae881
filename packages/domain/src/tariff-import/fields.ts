import type { ImportFieldDefinition, LooseHeaderMatch } from '../import/column-mapping';

/** How a column's text becomes a value of the tariff body (decision 1509). */
export type TariffCellKind =
  | 'text'
  | 'operator'
  | 'segment'
  | 'category'
  | 'paymentType'
  | 'fixedLineType'
  | 'money'
  | 'yesNo'
  | 'speed'
  | 'data'
  | 'minutes'
  /** The mobile line's minutes: `{unit: 'min', amount}`. */
  | 'voice';

interface TariffImportFieldDefinition<K extends string> extends ImportFieldDefinition<K> {
  kind: TariffCellKind;
  /** Where the value goes in the tariff body (ZSaveTariffRequestSchema), dot-separated. */
  path: string;
  /** An example for the template sheet. */
  example: string;
}

/**
 * The tariff fields a sheet can fill, with the Spanish headers each is recognised by
 * (compared without accents, case or punctuation). The template's headers are the labels;
 * the catalogue export's Tarifas sheet (decision 1507) maps by itself too.
 */
export const TARIFF_IMPORT_FIELDS = [
  {
    key: 'nombre',
    label: 'Nombre',
    kind: 'text',
    path: 'name',
    example: 'Tarifa de ejemplo 600Mb + 50GB',
    headers: ['nombre', 'tarifa', 'nombre de la tarifa', 'nombre tarifa'],
  },
  {
    key: 'operador',
    label: 'Operador',
    kind: 'operator',
    path: 'operator',
    example: 'Yoigo',
    headers: ['operador', 'compania'],
  },
  {
    key: 'segmento',
    label: 'Segmento',
    kind: 'segment',
    path: 'segment',
    example: 'Particular',
    headers: ['segmento', 'tipo de cliente', 'tipo cliente'],
  },
  {
    key: 'categoria',
    label: 'Categoría',
    kind: 'category',
    path: 'category',
    example: 'Convergente',
    headers: ['categoria', 'tipo de tarifa', 'tipo tarifa'],
  },
  {
    key: 'tipoPago',
    label: 'Tipo de pago',
    kind: 'paymentType',
    path: 'payment_type',
    example: 'Pospago',
    headers: ['tipo de pago', 'pago', 'modalidad de pago'],
  },
  {
    key: 'precio',
    label: 'Precio',
    kind: 'money',
    path: 'price_value',
    example: '45,90',
    headers: ['precio', 'precio mes', 'precio mensual', 'cuota', 'cuota mensual', 'pvp'],
  },
  {
    key: 'enriquecimiento',
    label: 'Enriquecimiento comercial',
    kind: 'money',
    path: 'commercial_enrichment',
    example: '5',
    headers: ['enriquecimiento comercial', 'enriquecimiento'],
  },
  {
    key: 'activa',
    label: 'Activa',
    kind: 'yesNo',
    path: 'is_active',
    example: 'Sí',
    headers: ['activa', 'activo', 'estado'],
  },
  {
    key: 'tipoFija',
    label: 'Tipo de línea fija',
    kind: 'fixedLineType',
    path: 'fixed_line_info.type',
    example: 'Fibra',
    headers: ['tipo de linea fija', 'tipo linea fija', 'tecnologia', 'tipo de fijo'],
  },
  {
    key: 'bajada',
    label: 'Velocidad de bajada',
    kind: 'speed',
    path: 'fixed_line_info.download_speed',
    example: '600 Mb',
    headers: ['velocidad de bajada', 'velocidad bajada', 'bajada', 'velocidad'],
  },
  {
    key: 'subida',
    label: 'Velocidad de subida',
    kind: 'speed',
    path: 'fixed_line_info.upload_speed',
    example: '600 Mb',
    headers: ['velocidad de subida', 'velocidad subida', 'subida'],
  },
  {
    key: 'minutosFijos',
    label: 'Minutos del fijo a fijos',
    kind: 'minutes',
    path: 'fixed_line_info.voice_to_fixed',
    example: 'Ilimitados',
    headers: ['minutos del fijo a fijos', 'minutos a fijos', 'minutos fijo a fijos'],
  },
  {
    key: 'minutosMoviles',
    label: 'Minutos del fijo a móviles',
    kind: 'minutes',
    path: 'fixed_line_info.voice_to_mobile',
    example: '1000',
    headers: ['minutos del fijo a moviles', 'minutos a moviles', 'minutos fijo a moviles'],
  },
  {
    key: 'datos',
    label: 'Datos móviles',
    kind: 'data',
    path: 'mobile_line_info.mobile_line_data',
    example: '50 GB',
    headers: ['datos moviles', 'datos', 'datos movil'],
  },
  {
    key: 'minutosVoz',
    label: 'Minutos del móvil',
    kind: 'voice',
    path: 'mobile_line_info.mobile_line_voice',
    example: 'Ilimitados',
    headers: ['minutos del movil', 'minutos movil', 'minutos de voz', 'voz', 'minutos'],
  },
  {
    key: 'minutosExtranjero',
    label: 'Minutos al extranjero',
    kind: 'minutes',
    path: 'mobile_line_info.voice_to_foreign',
    example: '0',
    headers: ['minutos al extranjero', 'extranjero', 'minutos internacionales'],
  },
] as const satisfies readonly TariffImportFieldDefinition<string>[];

export type TariffImportField = (typeof TARIFF_IMPORT_FIELDS)[number]['key'];
export const TARIFF_IMPORT_FIELD_KEYS = TARIFF_IMPORT_FIELDS.map((f) => f.key) as [
  TariffImportField,
  ...TariffImportField[],
];

/** The fields every row needs to be matched (decision 1501: name + operator + segment). */
export const TARIFF_IMPORT_KEY_FIELDS = ['nombre', 'operador', 'segmento'] as const;

/** Looser header matches tried after the exact ones, in this order. */
export const TARIFF_IMPORT_LOOSE_HEADERS: readonly LooseHeaderMatch<TariffImportField>[] = [
  [/\bextranjero\b|\binternacional/, 'minutosExtranjero'],
  [/\bbajada\b/, 'bajada'],
  [/\bsubida\b/, 'subida'],
  [/\bdatos\b/, 'datos'],
  [/\benriquecimiento\b/, 'enriquecimiento'],
  [/\boperador\b/, 'operador'],
  [/\bsegmento\b/, 'segmento'],
  [/\bcategoria\b/, 'categoria'],
  [/\bpago\b/, 'tipoPago'],
  [/\bprecio\b|\bcuota\b/, 'precio'],
  [/\bnombre\b|\btarifa\b/, 'nombre'],
  [/\bactiv/, 'activa'],
];
