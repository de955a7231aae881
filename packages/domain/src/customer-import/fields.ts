import {
  suggestColumnMapping,
  type ColumnMapping,
  type LooseHeaderMatch,
} from '../import/column-mapping';

/**
 * The customer fields a lead file can fill, with the Spanish headers each one is
 * recognised by (compared without accents, case or punctuation). Decision 1202.
 */
export const IMPORT_FIELDS = [
  {
    key: 'nombre',
    label: 'Nombre',
    headers: [
      'nombre',
      'nombre y apellidos',
      'nombre completo',
      'razon social',
      'cliente',
      'titular',
    ],
  },
  {
    key: 'apellidos',
    label: 'Apellidos',
    headers: ['apellidos', 'apellido', 'primer apellido y segundo apellido'],
  },
  {
    key: 'documento',
    label: 'DNI/NIF/CIF',
    headers: [
      'dni nif cif',
      'dni',
      'nif',
      'cif',
      'nie',
      'dni nif',
      'nif cif',
      'dni nie',
      'documento',
      'documento de identidad',
    ],
  },
  {
    key: 'tipoDocumento',
    label: 'Tipo de documento',
    headers: ['tipo documento', 'tipo de documento', 'tipo doc'],
  },
  {
    key: 'telefono',
    label: 'Teléfono',
    headers: [
      'telefono',
      'tel',
      'tlf',
      'telefono fijo',
      'fijo',
      'telefono 1',
      'telefono1',
      'telefonos',
    ],
  },
  {
    key: 'movil',
    label: 'Móvil',
    headers: [
      'movil',
      'telefono movil',
      'celular',
      'telefono 2',
      'telefono2',
      'mobile',
      'tlf movil',
    ],
  },
  {
    key: 'email',
    label: 'Email',
    headers: ['email', 'e mail', 'correo', 'correo electronico', 'mail'],
  },
  {
    key: 'direccion',
    label: 'Dirección',
    headers: ['direccion', 'domicilio', 'calle', 'direccion postal', 'via'],
  },
  { key: 'cp', label: 'CP', headers: ['cp', 'c p', 'codigo postal', 'cod postal', 'postal'] },
  {
    key: 'localidad',
    label: 'Localidad',
    headers: ['localidad', 'poblacion', 'municipio', 'ciudad'],
  },
  { key: 'provincia', label: 'Provincia', headers: ['provincia'] },
  { key: 'segmento', label: 'Segmento', headers: ['segmento', 'tipo cliente', 'tipo de cliente'] },
  {
    key: 'ispActual',
    label: 'Operador actual',
    headers: ['operador', 'operador actual', 'compania', 'compania actual', 'isp', 'isp actual'],
  },
  { key: 'notas', label: 'Notas', headers: ['notas', 'observaciones', 'comentarios', 'nota'] },
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as [ImportField, ...ImportField[]];

/** Import field → index of the file's column (0-based). Unmapped fields are absent. */
export type ImportMapping = ColumnMapping<ImportField>;

/** Looser matches tried after the exact ones, in this order (a second phone goes to the free one). */
const CONTAINS: readonly LooseHeaderMatch<ImportField>[] = [
  [/\b(dni|nif|cif|nie)\b/, 'documento'],
  [/\bmovil\b/, 'movil', 'telefono'],
  [/\b(telefono|tlf|tel)\b/, 'telefono', 'movil'],
  [/\bmail\b|\bcorreo\b/, 'email'],
  [/\bapellido/, 'apellidos'],
  [/\bnombre\b/, 'nombre'],
  [/\bdireccion\b|\bdomicilio\b/, 'direccion'],
  [/\bpostal\b/, 'cp'],
  [/\blocalidad\b|\bpoblacion\b|\bmunicipio\b/, 'localidad'],
  [/\bprovincia\b/, 'provincia'],
  [/\boperador\b|\bcompania\b/, 'ispActual'],
  [/\bobservacion|\bnota/, 'notas'],
];

/**
 * The mapping suggested for a file's header row: exact Spanish headers first, then
 * headers containing a telling word. Each field takes one column and each column one
 * field; a second phone column goes to the free phone field.
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  return suggestColumnMapping(headers, IMPORT_FIELDS, CONTAINS);
}
