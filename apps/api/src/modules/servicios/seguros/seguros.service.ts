import {
  CATALOGUE_PAGE_SIZE,
  type TCatalogueQuery,
  type TCreateInsuranceRequest,
  type TInsurance,
} from '@kiwi/domain';
import { notFound } from '../../../lib/http-errors';
import type { ServiceContext } from '../../../plugins/access';
import {
  assertFreeName,
  currentThenChecks,
  deleteOrDeactivate,
  duplicateNameError,
} from '../shared/catalogue-writes';
import { filterFromQuery, ONE_ROW } from '../shared/list-filter';
import { cataloguePaging, toPage } from '../shared/paging';
import {
  assertCreationDate,
  isScheduled,
  recordInitialPrice,
  recordPriceChange,
} from '../shared/price-writes';
import {
  currentInsurancePrice,
  insertInsurance,
  selectInsurances,
  updateInsurance,
  type InsuranceRow,
} from './seguros.queries';

const strip = ({ total: _t, ...i }: InsuranceRow): TInsurance => i;

export async function listInsurances(ctx: ServiceContext, query: TCatalogueQuery) {
  const paging = cataloguePaging(query, CATALOGUE_PAGE_SIZE);
  const rows = await selectInsurances(ctx.tx, filterFromQuery(query), paging);
  return toPage(rows.map(strip), rows[0]?.total ?? 0, paging);
}

async function getInsurance(ctx: ServiceContext, id: number): Promise<TInsurance> {
  const [row] = await selectInsurances(ctx.tx, { id }, ONE_ROW);
  if (!row) throw notFound();
  return strip(row);
}

export async function createInsurance(
  ctx: ServiceContext,
  b: TCreateInsuranceRequest,
): Promise<TInsurance> {
  assertCreationDate(b.price_valid_from);
  await assertFreeName(ctx.tx, 'insurances', { name: b.name, operator: b.operator });
  const id = await insertInsurance(ctx.tx, b).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  await recordInitialPrice(ctx.tx, 'insurance', id, b.price, b.price_valid_from);
  return getInsurance(ctx, id);
}

export async function editInsurance(
  ctx: ServiceContext,
  id: number,
  b: TCreateInsuranceRequest,
): Promise<TInsurance> {
  const current = await currentThenChecks(
    currentInsurancePrice(ctx.tx, id),
    assertFreeName(ctx.tx, 'insurances', { name: b.name, operator: b.operator }, id),
  );
  await updateInsurance(ctx.tx, id, b, !isScheduled(b.price_valid_from)).catch((e: unknown) => {
    throw duplicateNameError(e) ?? e;
  });
  await recordPriceChange(ctx.tx, 'insurance', id, {
    current,
    next: b.price,
    validFrom: b.price_valid_from,
  });
  return getInsurance(ctx, id);
}

export const removeInsurance = (ctx: ServiceContext, id: number) =>
  deleteOrDeactivate(ctx.tx, {
    table: 'insurances',
    usage: 'insurance',
    id,
    label: 'Seguro',
    canDeactivate: true,
  });
