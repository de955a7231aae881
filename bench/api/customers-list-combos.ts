// The 10 filter combinations of the customer-list benchmark and how to turn one into the
// statements the API sends (shared by customers-list.bench.ts and customers-list-explain.ts).
import type postgres from 'postgres';
import {
  customerWhere,
  isTextSearch,
  type CustomerPageRead,
  type ListViewer,
} from '@kiwi/db/queries';
import { parseCustomerOrdering, readBracketQuery, ZCustomerQuerySchema } from '@kiwi/domain';

/** Tenant 1 of the scale seed: commercial 5 is its busy "team" login. */
export const COMBOS: [string, string][] = [
  ['sin filtros', ''],
  ['nombre (fragmento)', 'nombre=garc'],
  ['teléfono', 'telefono=__PHONE__'],
  ['documento', 'documento=__DOC__'],
  ['comercial + estado', 'comercial=__COMERCIAL__&estadoCliente=CLIENTE'],
  ['origen', 'origenBbdd[]=__ORIGEN__'],
  ['fecha de contacto (trimestre)', 'fecha_contacto[]=2026-07-01&fecha_contacto[]=2026-09-30'],
  ['updated_on (mes)', 'updated_on[]=2026-10-01&updated_on[]=2026-10-31'],
  ['estadoOferta[] 4,6', 'estadoOferta[]=4&estadoOferta[]=6'],
  [
    'contrato: ISP + permanencia',
    'contractIsp=YOIGO&contractPermanenceEnding[]=2026-01-01&contractPermanenceEnding[]=2027-12-31',
  ],
];

export interface ComboProbe {
  phone: string;
  doc: string;
  origen: string;
}

/** A phone, the start of a document and an origin of tenant 1 (the placeholders of COMBOS). */
export async function probeValues(sql: postgres.Sql): Promise<ComboProbe> {
  const [probe] = await sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', '1', true)`;
    return tx<ComboProbe[]>`
      select (select telefonos_contacto[1] from customers where telefonos_contacto <> '{}' order by id limit 1 offset 500) as phone,
             (select left(documento, 6) from customers where documento is not null order by id limit 1 offset 700) as doc,
             (select min(id)::text from database_origins) as origen`;
  });
  return probe!;
}

/** The query string of a combination with its placeholders filled. */
export function fillCombo(query: string, probe: ComboProbe): string {
  return query
    .replace('__PHONE__', encodeURIComponent(probe.phone))
    .replace('__DOC__', probe.doc)
    .replace('__COMERCIAL__', '5')
    .replace('__ORIGEN__', probe.origen);
}

/** The parsed query of a query string, as the API's route reads it. */
export function parseComboQuery(q: string) {
  const params = new URLSearchParams(q);
  const raw = Object.fromEntries(
    [...params.keys()].map((k) => [k, k.endsWith('[]') ? params.getAll(k) : (params.get(k) ?? '')]),
  ) as Record<string, string[]>;
  const query = ZCustomerQuerySchema.parse(readBracketQuery(raw));
  const { page: _p, itemsPerPage: _i, page_size: _s, ordering, ...filters } = query;
  return { filters, sort: parseCustomerOrdering(ordering)! };
}

/** What the first page of a combination reads for a viewer, as the API's list service builds it. */
export function comboRead(
  q: string,
  viewer: ListViewer = { ownAccountId: null },
): CustomerPageRead {
  const { filters, sort } = parseComboQuery(q);
  return {
    where: customerWhere(filters, viewer),
    sort,
    page: { limit: 25, offset: 0 },
    textSearch: isTextSearch(filters),
  };
}
