import { sql as drizzleSql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSort, CustomerSortField } from '@kiwi/domain';
import {
  CUSTOMER_EXPORT_COLUMNS,
  CUSTOMER_JOINS,
  customerExportSql,
  customerPageIdsSql,
  customerRowsSql,
  customerWhere,
  renderSql,
} from '../src/queries/index';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';
import { asTenant, connect } from './helpers';

/**
 * The export writes its own joins for a whole selection (decision 1121); they must give the
 * table's last atención and next follow-up, and its order, exactly.
 */
let database: TestDatabase;
let admin: ReturnType<typeof connect>;
let app: ReturnType<typeof connect>;
let tenantId: number;

const madrid = (column: string) =>
  `to_char(${column} at time zone 'Europe/Madrid', 'DD/MM/YYYY HH24:MI')`;
const all = customerWhere({}, { ownAccountId: null });

beforeAll(async () => {
  database = await createTestDatabase({ template: 'demo' });
  admin = connect(database.adminUrl);
  app = connect(database.appUrl);
  const [tenant] = await admin<{ id: number }[]>`
    select id::int from tenants where type = 'distributor' order by id limit 1`;
  tenantId = tenant!.id;
  const customers = await admin<{ id: number }[]>`
    select id::int from customers where tenant_id = ${tenantId} order by id limit 3`;
  const [tie, follow, none] = customers.map((c) => c.id);
  // Two atenciones at the same instant (the higher id wins), newer than any other of his.
  await admin`insert into contact_attempts (tenant_id, customer_id, tipo, estado, fecha_contacto)
    values (${tenantId}, ${tie!}, 'GESTION', 3, now() + interval '1 day'),
           (${tenantId}, ${tie!}, 'OFERTA', 5, now() + interval '1 day')`;
  // Pending follow-ups tied on the date, an earlier one already done.
  await admin`insert into schedules (tenant_id, customer_id, fecha_agendado, done_at)
    values (${tenantId}, ${follow!}, now() - interval '3 days', now()),
           (${tenantId}, ${follow!}, now() + interval '2 days', null),
           (${tenantId}, ${follow!}, now() + interval '2 days', null)`;
  // No atención and no follow-up at all.
  await admin`delete from contact_attempts where customer_id = ${none!}`;
  await admin`delete from schedules where customer_id = ${none!}`;
});
afterAll(async () => {
  await app?.end();
  await admin?.end();
  await database?.drop();
});

async function exported(sort: CustomerSort): Promise<Record<string, unknown>[]> {
  const statement = renderSql(customerExportSql(all, sort));
  const rows = await asTenant(app, tenantId, (tx) =>
    tx.unsafe(statement.text, statement.params as never[]).values(),
  );
  return rows.map((row) =>
    Object.fromEntries(CUSTOMER_EXPORT_COLUMNS.map((name, i) => [name, row[i]])),
  );
}

describe('customerExportSql', () => {
  it("gives each customer the list's last atención and next pending follow-up", async () => {
    const list = await asTenant(app, tenantId, (tx) =>
      tx.unsafe(
        renderSql(drizzleSql`
          select c.nombre, la.tipo as la_tipo, la.estado as la_estado,
            ${drizzleSql.raw(madrid('la.fecha_contacto'))} as la_fecha,
            ${drizzleSql.raw(madrid('na.fecha_agendado'))} as na_fecha
          from customers c ${CUSTOMER_JOINS} order by c.id`).text,
      ),
    );
    const rows = await exported({ field: 'id', descending: false });
    expect(list.length).toBeGreaterThan(50);
    expect(
      rows.map(({ nombre, la_tipo, la_estado, la_fecha, na_fecha }) => ({
        nombre,
        la_tipo,
        la_estado,
        la_fecha,
        na_fecha,
      })),
    ).toEqual([...list]);
    // the cases arranged above are there: a tie, a pending follow-up, nothing
    expect(rows[0]).toMatchObject({ la_tipo: 'OFERTA', la_estado: 5 });
    expect(rows[1]?.na_fecha).not.toBeNull();
    expect(rows[2]).toMatchObject({ la_tipo: null, la_fecha: null, na_fecha: null });
    expect(rows.some((row) => row.na_fecha !== null && row !== rows[1])).toBe(true);
  });

  it.each<[CustomerSortField, boolean]>([
    ['updated_on', true],
    ['nombre', false],
    ['comercial', false],
    ['lastAtencion', true],
    ['lastAtencion', false],
    ['nextAgendado', false],
    ['nextAgendado', true],
  ])("keeps the list's order (%s, descending %s)", async (field, descending) => {
    const sort = { field, descending };
    // The list's own two statements (decision 1109): the page's ids in order, then their rows.
    const ids = renderSql(customerPageIdsSql(all, sort, { limit: 100_000, offset: 0 }));
    const list = await asTenant(app, tenantId, async (tx) => {
      const page = await tx.unsafe<{ id: string }[]>(ids.text, ids.params as never[]);
      const rows = renderSql(customerRowsSql(page.map((row) => String(row.id))));
      return tx.unsafe<{ nombre: string; documento: string | null }[]>(
        rows.text,
        rows.params as never[],
      );
    });
    const rows = await exported(sort);
    expect(rows.map((r) => [r.nombre, r.documento])).toEqual(
      list.map((r) => [r.nombre, r.documento]),
    );
  });
});
