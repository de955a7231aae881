import { formatEuros } from '../../../lib/money-format';
import type { InstalmentRow } from '../api/device-types';

export interface InstalmentGroup {
  key: string;
  /** 'Tarifa · Fibra 1Gb + Móvil 100GB' */
  title: string;
  rows: InstalmentRow[];
}

const KIND_LABEL: Record<string, string> = { tariff: 'Tarifa', additional_line: 'Línea adicional' };

/** Plans grouped by what they belong to (a tariff or an additional line), in name order. */
export function groupInstalments(rows: readonly InstalmentRow[]): InstalmentGroup[] {
  const groups = new Map<string, InstalmentGroup>();
  for (const row of rows) {
    const kind = row.object_type ?? 'tariff';
    const key = `${kind}:${row.object_id}`;
    const group = groups.get(key) ?? {
      key,
      title: `${KIND_LABEL[kind] ?? kind} · ${row.tariff_name}`,
      rows: [],
    };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.title.localeCompare(b.title, 'es'));
}

/** '24 cuotas de 15,00 €/mes' or '15,00 €/mes' when the number of months is unknown. */
export function instalmentSummary(row: InstalmentRow): string {
  const month = `${formatEuros(row.month_price)}/mes`;
  return row.months ? `${row.months} cuotas de ${month}` : month;
}
