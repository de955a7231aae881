import {
  DATA_UNITS,
  FIXED_LINE_TYPES,
  MINUTES_UNIT,
  PAYMENT_TYPES,
  SPEED_UNITS,
  TARIFF_CATEGORIES,
} from '../catalogues/offer-options';
import { OPERATORS } from '../catalogues/operators';
import { SEGMENTS } from '../catalogues/segments';
import { normaliseHeader, type ColumnMapping } from '../import/column-mapping';
import { TARIFF_IMPORT_FIELDS, type TariffCellKind, type TariffImportField } from './fields';

/**
 * A sheet row turned into tariff body values (decision 1509). Only the conversion from
 * text lives here (numbers with a decimal comma, options by value or label, "Sí"/"No",
 * "600 Mb", "Ilimitados"); the rules are the tariff POST's own schema, applied after.
 */

/** Body values by path ('price_value', 'fixed_line_info.download_speed'…). */
export type TariffSheetValues = Record<string, unknown>;

export interface TariffSheetRow {
  values: TariffSheetValues;
  /** Cells that are not a value at all ("rápida" as a speed), one Spanish sentence each. */
  errors: string[];
}

type Option = { readonly value: string; readonly label: string };

/** "Masmovil", "MásMóvil" or "MASMOVIL" → MASMOVIL; anything else is left as typed. */
function option(options: readonly Option[], text: string): string {
  const wanted = normaliseHeader(text);
  const found = options.find(
    (o) => normaliseHeader(o.value) === wanted || normaliseHeader(o.label) === wanted,
  );
  return found ? found.value : text;
}

const OPTIONS: Partial<Record<TariffCellKind, readonly Option[]>> = {
  operator: OPERATORS,
  segment: SEGMENTS,
  category: TARIFF_CATEGORIES,
  paymentType: PAYMENT_TYPES,
  fixedLineType: FIXED_LINE_TYPES,
};

/** "1.234,50 €", "29,9", "29.90" → "1234.50", "29.9", "29.90"; null when not a number. */
export function sheetNumber(text: string): string | null {
  let t = text.replace(/€|eur(os)?/gi, '').replace(/\s+/g, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) ? t : null;
}

const UNLIMITED = /^ilimitad[oa]s?$|^sin limite$|^∞$/;
const YES = new Set(['si', 's', '1', 'true', 'verdadero', 'x', 'activa', 'activo']);
const NO = new Set(['no', 'n', '0', 'false', 'falso', 'inactiva', 'inactivo']);

/** "600 Mb", "1Gb", "600" (Mb) → {amount, unit}; the unit as typed when it is none of ours. */
function amountWithUnit(
  text: string,
  units: readonly Option[],
  fallbackUnit: string,
): { amount: number; unit: string } | null {
  const match = /^([\d.,]+)\s*([a-zA-Z]*)/.exec(text.trim());
  const amount = match ? sheetNumber(match[1] ?? '') : null;
  if (!match || amount === null) return null;
  const unit = (match[2] ?? '').replace(/ps$/i, '');
  return { amount: Number(amount), unit: unit ? option(units, unit) : fallbackUnit };
}

const EXAMPLES: Partial<Record<TariffCellKind, string>> = {
  money: 'un importe, p. ej. 29,90',
  yesNo: 'Sí o No',
  speed: 'una velocidad, p. ej. 600 Mb',
  data: 'los datos, p. ej. 50 GB o Ilimitados',
  minutes: 'los minutos, p. ej. 1000 o Ilimitados',
  voice: 'los minutos, p. ej. 1000 o Ilimitados',
};

/** One cell as a body value, or undefined when the text is no value of its kind. */
function cellValue(kind: TariffCellKind, text: string): unknown {
  const lower = normaliseHeader(text);
  switch (kind) {
    case 'text':
      return text;
    case 'money': {
      const n = sheetNumber(text);
      return n ?? undefined;
    }
    case 'yesNo':
      return YES.has(lower) ? true : NO.has(lower) ? false : undefined;
    case 'speed':
      return amountWithUnit(text, SPEED_UNITS, 'Mb') ?? undefined;
    case 'data':
      if (UNLIMITED.test(lower) || lower.startsWith('ilimitad'))
        return { amount: 0, unit: 'ILIMITADOS' };
      return amountWithUnit(text, DATA_UNITS, 'GB') ?? undefined;
    case 'minutes':
    case 'voice': {
      const minutes = UNLIMITED.test(lower) ? null : sheetNumber(text);
      if (minutes === null && !UNLIMITED.test(lower)) return undefined;
      const amount = minutes === null ? null : Number(minutes);
      return kind === 'voice' ? { unit: MINUTES_UNIT, amount } : amount;
    }
    default:
      return option(OPTIONS[kind] ?? [], text);
  }
}

/** The values of one row under a mapping: empty cells give nothing (the body's defaults apply). */
export function tariffSheetRow(
  cells: readonly string[],
  mapping: ColumnMapping<TariffImportField>,
): TariffSheetRow {
  const values: TariffSheetValues = {};
  const errors: string[] = [];
  for (const field of TARIFF_IMPORT_FIELDS) {
    const index = mapping[field.key];
    if (index === undefined) continue;
    const text = (cells[index] ?? '').trim();
    if (text === '') continue;
    const value = cellValue(field.kind, text);
    if (value === undefined) {
      errors.push(`${field.label}: escriba ${EXAMPLES[field.kind] ?? 'un valor'} («${text}»)`);
      continue;
    }
    values[field.path] = value;
  }
  return { values, errors };
}
