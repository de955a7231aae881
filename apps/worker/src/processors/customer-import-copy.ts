import type { ImportRowValues } from '@kiwi/domain';

/**
 * Lines of `COPY … FROM STDIN WITH (FORMAT csv)` for the import's staging table: every
 * value quoted (doubling quotes), null as an unquoted empty field, text arrays as
 * PostgreSQL array literals.
 */
const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
const text = (value: string | null) => (value === null ? '' : quote(value));
const arrayLiteral = (values: readonly string[]) =>
  quote(
    `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`,
  );

/** Column order of STAGING_COLUMNS. */
export function stagingLine(
  fila: number,
  values: ImportRowValues,
  errores: readonly string[],
  original: readonly string[],
): string {
  return `${[
    String(fila),
    text(values.nombre),
    text(values.documento),
    text(values.tipoDocumento),
    arrayLiteral(values.telefonos),
    text(values.email),
    text(values.direccion),
    text(values.cp),
    text(values.localidad),
    text(values.segmento),
    text(values.ispActual),
    text(values.notas),
    arrayLiteral(errores),
    arrayLiteral(original),
  ].join(',')}\n`;
}

export const STAGING_COLUMNS = [
  'fila',
  'nombre',
  'documento',
  'tipo_documento',
  'telefonos',
  'email',
  'direccion',
  'cp',
  'localidad',
  'segmento',
  'isp_actual',
  'notas',
  'errores',
  'original',
] as const;
