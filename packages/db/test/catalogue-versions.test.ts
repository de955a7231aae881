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
      select c.relname as table,
             array_agg(t.tgname || case when t.tginitdeferred then ' deferred' else '' end
                       order by t.tgname) as triggers
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like 'catalogue_version_%' group by 1 order by 1`;
    expect(rows.map((r) => r.table)).toEqual([...CATALOGUE_VERSIONED_TABLES].sort());
    for (const r of rows) {
      // Migration 0020 (decision 1512): a deferred row trigger (insert, update, delete) bumps
      // at commit; TRUNCATE keeps its statement trigger.
      expect(r.triggers).toEqual([
        'catalogue_version_at_commit deferred',
        'catalogue_version_truncate',
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

  // Two catalogue write transactions of one tenant: A writes tariff 1, B writes tariff 2, A
  // writes tariff 2 (waits for B's row lock), B commits. With the version row locked by each
  // statement's trigger, B's first write already waits for A's version row lock while A waits
  // for B's tariff: a deadlock, one of them aborted (40P01). Taken at commit, after every row
  // lock, the version row closes no cycle: B commits, then A.
  it('two concurrent catalogue writers of one tenant never deadlock on its version', async () => {
    const one = connect(db.appUrl);
    const two = connect(db.appUrl);
    const a = await one.reserve();
    const b = await two.reserve();
    try {
      const [t1, t2] = await asTenant(
        app,
        demo,
        (tx) => tx<{ id: number }[]>`select id::int from tariffs order by id limit 2`,
      );
      const pidOf = async (c: typeof a) =>
        (await c<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;
      const aPid = await pidOf(a);
      const bPid = await pidOf(b);
      const before = await versions();
      const codes: string[] = [];
      const failed = (error: unknown) => {
        codes.push((error as { code?: string }).code ?? 'no-code');
      };
      for (const c of [a, b]) {
        await c`begin`;
        await c`select set_config('app.tenant_id', ${String(demo)}, true)`;
      }
      await a`update tariffs set color = '#111111' where id = ${t1!.id}`;
      let bOk = true;
      const bWrite = b`update tariffs set color = '#222222' where id = ${t2!.id}`.then(
        () => undefined,
        (e) => ((bOk = false), failed(e)),
      );
      await settledOrWaiting(bWrite, bPid);
      let aOk = true;
      const aWrite = a`update tariffs set color = '#333333' where id = ${t2!.id}`.then(
        () => undefined,
        (e) => ((aOk = false), failed(e)),
      );
      await settledOrWaiting(aWrite, aPid);
      await bWrite;
      await (bOk ? b`commit` : b`rollback`).catch(failed);
      await aWrite;
      await (aOk ? a`commit` : a`rollback`).catch(failed);

      expect(codes).toEqual([]);
      const colors = await admin<{ id: number; color: string }[]>`
        select id::int, color from tariffs where id in (${t1!.id}, ${t2!.id}) order by id`;
      expect(colors.map((r) => r.color)).toEqual(['#111111', '#333333']);
      expect((await versions()).get(demo)).not.toBe(before.get(demo));
    } finally {
      a.release();
      b.release();
      await one.end();
      await two.end();
    }
  });

  it('an open catalogue write does not hold its tenant’s version row before it commits', async () => {
    const one = connect(db.appUrl);
    const a = await one.reserve();
    try {
      await a`begin`;
      await a`select set_config('app.tenant_id', ${String(demo)}, true)`;
      await a`update tariffs set color = '#444444' where id = (select min(id) from tariffs)`;
      await a`insert into promotions (tenant_id, name, amount, amount_unit, operator)
               values (${demo}, 'Promo abierta', 5, 'MONETARY', 'YOIGO')`;
      const locked = await sqlState(
        admin`select 1 from catalogue_versions where tenant_id = ${demo} for update nowait`,
      );
      expect(locked).toBeUndefined();
      await a`rollback`;
    } finally {
      a.release();
      await one.end();
    }
  });

  it('a transaction writing many rows bumps each tenant’s version once', async () => {
    const bumps = await asTenant(admin, null, async (tx) => {
      // PostgreSQL 15's xact counters also hold this backend's earlier, not yet flushed
      // transactions: count the difference.
      const written = async () => {
        const [row] = await tx<{ n: number }[]>`
          select (n_tup_ins + n_tup_upd)::int as n from pg_stat_xact_user_tables
          where relname = 'catalogue_versions'`;
        return row!.n;
      };
      const start = await written();
      await tx`update price_history set is_active = is_active where tenant_id = ${demo}`;
      await tx`update promotions set amount = amount where tenant_id = ${demo}`;
      // Fires the pending (deferred) triggers now instead of at commit.
      await tx`set constraints all immediate`;
      return (await written()) - start;
    });
    expect(bumps).toBe(1);
  });

  it('TRUNCATE of a catalogue table bumps every tenant', async () => {
    const before = await versions();
    const after = await asTenant(admin, null, async (tx) => {
      await tx`truncate sva_promotions`;
      const rows = await tx<{ tenant: number; version: string }[]>`
        select tenant_id::int as tenant, version::text from catalogue_versions`;
      throw Object.assign(new Error('rollback'), { rows });
    }).catch((e: { rows: { tenant: number; version: string }[] }) => e.rows);
    expect(after.length).toBe(before.size);
    for (const r of after) expect(r.version).not.toBe(before.get(r.tenant));
  });
});

/** Resolves once `write` has settled or its backend waits for a lock. */
async function settledOrWaiting(write: Promise<unknown>, pid: number): Promise<void> {
  let settled = false;
  void write.finally(() => (settled = true));
  for (let i = 0; i < 500 && !settled; i++) {
    const [row] = await admin<{ waiting: boolean }[]>`
      select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${pid}`;
    if (row?.waiting) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
