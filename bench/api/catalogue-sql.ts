// The database work of one configurator-list request through postgres.js, as the API sends it
// (decision 1508): BEGIN, the tenant settings and the catalogue state in one write, then the
// list's statement with COMMIT in the next (the API's guard adds the caller's lookup to the
// first write). The statements are the API's own (@kiwi/db/queries).
import type postgres from 'postgres';
import { catalogueScope, CONFIGURATOR_LIST_LIMIT } from '@kiwi/domain';
import {
  CATALOGUE_STATE_SQL,
  CONFIGURATOR_LIST_SQL,
  honouredFilter,
  LIST_COLUMNS,
  renderSql,
  type ConfiguratorList,
} from '@kiwi/db/queries';

export interface ListCase {
  /** Row label in the tables. */
  name: string;
  list: ConfiguratorList;
  /** The query string the configurator sends. */
  query: string;
}

/** The five lists with the configurator's filters, and every active tariff as a larger answer. */
export function catalogueCases(operator: string, segment: string): ListCase[] {
  const filters = `default=1&is_active=1&operator=${operator}&segment=${segment}`;
  return [
    ...(['tarifas', 'sva', 'adicionales', 'promociones', 'terminales'] as const).map((list) => ({
      name: list,
      list,
      query: filters,
    })),
    { name: 'tarifas (todas las activas)', list: 'tarifas', query: 'default=1&is_active=1' },
  ];
}

/** The list's statement for a `default=1` query string, as the API builds it (listInput). */
export function listStatement(c: ListCase): { text: string; params: unknown[] } {
  const q = new URLSearchParams(c.query);
  const kind = c.list === 'terminales' ? 'devices' : 'offer_items';
  const scope = catalogueScope(kind, {
    operator: q.get('operator') ?? undefined,
    segment: q.get('segment') ?? undefined,
  });
  const filter = honouredFilter({ ...scope, isActive: true }, LIST_COLUMNS[c.list]);
  return renderSql(
    CONFIGURATOR_LIST_SQL[c.list](filter, { pageSize: CONFIGURATOR_LIST_LIMIT, offset: 0 }),
  );
}

const STATE = renderSql(CATALOGUE_STATE_SQL).text;

/**
 * One request's statements on a reserved connection: the list's rows, or [] when `list` is
 * null (the revalidation: the state read, then COMMIT).
 */
export async function rawListRequest(
  sql: postgres.Sql,
  tenantId: number,
  list: { text: string; params: unknown[] } | null,
): Promise<postgres.Row[]> {
  const conn = await sql.reserve();
  try {
    // Sent now, in this order and in one write (postgres.js waits for a `.then` otherwise).
    const opening = [
      conn`begin`.execute(),
      conn`select set_config('app.tenant_id', ${String(tenantId)}, true),
        set_config('app.account_id', '', true), set_config('app.route', '', true)`.execute(),
      conn.unsafe(STATE, [], { prepare: true }).execute(),
    ];
    await Promise.all(opening);
    if (!list) {
      await conn`commit`;
      return [];
    }
    const rows = conn.unsafe(list.text, list.params as never[], { prepare: true }).execute();
    const commit = conn`commit`.execute();
    const [answer] = await Promise.all([rows, commit]);
    return answer;
  } finally {
    conn.release();
  }
}
