import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TariffImportAction, TTariffImportMapping } from '@kiwi/domain';
import { iso } from '@kiwi/db/queries';

/** One import as the wizard and the history list show it. */
export type TariffImportRecord = {
  id: number;
  archivo: string;
  formato: 'csv' | 'xlsx';
  estado: 'PENDIENTE' | 'APLICADA';
  creada_por: { id: number; nombre: string } | null;
  aplicada_por: { id: number; nombre: string } | null;
  total_filas: number;
  con_errores: number;
  a_crear: number;
  a_actualizar: number;
  sin_cambios: number;
  creadas: number;
  actualizadas: number;
  rechazadas: number;
  created_at: string;
  aplicada_at: string | null;
  columnas: string[];
  muestra: string[][];
  mapeo: Record<string, number>;
  total: number;
};

const person = (accountId: SQL) => sql`(select json_build_object('id', a.id::int, 'nombre',
    coalesce(nullif(btrim(concat_ws(' ', a.nombre, a.apellidos)), ''), a.username))
  from accounts a where a.id = ${accountId})`;

function selectImports(where: SQL, limit: number, offset: number) {
  return sql`
    select i.id::int as id, i.archivo, i.formato, i.estado,
      ${person(sql`i.account_id`)} as creada_por, ${person(sql`i.aplicada_por_id`)} as aplicada_por,
      i.total_filas, i.con_errores, i.a_crear, i.a_actualizar, i.sin_cambios,
      i.creadas, i.actualizadas, i.rechazadas,
      ${iso(sql`i.created_at`)} as created_at, ${iso(sql`i.aplicada_at`)} as aplicada_at,
      i.columnas, i.muestra, i.mapeo, count(*) over ()::int as total
    from tariff_imports i
    where ${where}
    order by i.created_at desc, i.id desc
    limit ${limit} offset ${offset}`;
}

export async function findImport(tx: KiwiTx, id: number): Promise<TariffImportRecord | undefined> {
  const [row] = await tx.execute<TariffImportRecord>(selectImports(sql`i.id = ${id}`, 1, 0));
  return row;
}

export async function listImports(
  tx: KiwiTx,
  paging: { limit: number; offset: number },
): Promise<TariffImportRecord[]> {
  return tx.execute<TariffImportRecord>(
    selectImports(sql`true`, paging.limit, paging.offset),
  ) as unknown as Promise<TariffImportRecord[]>;
}

/** The state of an import, its row locked until the transaction ends (one confirmation). */
export async function lockImport(
  tx: KiwiTx,
  id: number,
): Promise<{ estado: string; mapeo: Record<string, number> } | undefined> {
  const [row] = await tx.execute<{ estado: string; mapeo: Record<string, number> }>(sql`
    select estado, mapeo from tariff_imports where id = ${id} for update`);
  return row;
}

export async function insertImport(
  tx: KiwiTx,
  values: {
    accountId: number;
    archivo: string;
    formato: string;
    columnas: string[];
    muestra: string[][];
  },
): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into tariff_imports (tenant_id, account_id, archivo, formato, columnas, muestra)
    values (current_setting('app.tenant_id')::bigint, ${values.accountId}, ${values.archivo},
      ${values.formato}, ${sql.param(values.columnas)}::text[], ${JSON.stringify(values.muestra)}::jsonb)
    returning id::int as id`);
  return Number(row!.id);
}

/** The cells of every row of the import, in file order. */
export async function importCells(
  tx: KiwiTx,
  id: number,
): Promise<Array<{ fila: number; celdas: string[] }>> {
  return tx.execute<{ fila: number; celdas: string[] }>(sql`
    select fila, celdas from tariff_import_rows where import_id = ${id} order by fila`) as unknown as Promise<
    Array<{ fila: number; celdas: string[] }>
  >;
}

export interface AnalysedRowRecord {
  fila: number;
  celdas: string[];
  nombre: string | null;
  operador: string | null;
  segmento: string | null;
  accion: TariffImportAction | null;
  tariff_id: number | null;
  errores: string[];
}

/** Replaces the rows of an import and its preview figures (one statement each). */
export async function saveAnalysis(
  tx: KiwiTx,
  id: number,
  mapeo: TTariffImportMapping,
  rows: readonly AnalysedRowRecord[],
): Promise<void> {
  const count = (action: TariffImportAction) => rows.filter((r) => r.accion === action).length;
  await tx.execute(sql`delete from tariff_import_rows where import_id = ${id}`);
  await Promise.all([
    rows.length === 0
      ? null
      : tx.execute(sql`
      insert into tariff_import_rows (tenant_id, import_id, fila, celdas, nombre, operador, segmento,
        accion, tariff_id, errores)
      select current_setting('app.tenant_id')::bigint, ${id}, r.fila, r.celdas, r.nombre, r.operador,
        r.segmento, r.accion, r.tariff_id, r.errores
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(fila int, celdas text[],
        nombre text, operador text, segmento text, accion text, tariff_id bigint, errores text[])`),
    tx.execute(sql`
      update tariff_imports set mapeo = ${JSON.stringify(mapeo)}::jsonb, total_filas = ${rows.length},
        con_errores = ${rows.filter((r) => r.errores.length > 0).length},
        a_crear = ${count('CREAR')}, a_actualizar = ${count('ACTUALIZAR')},
        sin_cambios = ${count('SIN_CAMBIOS')}, updated_at = now()
      where id = ${id}`),
  ]);
}

/** After the apply: each row's outcome and tariff, the import's result figures. */
export async function saveOutcome(
  tx: KiwiTx,
  id: number,
  accountId: number,
  created: ReadonlyArray<{ fila: number; tariffId: number }>,
): Promise<void> {
  await Promise.all([
    tx.execute(sql`
      update tariff_import_rows r set tariff_id = c.tariff_id
      from unnest(${sql.param(created.map((c) => c.fila))}::bigint[],
                  ${sql.param(created.map((c) => c.tariffId))}::bigint[]) as c(fila, tariff_id)
      where r.import_id = ${id} and r.fila = c.fila`),
    tx.execute(sql`
      update tariff_import_rows set resultado = case accion
          when 'CREAR' then 'CREADA' when 'ACTUALIZAR' then 'ACTUALIZADA'
          when 'SIN_CAMBIOS' then 'SIN_CAMBIOS' else 'RECHAZADA' end
      where import_id = ${id}`),
  ]);
  await tx.execute(sql`
    update tariff_imports i set estado = 'APLICADA', aplicada_at = now(), aplicada_por_id = ${accountId},
      creadas = i.a_crear, actualizadas = i.a_actualizar, rechazadas = i.con_errores, updated_at = now()
    where i.id = ${id}`);
}

export type ImportRowRecord = {
  fila: number;
  nombre: string | null;
  operador: string | null;
  segmento: string | null;
  accion: TariffImportAction | null;
  tarifa: { id: number; nombre: string } | null;
  errores: string[];
  resultado: 'CREADA' | 'ACTUALIZADA' | 'SIN_CAMBIOS' | 'RECHAZADA' | null;
  total: number;
};

const KIND_FILTERS: Record<string, SQL> = {
  errores: sql`cardinality(r.errores) > 0`,
  crear: sql`r.accion = 'CREAR'`,
  actualizar: sql`r.accion = 'ACTUALIZAR'`,
  sin_cambios: sql`r.accion = 'SIN_CAMBIOS'`,
  todas: sql`true`,
};

/** A page of the import's rows of one kind, in file order. */
export async function listImportRows(
  tx: KiwiTx,
  id: number,
  kind: string,
  paging: { limit: number; offset: number },
): Promise<ImportRowRecord[]> {
  return tx.execute<ImportRowRecord>(sql`
    select r.fila, r.nombre, r.operador, r.segmento, r.accion, r.errores, r.resultado,
      (select json_build_object('id', t.id::int, 'nombre', t.name) from tariffs t where t.id = r.tariff_id) as tarifa,
      count(*) over ()::int as total
    from tariff_import_rows r
    where r.import_id = ${id} and ${KIND_FILTERS[kind] ?? sql`true`}
    order by r.fila
    limit ${paging.limit} offset ${paging.offset}`) as unknown as Promise<ImportRowRecord[]>;
}

/**
 * The tariffs of the tenant that rows name (name case-insensitive + operator + segment,
 * decision 1501): key index → tariff id, in one statement.
 */
export async function matchTariffs(
  tx: KiwiTx,
  keys: ReadonlyArray<{ name: string; operator: string; segment: string }>,
): Promise<Map<number, number>> {
  if (keys.length === 0) return new Map();
  const rows = await tx.execute<{ i: number; id: number }>(sql`
    select k.i::int as i, t.id::int as id
    from unnest(${sql.param(keys.map((k) => k.name))}::text[],
                ${sql.param(keys.map((k) => k.operator))}::text[],
                ${sql.param(keys.map((k) => k.segment))}::text[]) with ordinality as k(name, operator, segment, i)
    join tariffs t on t.operator = k.operator and t.segment = k.segment and lower(t.name) = lower(k.name)`);
  return new Map(rows.map((r) => [Number(r.i) - 1, Number(r.id)]));
}
