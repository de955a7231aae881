import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { CATALOGUE_VERSIONED_TABLES } from '../src/schema/index';
import { asTenant, connect, sqlState } from './helpers';

let db: TestDatabase;
let admin: ReturnType<typeof connect>;
let app: ReturnType<typeof connect>;
let demo: number;
let otra: number;

beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
  admin = connect(db.adminUrl);
  app = connect(db.appUrl);
  const rows = await admin<{ id: number; name: string }[]>`select id::int, name from tenants`;
  demo = rows.find((r) => r.name === 'Demo Distribuciones')!.id;
  otra = rows.find((r) => r.name === 'Otra Empresa')!.id;
});
afterAll(async () => {
  await app.end();
  await admin.end();
  await db.drop();
});

const versions = async () => {
  const rows = await admin<{ tenant: number; version: string }[]>`
    select tenant_id::int as tenant, version::text from catalogue_versions`;
  return new Map(rows.map((r) => [r.tenant, r.version]));
};

describe('catalogue versions (decision 1508)', () => {
  it('are bumped by triggers on exactly the tables the configurator lists read', async () => {
    const rows = await admin<{ table: string; triggers: string[] }[]>`
      select c.relname as table, array_agg(t.tgname::text order by t.tgname) as triggers
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like 'catalogue_version_%' group by 1 order by 1`;
    expect(rows.map((r) => r.table)).toEqual([...CATALOGUE_VERSIONED_TABLES].sort());
    for (const r of rows) {
      expect(r.triggers).toEqual([
        'catalogue_version_delete',
        'catalogue_version_insert',
        'catalogue_version_truncate',
        'catalogue_version_update',
      ]);
    }
  });

  it('a write of kiwi_app in its tenant gives that tenant, and only it, a new version', async () => {
    const before = await versions();
    await asTenant(
      app,
      demo,
      (tx) => tx`update svas set more_info = 'x' where id = (select min(id) from svas)`,
    );
    const after = await versions();
    expect(after.get(demo)).toBeDefined();
    expect(after.get(demo)).not.toBe(before.get(demo));
    expect(after.get(otra)).toBe(before.get(otra));
  });

  it('a write that touches no row, or is rolled back, keeps the version', async () => {
    const before = await versions();
    await asTenant(app, demo, (tx) => tx`update tariffs set name = name where id = -1`);
    await asTenant(app, demo, async (tx) => {
      await tx`update tariffs set color = '#000000' where id = (select min(id) from tariffs)`;
      throw new Error('rollback');
    }).catch(() => undefined);
    expect(await versions()).toEqual(before);
  });

  it('a superuser write without app.tenant_id bumps the tenant of each written row', async () => {
    const [row] = await admin<{ id: number }[]>`
      insert into promotions (tenant_id, name, amount, amount_unit, operator)
      values (${otra}, 'Promo de Otra', 5, 'MONETARY', 'YOIGO') returning id::int`;
    const before = await versions();
    await admin`update promotions set amount = 6 where id = ${row!.id} or tenant_id = ${demo}`;
    const after = await versions();
    expect(after.get(otra)).not.toBe(before.get(otra));
    expect(after.get(demo)).not.toBe(before.get(demo));
  });

  it('kiwi_app reads its own tenant’s version and may not write any', async () => {
    const seen = await asTenant(
      app,
      demo,
      (tx) => tx`select tenant_id::int as t from catalogue_versions`,
    );
    expect(seen).toEqual([{ t: demo }]);
    expect(
      await sqlState(
        asTenant(app, demo, (tx) => tx`update catalogue_versions set version = gen_random_uuid()`),
      ),
    ).toBe('42501');
  });
});
