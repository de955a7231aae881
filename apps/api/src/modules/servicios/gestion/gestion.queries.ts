import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreateProcedureRequest, TProcedure } from '@kiwi/domain';
import { filterSql, iso, type CatalogueFilter } from '@kiwi/db/queries';
import type { Paging } from '../../../lib/pagination';

export type ProcedureRow = TProcedure & { total: number };

export async function selectProcedures(
  tx: KiwiTx,
  f: CatalogueFilter,
  paging: Paging,
): Promise<ProcedureRow[]> {
  return (await tx.execute(sql`
    select g.id::int as id, g.name, g.operator, g.tipo_gestion, g.is_active,
      ${iso(sql`g.created_at`)} as created_on, ${iso(sql`g.updated_at`)} as updated_on,
      count(*) over ()::int as total
    from catalogue_procedures g
    where ${filterSql('g', f, { operator: true, isActive: true, search: 'name' })}
    order by g.name, g.id limit ${paging.pageSize} offset ${paging.offset}`)) as unknown as ProcedureRow[];
}

export async function insertProcedure(tx: KiwiTx, b: TCreateProcedureRequest): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into catalogue_procedures (tenant_id, name, operator, tipo_gestion, is_active)
    values (current_setting('app.tenant_id')::bigint, ${b.name}, ${b.operator}, ${b.tipo_gestion}, ${b.is_active})
    returning id::int as id`);
  return Number(row!.id);
}

export async function updateProcedure(
  tx: KiwiTx,
  id: number,
  b: TCreateProcedureRequest,
): Promise<boolean> {
  const rows = await tx.execute(sql`
    update catalogue_procedures set name = ${b.name}, operator = ${b.operator}, tipo_gestion = ${b.tipo_gestion},
      is_active = ${b.is_active}, updated_at = now()
    where id = ${id} returning id`);
  return rows.length > 0;
}
