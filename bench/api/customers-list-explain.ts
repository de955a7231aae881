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
  customerEstimateSql,
  customerPageIdsSql,
  customerRowsSql,
  type customerWhere,
  CUSTOMER_COUNT,
  renderSql,
} from '@kiwi/db/queries';
import {
  COMBOS,
  comboWhere,
  fillCombo,
  parseComboQuery,
  probeValues,
} from './customers-list-combos';

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

interface Explained {
  ms: number;
  planMs: number;
  buffers: number;
  rows: number;
  text: string;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A parameter as an SQL literal (arrays as `'{"a","b"}'`). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    return quote(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  }
  return quote(String(value));
}

interface PlanNode {
  'Actual Rows': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

async function explain(statement: SQL): Promise<Explained> {
  const { text, params } = renderSql(statement);
  return sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', '1', true), set_config('app.account_id', '', true), set_config('app.route', '', true)`;
    let target = text;
    const prepared = values.generic || values.cached;
    if (prepared) {
      if (values.generic) await tx`set local plan_cache_mode = force_generic_plan`;
      const { types } = (await tx.unsafe(text, params as never[]).describe()) as unknown as {
        types: number[];
      };
      const names = await tx<
        { t: string }[]
      >`select format_type(unnest(${types}::oid[]), null) as t`;
      const typed = names.length ? `(${names.map((n) => n.t).join(', ')})` : '';
      await tx.unsafe(`prepare kiwi_explained${typed} as ${text}`).simple();
      // EXECUTE takes no bound parameters: the values go in as literals.
      target = params.length
        ? `execute kiwi_explained(${names.map((n, i) => `${literal(params[i])}::${n.t}`).join(', ')})`
        : 'execute kiwi_explained';
      if (values.cached) for (let i = 0; i < 5; i++) await tx.unsafe(target);
    }
    const bound = (prepared ? [] : params) as never[];
    const rows = await tx.unsafe(`explain (analyze, buffers, format json) ${target}`, bound);
    const [plan] = rows[0]!['QUERY PLAN'] as [
      { 'Execution Time': number; 'Planning Time': number; Plan: PlanNode },
    ];
    const lines = values.plans
      ? (
          (await tx.unsafe(`explain (analyze, buffers) ${target}`, bound)) as {
            'QUERY PLAN': string;
          }[]
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n')
      : '';
    if (prepared) await tx`deallocate kiwi_explained`;
    return {
      ms: plan!['Execution Time'],
      planMs: plan!['Planning Time'],
      buffers: plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks'],
      rows: plan!.Plan['Actual Rows'],
      text: lines,
    };
  });
}

/** The fastest of `--runs` runs (the first may read from disk). */
async function best(statement: SQL): Promise<Explained> {
  let out: Explained | undefined;
  for (let i = 0; i < Number(values.runs); i++) {
    const e = await explain(statement);
    if (!out || e.ms < out.ms) out = e;
  }
  return out!;
}

/** The ids of the page, read as the API reads them (to explain the rows statement). */
async function pageIds(statement: SQL): Promise<string[]> {
  const { text, params } = renderSql(statement);
  const rows = await sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', '1', true)`;
    return tx.unsafe<{ id: string }[]>(text, params as never[]);
  });
  return rows.map((r) => String(r.id));
}

const cell = (e: Explained) => `${e.ms.toFixed(2)} (${e.planMs.toFixed(2)}) / ${e.buffers}`;
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
  const where = comboWhere(q, viewer);
  const { sort } = parseComboQuery(q);
  const idsSql = customerPageIdsSql(where, sort, { limit: 25, offset: 0 });
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
