import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../src/seeds/index';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { connect } from './helpers';

const NOW = new Date('2026-03-18T10:30:00Z');
const SMALL = { customers: 200, attempts: 1500, tariffs: 100, now: NOW };

let first: TestDatabase;
let second: TestDatabase;
beforeAll(async () => {
  [first, second] = await Promise.all([
    createTestDatabase({ template: 'empty' }),
    createTestDatabase({ template: 'empty' }),
  ]);
});
afterAll(async () => {
  await Promise.all([first.drop(), second.drop()]);
});

/** A digest of the first scale tenant's customers and atenciones, independent of ids. */
async function digest(url: string) {
  const sql = connect(url);
  try {
    const [row] = await sql`
      with t as (select min(id) as id from tenants where name = 'Carga masiva 1'),
      c as (select c.*, c.id - min(c.id) over () as n from customers c where c.tenant_id = (select id from t))
      select md5(string_agg(concat_ws('|', nombre, documento, telefonos_contacto::text, email, cp,
          localidad, comercial_id - (select min(id) from accounts), estado_cliente, fecha_contacto), ',' order by n)) as customers,
        (select md5(string_agg(concat_ws('|', a.tipo, a.estado, a.fecha_contacto, a.fecha_venta), ','
           order by a.fecha_contacto, a.id)) from contact_attempts a where a.tenant_id = (select id from t)) as attempts
      from c`;
    return row;
  } finally {
    await sql.end();
  }
}

describe('seedScale: repeatable', () => {
  it('draws the same data on another database with the same "now"', async () => {
    await seedScale({ url: first.adminUrl, ...SMALL });
    await seedScale({ url: second.adminUrl, ...SMALL });
    const [a, b] = [await digest(first.adminUrl), await digest(second.adminUrl)];
    expect(a?.customers).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toEqual(a);
  }, 300_000);

  it('fills an existing tenant again, keeping its staff and catalogue', async () => {
    const sql = connect(first.adminUrl);
    try {
      const [tenant] =
        await sql`select min(id)::int as id from tenants where name = 'Carga masiva 1'`;
      const count = async () => {
        const [row] = await sql`
          select (select count(*)::int from accounts where tenant_id = ${tenant?.id ?? 0}) as accounts,
            (select count(*)::int from tariffs where tenant_id = ${tenant?.id ?? 0}) as tariffs,
            (select count(*)::int from customers where tenant_id = ${tenant?.id ?? 0}) as customers,
            (select count(*)::int from tenants) as tenants`;
        return row;
      };
      const before = await count();
      await seedScale({ url: first.adminUrl, ...SMALL, tenantId: tenant?.id ?? 0 });
      expect(await count()).toEqual({ ...before, customers: 2 * SMALL.customers });
    } finally {
      await sql.end();
    }
  }, 300_000);
});
