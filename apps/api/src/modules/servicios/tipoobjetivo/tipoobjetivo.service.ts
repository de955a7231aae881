import {
  CATALOGUE_PAGE_SIZE,
  type TCatalogueQuery,
  type TCreateObjectiveTypeRequest,
  type TObjectiveType,
} from '@kiwi/domain';
import { notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import { filterFromQuery, ONE_ROW } from '../shared/list-filter';
import {
  insertNamed,
  removeNamed,
  renameNamed,
  selectNamed,
  type NamedTable,
} from '../shared/named-catalogue';
import { cataloguePaging, toPage } from '../shared/paging';

const TYPES: NamedTable = {
  table: 'objective_types',
  usage: 'objective_type',
  label: 'el tipo de objetivo',
  duplicate: 'Ya existe un tipo de objetivo con este nombre',
};
const toType = ({ id, nombre }: { id: number; nombre: string }): TObjectiveType => ({ id, nombre });

export async function listObjectiveTypes(ctx: ServiceContext, query: TCatalogueQuery) {
  const paging = cataloguePaging(query, CATALOGUE_PAGE_SIZE);
  const rows = await selectNamed(ctx.tx, TYPES, filterFromQuery(query), paging);
  return toPage(rows.map(toType), rows[0]?.total ?? 0, paging);
}

async function getObjectiveType(ctx: ServiceContext, id: number) {
  const [row] = await selectNamed(ctx.tx, TYPES, { id }, ONE_ROW);
  if (!row) throw notFound();
  return toType(row);
}

export async function createObjectiveType(ctx: ServiceContext, b: TCreateObjectiveTypeRequest) {
  return getObjectiveType(ctx, await insertNamed(ctx.tx, TYPES, b.nombre));
}

export async function editObjectiveType(
  ctx: ServiceContext,
  id: number,
  b: TCreateObjectiveTypeRequest,
) {
  await renameNamed(ctx.tx, TYPES, id, b.nombre);
  return getObjectiveType(ctx, id);
}

export const removeObjectiveType = (ctx: ServiceContext, id: number) =>
  removeNamed(ctx.tx, TYPES, id);
