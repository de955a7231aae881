import { hasFixedLine, hasMobileLine, type TTariff } from '../schemas/tariff';
import { TARIFF_IMPORT_FIELDS } from './fields';
import type { TariffSheetValues } from './values';

type Body = Record<string, unknown>;

const LINE_KEYS = ['fixed_line_info', 'mobile_line_info'] as const;

/** A tariff as the API answers it, as the body a PUT would send to keep it as it is. */
export function tariffAsBody(t: TTariff): Body {
  const fixed = t.fixed_line_info;
  const mobile = t.mobile_line_info;
  return {
    name: t.name,
    category: t.category,
    color: t.color,
    commercial_enrichment: t.commercial_enrichment,
    description_file: t.description_file,
    payment_type: t.payment_type,
    price_value: t.price_value,
    is_active: t.is_active,
    operator: t.operator,
    segment: t.segment,
    promotions: t.promotions,
    additional_lines: t.additional_lines,
    svas: t.svas,
    ...(fixed
      ? {
          fixed_line_info: {
            type: fixed.type ?? undefined,
            owners: fixed.owners ?? undefined,
            upload_speed: fixed.upload_speed,
            download_speed: fixed.download_speed,
            voice_to_fixed: fixed.voice_to_fixed,
            voice_to_mobile: fixed.voice_to_mobile,
          },
        }
      : {}),
    ...(mobile ? { mobile_line_info: { ...mobile } } : {}),
  };
}

/**
 * The body a sheet row stands for (decision 1509): a new tariff is the row's values alone;
 * an existing one is its current body with the row's values over it — as the edit dialog
 * would send it. Line data the row names replaces the tariff's field by field; line data
 * the row does not name is kept while the category still carries it.
 */
export function tariffImportBody(values: TariffSheetValues, existing?: Body): Body {
  const body: Body = { ...(existing ?? {}) };
  // The key matches whatever the case: the tariff keeps its own name ("FIBRA 600" ≠ a rename).
  const rowValues = existing ? { ...values, name: existing['name'] } : values;
  const lines: Record<(typeof LINE_KEYS)[number], Body | undefined> = {
    fixed_line_info: undefined,
    mobile_line_info: undefined,
  };
  for (const [path, value] of Object.entries(rowValues)) {
    const [head, key] = path.split('.') as [string, string | undefined];
    if (key === undefined) body[head] = value;
    else {
      const line = head as (typeof LINE_KEYS)[number];
      lines[line] = { ...(lines[line] ?? {}), [key]: value };
    }
  }
  const category = String(body['category'] ?? '');
  const carries = {
    fixed_line_info: hasFixedLine(category),
    mobile_line_info: hasMobileLine(category),
  };
  for (const line of LINE_KEYS) {
    const current = existing?.[line] as Body | undefined;
    const named = lines[line];
    if (named) body[line] = { ...(current ?? {}), ...named };
    else if (current && carries[line]) body[line] = current;
    else delete body[line];
  }
  return body;
}

const LABELS = new Map<string, string>([
  ...TARIFF_IMPORT_FIELDS.map((f) => [f.path, f.label] as const),
  ['fixed_line_info', 'Línea fija'],
  ['mobile_line_info', 'Línea móvil'],
  ['fixed_line_info.owners', 'Titulares'],
  ['color', 'Color'],
  ['description_file', 'Descripción'],
  ['promotions', 'Promociones'],
  ['svas', 'SVA'],
  ['additional_lines', 'Líneas adicionales'],
]);

/** The sheet's name for a body path: 'fixed_line_info.download_speed.amount' → 'Velocidad de bajada'. */
export function tariffFieldLabel(path: string): string {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const label = LABELS.get(parts.slice(0, n).join('.'));
    if (label) return label;
  }
  return path;
}

/** The POST's field errors of a row as sentences naming the sheet's column: "Precio: …". */
export function tariffRowErrors(fieldErrors: Record<string, string[]>): string[] {
  return Object.entries(fieldErrors).flatMap(([path, messages]) =>
    messages.map((message) => `${tariffFieldLabel(path)}: ${message}`),
  );
}
