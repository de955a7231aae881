import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../src/seeds/index';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { asTenant, connect } from './helpers';

let db: TestDatabase;
let admin: ReturnType<typeof connect>;

beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
  admin = connect(db.adminUrl);
});
afterAll(async () => {
  await admin.end();
  await db.drop();
});

describe('seedScale', () => {
  it('creates its own tenant with the asked numbers of customers and atenciones', async () => {
    const result = await seedScale({ url: db.adminUrl, customers: 2000, attempts: 20000 });
    expect(result).toMatchObject({ customers: 2000, attempts: 20000 });
    const [tenant] = await admin`select id::int from tenants where name = 'Carga masiva'`;
    const [counts] = await admin`
      select (select count(*)::int from customers where tenant_id = ${tenant?.id}) as customers,
             (select count(*)::int from contact_attempts where tenant_id = ${tenant?.id}) as attempts,
             (select count(distinct customer_id)::int from contact_attempts where tenant_id = ${tenant?.id}) as touched`;
    expect(counts).toEqual({ customers: 2000, attempts: 20000, touched: 2000 });
  });

  it('fills an existing tenant using its commercials, visible to kiwi_app in that tenant only', async () => {
    const [otra] = await admin`select id::int from tenants where name = 'Otra Empresa'`;
    const tenantId = Number(otra?.id);
    await seedScale({ url: db.adminUrl, customers: 500, attempts: 1500, tenantId });
    const app = connect(db.appUrl);
    try {
      const seen = await asTenant(
        app,
        tenantId,
        (tx) => tx`
        select count(*)::int as n,
               count(*) filter (where comercial_id is not null and comercial_id not in (select id from accounts))::int as foreign
        from customers`,
      );
      expect(seen[0]).toEqual({ n: 502, foreign: 0 });
    } finally {
      await app.end();
    }
  });
});
