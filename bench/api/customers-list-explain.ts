// EXPLAIN (ANALYZE, BUFFERS) of the customer list's statements (runCustomerListPage) for the 10
// combinations of the benchmark, as kiwi_app inside a tenant transaction (the API's settings).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     pnpm --filter @kiwi/bench exec tsx api/customers-list-explain.ts -- --database kiwi_scale \
//       [--plans] [--only teléfono] [--comercial 5] [--generic | --cached]
// Default: custom plans (what the API asks for). --cached: the plan PostgreSQL picks for a
// prepared statement after five runs; --generic: the generic plan.
import { parseArgs } from 'node:util';
import { appUrlFor, createPool } from '@kiwi/db';
import {
  customerCappedCountSql,
  customerCappedPageSql,
  customerEstimateSql,
  customerPageIdsSql,
  customerRowsSql,
  type customerWhere,
  CUSTOMER_COUNT,
  renderSql,
} from '@kiwi/db/queries';
import { COMBOS, comboRead, fillCombo, probeValues } from './customers-list-combos';
import { bestOf, cell, type PlanMode } from './explain';

type SQL = ReturnType<typeof customerWhere>;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    database: { type: 'string', default: 'kiwi_scale' },
    plans: { type: 'boolean', default: false },
    only: { type: 'string' },
    comercial: { type: 'string' },
    runs: { type: 'string', default: '3' },
    generic: { type: 'boolean', default: false },
    cached: { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sql = createPool(appUrlFor(adminUrl, values.database), { max: 1, onnotice: () => {} });

const options = {
  tenantId: 1,
  mode: (values.generic ? 'generic' : values.cached ? 'cached' : 'custom') as PlanMode,
  plans: values.plans,
};
const best = (statement: SQL) => bestOf(Number(values.runs), sql, statement, options);

/** The ids of the page, read as the API reads them (to explain the rows statement). */
async function pageIds(statement: SQL): Promise<string[]> {
  const { text, params } = renderSql(statement);
  const rows = await sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', '1', true)`;
    return tx.unsafe<{ id: string }[]>(text, params as never[]);
  });
  return rows.map((r) => String(r.id));
}

const probe = await probeValues(sql);
const viewer = { ownAccountId: values.comercial ? Number(values.comercial) : null };
console.info(
  `Execution ms (planning ms) / buffers, best of ${values.runs}; count capped at ${CUSTOMER_COUNT.cap + 1}\n`,
);
console.info('| combinación | ids | estimate (rows) | count (rows) | rows by id |');
console.info('|---|---|---|---|---|');
for (const [label, raw] of COMBOS) {
  if (values.only && !label.includes(values.only)) continue;
  const q = fillCombo(raw, probe);
  const { where, sort, page, textSearch } = comboRead(q, viewer);
  // What the first write sends: a text search's page with its count (decision 1116), else the ids.
  const idsSql = textSearch
    ? customerCappedPageSql(where, sort, page, CUSTOMER_COUNT.textCap)
    : customerPageIdsSql(where, sort, page);
  const ids = await best(idsSql);
  const rowsSql = customerRowsSql(await pageIds(idsSql));
  // The estimate statement is itself an EXPLAIN: its planning time, and its answer.
  const { text, params } = renderSql(customerEstimateSql(where));
  const [explained] = await sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', '1', true)`;
    return tx.unsafe(text.replace('(format json)', '(format json, summary)'), params as never[]);
  });
  const [estimated] = explained!['QUERY PLAN'] as [
    { Plan: { 'Plan Rows': number; 'Total Cost': number }; 'Planning Time': number },
  ];
  const planned = estimated.Plan['Plan Rows'];
  const full = await best(customerCappedCountSql(where, 1_000_000));
  const count = await best(customerCappedCountSql(where, CUSTOMER_COUNT.cap));
  const rows = await best(rowsSql);
  console.info(
    `| ${label} | ${cell(ids)} | ${estimated['Planning Time'].toFixed(2)} (${Math.round(planned)}, cost ${Math.round(estimated.Plan['Total Cost'])}, full count ${full.ms.toFixed(1)} ms) | ${cell(count)} (${count.rows}) | ${cell(rows)} |`,
  );
  if (values.plans) {
    console.info(
      `\n${q}\n--- ids\n${ids.text}\n--- count\n${count.text}\n--- rows\n${rows.text}\n`,
    );
  }
}
await sql.end({ timeout: 5 });
