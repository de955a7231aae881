import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdditionalInfoSchema } from '@kiwi/domain';
import { verifyPassword } from '../src/password';
import { DEFAULT_DEMO_PASSWORD, seedDemo } from '../src/seeds/index';
import { madridDay } from '../src/seeds/time';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { connect, tenantTables } from './helpers';

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

const NAMED_USERS = [
  ['superadmin@kiwi.demo', 'Demo Distribuciones', 1],
  ['admin@kiwi.demo', 'Demo Distribuciones', 2],
  ['manager@kiwi.demo', 'Demo Distribuciones', 3],
  ['comercial@kiwi.demo', 'Demo Distribuciones', 4],
  ['admin@otra.demo', 'Otra Empresa', 2],
  ['empleado@otra.demo', 'Otra Empresa', 4],
] as const;

describe('demo seed: tenants and users', () => {
  it('creates the distributor and the non-distributor tenant with their groups', async () => {
    const rows = await admin`select name, type, groups from tenants order by id`;
    expect(rows).toEqual([
      {
        name: 'Demo Distribuciones',
        type: 'distributor',
        groups: ['MasMovil', 'Yoigo', 'Avatel', 'Vodafone', 'Lowi', 'PunchIn', 'Storage'],
      },
      { name: 'Otra Empresa', type: 'empresa', groups: ['PunchIn', 'Storage'] },
    ]);
  });

  it('creates the named users with their roles, in their tenants, with the demo password', async () => {
    for (const [username, tenant, roleId] of NAMED_USERS) {
      const [row] = await admin`
        select a.role_id, t.name as tenant, a.password_hash, a.estado
        from accounts a join tenants t on t.id = a.tenant_id where a.username = ${username}`;
      expect({ username, roleId: row?.role_id, tenant: row?.tenant, estado: row?.estado }).toEqual({
        username,
        roleId,
        tenant,
        estado: 'ALTA',
      });
      expect(await verifyPassword(DEFAULT_DEMO_PASSWORD, String(row?.password_hash))).toBe(true);
    }
  });

  it('adds at least eight more commercials covering every type and state', async () => {
    const rows = await admin<{ tipo: string; estado: string }[]>`
      select tipo_comercial as tipo, estado from accounts a join tenants t on t.id = a.tenant_id
      where t.name = 'Demo Distribuciones' and role_id = 4 and username <> 'comercial@kiwi.demo'`;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.tipo))).toEqual(
      new Set(['TIENDA', 'DBL', 'COLABORADOR', 'RECOMENDADOR', 'SIN DEFINIR']),
    );
    expect(new Set(rows.map((r) => r.estado))).toEqual(
      new Set(['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO']),
    );
  });
});

describe('demo seed: data for every area', () => {
  it('puts about 300 customers in the demo tenant and a couple in Otra Empresa', async () => {
    const rows = await admin<{ name: string; n: number }[]>`
      select t.name, count(c.id)::int as n from tenants t left join customers c on c.tenant_id = t.id
      group by t.name order by t.name`;
    expect(rows).toEqual([
      { name: 'Demo Distribuciones', n: 300 },
      { name: 'Otra Empresa', n: 2 },
    ]);
  });

  it('fills every tenant table except the refresh tokens (those come from logins)', async () => {
    const empty: string[] = [];
    for (const table of await tenantTables(admin)) {
      const [row] = await admin.unsafe<{ n: number }[]>(`select count(*)::int as n from ${table}`);
      if (row?.n === 0) empty.push(table);
    }
    expect(empty).toEqual(['refresh_tokens']);
  });

  it('gives every active demo commercial objectives for the current month', async () => {
    const month = `${madridDay(new Date()).slice(0, 7)}-01`;
    const [row] = await admin<{ commercials: number; missing: number }[]>`
      select count(distinct o.comercial_id)::int as commercials,
        (select count(*)::int from accounts a
         where a.role_id = 4 and a.estado in ('ALTA', 'VACACIONES')
           and a.tenant_id = (select id from tenants where name = 'Demo Distribuciones')
           and not exists (select 1 from objectives x where x.comercial_id = a.id and x.month = ${month})) as missing
      from objectives o where o.month = ${month}`;
    expect(row?.commercials).toBeGreaterThanOrEqual(5);
    expect(row?.missing).toBe(0);
  });

  it('schedules appointments today for comercial@kiwi.demo (the welcome message)', async () => {
    const [row] = await admin`
      select count(*)::int as n from schedules s join accounts a on a.id = s.comercial_id
      where a.username = 'comercial@kiwi.demo'
        and (s.fecha_agendado at time zone 'Europe/Madrid')::date = ${madridDay(new Date())}::date`;
    expect(row?.n).toBeGreaterThanOrEqual(6);
  });

  it('leaves comercial@kiwi.demo a past day with an IN and no OUT', async () => {
    const rows = await admin`
      select p.day from punches p join accounts a on a.id = p.account_id
      where a.username = 'comercial@kiwi.demo' and p.out_at is null and p.day < ${madridDay(new Date())}::date`;
    expect(rows).toHaveLength(1);
  });

  it('leaves unread announcements for the demo users', async () => {
    const [row] = await admin`
      select count(*)::int as n from announcement_reads r join accounts a on a.id = r.account_id
      where a.username = 'comercial@kiwi.demo' and not r.is_read`;
    expect(row?.n).toBeGreaterThanOrEqual(2);
  });

  it('fills the additional info of activated lines: ICC, portabilities, other holders', async () => {
    const rows = await admin<{ info: Record<string, unknown> }[]>`
      select i.info from package_additional_info i join packages p on p.id = i.package_id
      join tenants t on t.id = i.tenant_id where t.name = 'Demo Distribuciones'`;
    expect(rows.length).toBeGreaterThan(10);
    for (const { info } of rows) ZAdditionalInfoSchema.parse(info);
    expect(rows.every(({ info }) => typeof info['icc'] === 'string')).toBe(true);
    expect(rows.some(({ info }) => info['portabilidad'] === true && info['operador_donante'])).toBe(
      true,
    );
    expect(rows.some(({ info }) => info['iban'] && info['titular_documento'])).toBe(true);
  });

  it('has a catalogue for several operators and both segments', async () => {
    const rows = await admin<{ operator: string; segment: string }[]>`
      select distinct operator, segment from tariffs`;
    expect(new Set(rows.map((r) => r.operator)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.segment))).toEqual(new Set(['PARTICULAR', 'NEGOCIOS']));
  });
});

describe('demo seed: determinism', () => {
  it('produces the same people and customers on two runs, and honours the password option', async () => {
    const now = new Date('2026-05-13T10:00:00Z');
    const names: string[][] = [];
    for (const password of [undefined, 'Otra-Clave-2026!']) {
      const target = await createTestDatabase({ template: 'empty' });
      const sql = connect(target.adminUrl);
      try {
        await seedDemo({ url: target.adminUrl, now, ...(password ? { password } : {}) });
        const rows = await sql<{ v: string }[]>`
          select nombre || '|' || coalesce(documento, '') || '|' || fecha_contacto::text as v from customers order by id`;
        const users = await sql<{ v: string }[]>`select username as v from accounts order by id`;
        names.push([...users.map((u) => u.v), ...rows.map((r) => r.v)]);
        if (password) {
          const [hash] =
            await sql`select password_hash from accounts where username = 'admin@kiwi.demo'`;
          expect(await verifyPassword(password, String(hash?.password_hash))).toBe(true);
        }
      } finally {
        await sql.end();
        await target.drop();
      }
    }
    expect(names[0]).toHaveLength(302 + 15);
    expect(names[1]).toEqual(names[0]);
  });
});
