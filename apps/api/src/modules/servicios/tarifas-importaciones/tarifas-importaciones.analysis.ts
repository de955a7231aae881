import {
  tariffAsBody,
  tariffImportBody,
  tariffRowErrors,
  tariffSheetRow,
  toFieldErrors,
  TARIFF_IMPORT_MESSAGES as MSG,
  ZSaveTariffRequestSchema,
  type TariffImportAction,
  type TCreateTariffRequest,
  type TTariff,
  type TTariffImportMapping,
} from '@kiwi/domain';
import type { ServiceContext } from '../../../plugins/access';
import { selectTariffs } from '../tarifas/tarifas.queries';
import { matchTariffs, type AnalysedRowRecord } from './tarifas-importaciones.queries';

export interface AnalysedRow extends AnalysedRowRecord {
  /** The body the row stands for, as the tariff POST/PUT schema output it (correct rows). */
  body: TCreateTariffRequest | null;
  /** The tariff's price in force now (updates), to tell a price change. */
  currentPrice: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Checks every row of a sheet (decision 1509): its cells as tariff values, the tariff it
 * names (name + operator + segment, case-insensitive), the body it stands for — checked
 * with the tariff POST's own schema and messages — and what it would do. Two statements
 * whatever the number of rows: the matches, then the matched tariffs.
 */
export async function analyseRows(
  ctx: ServiceContext,
  rows: ReadonlyArray<{ fila: number; celdas: string[] }>,
  mapping: TTariffImportMapping,
): Promise<AnalysedRow[]> {
  const read = rows.map((row) => ({ ...row, ...tariffSheetRow(row.celdas, mapping) }));
  const keyed = read.flatMap((row, index) => {
    const [name, operator, segment] = [
      text(row.values['name']),
      text(row.values['operator']),
      text(row.values['segment']),
    ];
    return name && operator && segment ? [{ index, name, operator, segment }] : [];
  });
  const matches = await matchTariffs(ctx.tx, keyed);
  const tariffIdOf = new Map(keyed.map((k, i) => [k.index, matches.get(i)]));
  const ids = [...new Set(matches.values())];
  const existing = new Map<number, TTariff>();
  if (ids.length > 0) {
    const found = await selectTariffs(
      ctx.tx,
      { ids },
      { page: 1, pageSize: ids.length, offset: 0 },
    );
    for (const row of found) existing.set(row.id, row as unknown as TTariff);
  }

  const keyOf = new Map(keyed.map((k) => [k.index, k]));
  const firstRowOf = new Map<string, number>();
  return read.map((row, index): AnalysedRow => {
    const errors = [...row.errors];
    const key = keyOf.get(index);
    if (key) {
      const id = `${key.name.toLocaleLowerCase('es')}|${key.operator}|${key.segment}`;
      const first = firstRowOf.get(id);
      if (first !== undefined) errors.push(MSG.repeated(first));
      else firstRowOf.set(id, row.fila);
    }
    const tariffId = tariffIdOf.get(index) ?? null;
    const tariff = tariffId === null ? undefined : existing.get(tariffId);
    const current = tariff ? tariffAsBody(tariff) : undefined;
    const parsed = ZSaveTariffRequestSchema.safeParse(tariffImportBody(row.values, current));
    if (!parsed.success) errors.push(...tariffRowErrors(toFieldErrors(parsed.error)));
    let accion: TariffImportAction | null = null;
    if (errors.length === 0 && parsed.success) {
      accion = !current ? 'CREAR' : unchanged(parsed.data, current) ? 'SIN_CAMBIOS' : 'ACTUALIZAR';
    }
    return {
      fila: row.fila,
      celdas: row.celdas,
      nombre: text(row.values['name']),
      operador: text(row.values['operator']),
      segmento: text(row.values['segment']),
      accion,
      tariff_id: tariffId,
      errores: errors,
      body: accion && parsed.success ? parsed.data : null,
      currentPrice: tariff?.price_value ?? null,
    };
  });
}

/** Is the tariff already as the row says (both read through the same schema)? */
function unchanged(next: TCreateTariffRequest, current: Record<string, unknown>): boolean {
  const before = ZSaveTariffRequestSchema.safeParse(current);
  return before.success && JSON.stringify(before.data) === JSON.stringify(next);
}
