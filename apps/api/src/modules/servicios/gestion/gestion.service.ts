import {
  CATALOGUE_PAGE_SIZE,
  type TCatalogueQuery,
  type TCreateProcedureRequest,
  type TProcedure,
} from '@kiwi/domain';
import { notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { assertFreeName, deleteOrDeactivate, duplicateNameError } from '../shared/catalogue-writes';
import { filterFromQuery, ONE_ROW } from '../shared/list-filter';
import { cataloguePaging, toPage } from '../shared/paging';
import {
  insertProcedure,
  selectProcedures,
  updateProcedure,
  type ProcedureRow,
} from './gestion.queries';

const strip = ({ total: _t, ...g }: ProcedureRow): TProcedure => g;

/** GET /api/servicios/gestion/ ("The procedure list is requested with is_active=1"). */
export async function listProcedures(ctx: ServiceContext, query: TCatalogueQuery) {
  const paging = cataloguePaging(query, CATALOGUE_PAGE_SIZE);
  const rows = await selectProcedures(ctx.tx, filterFromQuery(query), paging);
  return toPage(rows.map(strip), rows[0]?.total ?? 0, paging);
}

async function getProcedure(ctx: ServiceContext, id: number): Promise<TProcedure> {
  const [row] = await selectProcedures(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return strip(row);
}

export async function createProcedure(
  ctx: ServiceContext,
  b: TCreateProcedureRequest,
): Promise<TProcedure> {
  await assertFreeName(ctx.tx, 'catalogue_procedures', { name: b.name, operator: b.operator });
  const id = await insertProcedure(ctx.tx, b).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  return getProcedure(ctx, id);
}

export async function editProcedure(
  ctx: ServiceContext,
  id: number,
  b: TCreateProcedureRequest,
): Promise<TProcedure> {
  await assertFreeName(ctx.tx, 'catalogue_procedures', { name: b.name, operator: b.operator }, id);
  const found = await updateProcedure(ctx.tx, id, b).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  if (!found) throw notFound();
  return getProcedure(ctx, id);
}

/** A procedure recorded on customers is deactivated, not removed. */
export const removeProcedure = (ctx: ServiceContext, id: number) =>
  deleteOrDeactivate(ctx.tx, {
    table: 'catalogue_procedures',
    usage: 'procedure',
    id,
    label: 'Gestión',
    canDeactivate: true,
  });
