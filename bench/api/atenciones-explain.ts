// EXPLAIN (ANALYZE, BUFFERS) of the atención lists' statements (runAtencionListPage) for every
// pipeline / gestiones combination of the benchmark (atenciones-cases.ts), as kiwi_app inside a
// tenant transaction, planned for their values (what the API asks for).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     pnpm --filter @kiwi/bench exec tsx api/atenciones-explain.ts -- --database kiwi_scale_pipeline \
//       [--plans] [--only AVATEL] [--month 2026-11]
// Buffers do not depend on the machine's load; the times do.
import { parseArgs } from 'node:util';
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
import { bestOf, cell, inTenant, rowsOf, type Statement } from './explain';

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
const TENANT = 1;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sql = createPool(appUrlFor(adminUrl, values.database), { max: 1, onnotice: () => {} });
const options = { tenantId: TENANT, plans: values.plans };
const best = (statement: Statement) => bestOf(Number(values.runs), sql, statement, options);

const [busy] = await inTenant(
  sql,
  TENANT,
  (tx) =>
    tx<
      { id: number }[]
    >`select id::int from accounts where username = ${`comercial01@carga${TENANT}.kiwi`}`,
);
console.info(
  `Execution ms (planning ms) / buffers, best of ${values.runs}; count capped at ${ATENCION_COUNT.cap + 1}, counted when its planned cost ≤ ${ATENCION_COUNT.costLimit}\n`,
);
console.info('| combinación | ids | plan of the count | capped count | rows by id |');
console.info('|---|---|---|---|---|');
for (const c of atencionesCases(busy!.id, values.month)) {
  if (c.kind !== 'pipeline' || (values.only && !c.name.includes(values.only))) continue;
  const idsSql = atencionPageIdsSql(c.filters, { limit: 25, offset: 0 });
  const ids = await best(idsSql);
  const idRows = await rowsOf<{ id: string }>(sql, TENANT, idsSql);
  // The count's plan is itself an EXPLAIN: its planning time, and its answer.
  const { text, params } = renderSql(atencionCountPlanSql(c.filters, ATENCION_COUNT.cap));
  const [explained] = await inTenant(sql, TENANT, (tx) =>
    tx.unsafe(text.replace('(format json)', '(format json, summary)'), params as never[]),
  );
  const planned = plannedCount([explained!]);
  const planning = (explained!['QUERY PLAN'] as [{ 'Planning Time': number }])[0]['Planning Time'];
  const countSql = atencionCappedCountSql(c.filters, ATENCION_COUNT.cap);
  const count = await best(countSql);
  const [counted] = await rowsOf<{ n: number }>(sql, TENANT, countSql);
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
