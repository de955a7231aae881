// EXPLAIN (ANALYZE, BUFFERS) of the atención lists' statements (runAtencionListPage) for every
// pipeline / gestiones combination of the benchmark (atenciones-cases.ts), as kiwi_app inside a
// tenant transaction with custom plans (what the API asks for).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     pnpm --filter @kiwi/bench exec tsx api/atenciones-explain.ts -- --database kiwi_scale_pipeline \
//       [--plans] [--only AVATEL] [--month 2026-11]
// Buffers do not depend on the machine's load; the times do.
import { parseArgs } from 'node:util';
import type { TransactionSql } from 'postgres';
import { appUrlFor, createPool } from '@kiwi/db';
import {
  ATENCION_COUNT,
  atencionCappedCountSql,
  atencionCountPlanSql,
  atencionPageIdsSql,
  atencionRowsSql,
  plannedCount,
  renderSql,
} from '@kiwi/db/queries';
import { atencionesCases } from './atenciones-cases';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    database: { type: 'string', default: 'kiwi_scale' },
    plans: { type: 'boolean', default: false },
    only: { type: 'string' },
    month: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
type SQL = ReturnType<typeof atencionPageIdsSql>;

const TENANT = '1';
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sql = createPool(appUrlFor(adminUrl, values.database), { max: 1, onnotice: () => {} });

interface Explained {
  ms: number;
  planMs: number;
  buffers: number;
  rows: number;
  text: string;
}

interface PlanNode {
  'Actual Rows': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

/** Runs `work` in a tenant transaction with custom plans, as the list does. */
const inTenant = <T>(work: (tx: TransactionSql) => Promise<T>) =>
  sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', ${TENANT}, true), set_config('plan_cache_mode', 'force_custom_plan', true)`;
    return work(tx);
  }) as Promise<T>;

async function explain(statement: SQL): Promise<Explained> {
  const { text, params } = renderSql(statement);
  return inTenant(async (tx) => {
    const rows = await tx.unsafe(
      `explain (analyze, buffers, format json) ${text}`,
      params as never[],
    );
    const [plan] = rows[0]!['QUERY PLAN'] as [
      { 'Execution Time': number; 'Planning Time': number; Plan: PlanNode },
    ];
    const lines = values.plans
      ? (
          (await tx.unsafe(`explain (analyze, buffers) ${text}`, params as never[])) as {
            'QUERY PLAN': string;
          }[]
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n')
      : '';
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

const [busy] = await inTenant(
  (tx) =>
    tx<
      { id: number }[]
    >`select id::int from accounts where username = ${`comercial01@carga${TENANT}.kiwi`}`,
);
const cell = (e: Explained) => `${e.ms.toFixed(2)} (${e.planMs.toFixed(2)}) / ${e.buffers}`;
console.info(
  `Execution ms (planning ms) / buffers, best of ${values.runs}; count capped at ${ATENCION_COUNT.cap + 1}, counted when its planned cost ≤ ${ATENCION_COUNT.costLimit}\n`,
);
console.info('| combinación | ids | plan of the count | capped count | rows by id |');
console.info('|---|---|---|---|---|');
for (const c of atencionesCases(busy!.id, values.month)) {
  if (c.kind !== 'pipeline' || (values.only && !c.name.includes(values.only))) continue;
  const page = { limit: 25, offset: 0 };
  const idsSql = atencionPageIdsSql(c.filters, page);
  const ids = await best(idsSql);
  const idRows = await inTenant((tx) => {
    const { text, params } = renderSql(idsSql);
    return tx.unsafe<{ id: string }[]>(text, params as never[]);
  });
  const { text, params } = renderSql(atencionCountPlanSql(c.filters, ATENCION_COUNT.cap));
  const [explained] = await inTenant((tx) =>
    tx.unsafe(text.replace('(format json)', '(format json, summary)'), params as never[]),
  );
  const planned = plannedCount([explained!]);
  const planning = (explained!['QUERY PLAN'] as [{ 'Planning Time': number }])[0]['Planning Time'];
  const countSql = atencionCappedCountSql(c.filters, ATENCION_COUNT.cap);
  const count = await best(countSql);
  const [counted] = await inTenant((tx) => {
    const q = renderSql(countSql);
    return tx.unsafe<{ n: number }[]>(q.text, q.params as never[]);
  });
  const rows = await best(atencionRowsSql(idRows.map((r) => r.id)));
  const policy = planned.cost <= ATENCION_COUNT.costLimit ? 'counted' : 'estimate';
  console.info(
    `| ${c.name} | ${cell(ids)} | ${planning.toFixed(2)} ms: cost ${Math.round(planned.cost)}, ≈ ${Math.round(planned.rows)} (${policy}) | ${cell(count)} (n = ${counted!.n}) | ${cell(rows)} |`,
  );
  if (values.plans) {
    console.info(
      `\n${c.path}\n--- ids\n${ids.text}\n--- count\n${count.text}\n--- rows\n${rows.text}\n`,
    );
  }
}
await sql.end({ timeout: 5 });
