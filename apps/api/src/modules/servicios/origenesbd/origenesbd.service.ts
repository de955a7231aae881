import {
  CATALOGUE_PAGE_SIZE,
  type TCatalogueQuery,
  type TCreateDatabaseOriginRequest,
  type TDatabaseOrigin,
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

const ORIGINS: NamedTable = {
  table: 'database_origins',
  usage: 'origin',
  label: 'el origen',
  duplicate: 'Ya existe un origen con este nombre',
};
const toOrigin = ({
  id,
  nombre,
  timestamp,
}: {
  id: number;
  nombre: string;
  timestamp: string;
}): TDatabaseOrigin => ({
  id,
  nombre,
  timestamp,
});

export async function listOrigins(ctx: ServiceContext, query: TCatalogueQuery) {
  const paging = cataloguePaging(query, CATALOGUE_PAGE_SIZE);
  const rows = await selectNamed(ctx.tx, ORIGINS, filterFromQuery(query), paging);
  return toPage(rows.map(toOrigin), rows[0]?.total ?? 0, paging);
}

async function getOrigin(ctx: ServiceContext, id: number) {
  const [row] = await selectNamed(ctx.tx, ORIGINS, { id }, ONE_ROW);
  if (!row) throw notFound();
  return toOrigin(row);
}

export async function createOrigin(ctx: ServiceContext, b: TCreateDatabaseOriginRequest) {
  return getOrigin(ctx, await insertNamed(ctx.tx, ORIGINS, b.nombre));
}

export async function editOrigin(ctx: ServiceContext, id: number, b: TCreateDatabaseOriginRequest) {
  await renameNamed(ctx.tx, ORIGINS, id, b.nombre);
  return getOrigin(ctx, id);
}

export const removeOrigin = (ctx: ServiceContext, id: number) => removeNamed(ctx.tx, ORIGINS, id);
