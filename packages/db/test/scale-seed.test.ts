import { isValidPhoneNumber } from 'libphonenumber-js';
import { isValidCif, isValidDni, isValidNie } from 'nif-dni-nie-cif-validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../src/seeds/index';
import type { SeedScaleResult } from '../src/seeds/index';
import { loadPostcodes } from '../src/seeds/scale/postcodes';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { asTenant, connect, tenantTables } from './helpers';

/** A fixed "now" in the middle of a month, so "this month" and "next month" are both real. */
const NOW = new Date('2026-03-18T10:30:00Z');
const SIZE = { customers: 1500, attempts: 15_000, tariffs: 400 };

let db: TestDatabase;
let admin: ReturnType<typeof connect>;
let seeded: SeedScaleResult;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase({ template: 'empty' });
  admin = connect(db.adminUrl);
  seeded = await seedScale({ url: db.adminUrl, ...SIZE, now: NOW });
  ids = seeded.tenants.map((t) => t.tenantId);
}, 600_000);
afterAll(async () => {
  await admin.end();
  await db.drop();
});

/** What the customer list, agenda, offers pipeline and catalogue lists read. */
const READ_BY_BENCHMARKS = [
  'accounts', 'teams', 'team_members', 'database_origins', 'customers', 'customer_notes',
  'customer_contracts', 'contact_attempts', 'schedules', 'no_interest_outcomes',
  'customer_procedures', 'offers', 'packages', 'package_svas', 'orders', 'package_additional_info',
  'tariffs', 'tariff_fixed_line_info', 'tariff_mobile_line_info', 'additional_lines', 'svas',
  'promotions', 'insurances', 'catalogue_procedures', 'tariff_promotions', 'tariff_svas',
  'tariff_additional_lines', 'additional_line_promotions', 'sva_promotions', 'devices',
  'instalments', 'price_history', 'upfront_history',
]; // prettier-ignore

describe('seedScale: two tenants of the same size', () => {
  it('creates two distributor tenants with the asked customers and atenciones each', async () => {
    const rows = await admin`
      select t.name, t.type,
        (select count(*)::int from customers c where c.tenant_id = t.id) as customers,
        (select count(*)::int from contact_attempts a where a.tenant_id = t.id) as attempts
      from tenants t where t.id = any(${ids}::bigint[]) order by t.id`;
    expect(rows).toEqual([
      { name: 'Carga masiva 1', type: 'distributor', customers: 1500, attempts: 15_000 },
      { name: 'Carga masiva 2', type: 'distributor', customers: 1500, attempts: 15_000 },
    ]);
  });

  it('leaves none of the tables the benchmarks read empty, in either tenant', async () => {
    const empty: string[] = [];
    for (const table of READ_BY_BENCHMARKS) {
      for (const id of ids) {
        const [row] = await admin.unsafe<{ n: number }[]>(
          `select count(*)::int as n from ${table} where tenant_id = $1`,
          [id],
        );
        if (!row?.n) empty.push(`${table}@${id}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('leaves every table it fills vacuumed: statistics and a full visibility map', async () => {
    const rows = await admin<{ relname: string; relpages: number; relallvisible: number }[]>`
      select c.relname, c.relpages, c.relallvisible from pg_class c
      where c.relname = any(${READ_BY_BENCHMARKS}::text[]) and c.relkind = 'r' and c.relpages > 0`;
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.relallvisible < r.relpages)).toEqual([]);
  });

  it('builds a configurator-scale catalogue over every operator, segment and category', async () => {
    const [row] = await admin`
      select count(*)::int as tariffs, count(distinct (operator, segment, category))::int as groups,
        count(*) filter (where not is_active)::int as inactive,
        count(distinct category)::int as categories
      from tariffs where tenant_id = ${ids[0] ?? 0}`;
    // 5 operators × 4 segments + DBL (always NEGOCIOS), × 4 categories.
    expect(row).toMatchObject({ groups: 84, categories: 4 });
    expect(row?.tariffs).toBeGreaterThanOrEqual(SIZE.tariffs);
    expect(row?.inactive).toBeGreaterThan(0);
    const [info] = await admin`
      select count(*) filter (where t.category in ('fixed_line', 'mobile_fixed_line', 'convergent')
                                  and f.tariff_id is null)::int as missing_fixed,
             count(*) filter (where t.category = 'mobile_line' and f.tariff_id is not null)::int as stray_fixed,
             count(*) filter (where t.category in ('mobile_line', 'convergent') and m.tariff_id is null)::int as missing_mobile,
             count(*) filter (where t.category in ('fixed_line', 'mobile_fixed_line') and m.tariff_id is not null)::int as stray_mobile
      from tariffs t
      left join tariff_fixed_line_info f on f.tenant_id = t.tenant_id and f.tariff_id = t.id
      left join tariff_mobile_line_info m on m.tenant_id = t.tenant_id and m.tariff_id = t.id
      where t.tenant_id = any(${ids}::bigint[])`;
    expect(info).toEqual({ missing_fixed: 0, stray_fixed: 0, missing_mobile: 0, stray_mobile: 0 });
    const [promos] = await admin`
      select array_agg(distinct amount_unit order by amount_unit) as units from promotions
      where tenant_id = ${ids[0] ?? 0}`;
    expect(promos?.units).toEqual(['MONETARY', 'PERCENTS']);
  });
});

describe('seedScale: independent draws', () => {
  it('gives every busy commercial every kind of atención, in similar shares', async () => {
    const rows = await admin<{ n: number; kinds: number; offers: number }[]>`
      select count(*)::int as n, count(distinct tipo)::int as kinds,
        avg((tipo = 'OFERTA')::int)::float as offers
      from contact_attempts where tenant_id = ${ids[0] ?? 0} and comercial_id is not null
      group by comercial_id having count(*) >= 150`;
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const r of rows) {
      expect(r.kinds).toBe(5);
      expect(r.offers).toBeGreaterThan(0.18);
      expect(r.offers).toBeLessThan(0.42);
    }
  });

  it('does not tie kinds to weekdays, nor statuses to months', async () => {
    const dow = `extract(isodow from fecha_contacto at time zone 'Europe/Madrid')::int`;
    const shares = await admin.unsafe<
      { tipo: string; dow: number; share: number; overall: number }[]
    >(
      `select tipo, ${dow} as dow,
         count(*)::float / sum(count(*)) over (partition by ${dow}) as share,
         sum(count(*)) over (partition by tipo)::float / sum(count(*)) over () as overall
       from contact_attempts where tenant_id = $1 group by 1, 2`,
      [ids[0] ?? 0],
    );
    const weekdays = shares.filter((s) => s.dow <= 5);
    expect(weekdays).toHaveLength(25);
    for (const w of weekdays) expect(Math.abs(w.share - w.overall)).toBeLessThan(0.05);
    // Every sales status 1-7 of offers appears in each of the last six months.
    const [cells] = await admin`
      select count(distinct (estado, date_trunc('month', fecha_contacto)))::int as n
      from contact_attempts where tenant_id = ${ids[0] ?? 0} and tipo = 'OFERTA'
        and fecha_contacto >= date_trunc('month', ${NOW}::timestamptz) - interval '6 months'
        and fecha_contacto < date_trunc('month', ${NOW}::timestamptz)`;
    expect(cells?.n).toBe(7 * 6);
  });

  it('lets the customer own commercial record most, but not all, of their atenciones', async () => {
    const [row] = await admin`
      select avg((a.comercial_id = c.comercial_id)::int)::float as own,
        count(distinct a.comercial_id)::int as commercials
      from contact_attempts a join customers c on c.tenant_id = a.tenant_id and c.id = a.customer_id
      where a.tenant_id = ${ids[0] ?? 0} and c.comercial_id is not null and a.comercial_id is not null`;
    expect(row?.own).toBeGreaterThan(0.7);
    expect(row?.own).toBeLessThan(0.9);
    expect(row?.commercials).toBeGreaterThanOrEqual(45);
  });

  it('draws customer columns independently (every origin holds every segment, every ISP)', async () => {
    const [row] = await admin`
      select count(distinct (origen_bbdd_id, segmento))::int as origin_segments,
        count(distinct origen_bbdd_id)::int as origins, count(distinct segmento)::int as segments,
        count(distinct (segmento, isp_actual))::int as segment_isps,
        count(distinct isp_actual)::int as isps,
        avg((comercial_id is null)::int)::float as unassigned
      from customers where tenant_id = ${ids[0] ?? 0} and origen_bbdd_id is not null`;
    expect(row?.origins).toBe(10);
    expect(row?.segments).toBe(4);
    expect(row?.origin_segments).toBe(40);
    expect(row?.segment_isps).toBeGreaterThanOrEqual(4 * 8);
    expect(row?.unassigned).toBeGreaterThan(0.02);
    expect(row?.unassigned).toBeLessThan(0.09);
  });
});

describe('seedScale: Spanish data', () => {
  it('stores valid DNI, NIE and CIF (checksums), unique per tenant, some customers without one', async () => {
    const rows = await admin<
      { tenant_id: number; documento: string | null; tipo: string | null }[]
    >`
      select tenant_id::int, documento, tipo_documento as tipo from customers
      where tenant_id = any(${ids}::bigint[])`;
    const check = { DNI: isValidDni, NIE: isValidNie, CIF: isValidCif } as const;
    const invalid = rows.filter(
      (r) => r.documento !== null && !check[r.tipo as keyof typeof check]?.(r.documento),
    );
    expect(invalid).toEqual([]);
    const types = new Set(rows.map((r) => r.tipo));
    expect([...types].sort()).toEqual(['CIF', 'DNI', 'NIE', null]);
    const withoutShare = rows.filter((r) => r.documento === null).length / rows.length;
    expect(withoutShare).toBeGreaterThan(0.03);
    for (const id of ids) {
      const docs = rows.filter((r) => r.tenant_id === id && r.documento).map((r) => r.documento);
      expect(new Set(docs).size).toBe(docs.length);
    }
  });

  it('stores 1-3 valid Spanish phones in E.164, mobiles and landlines', async () => {
    const rows = await admin<{ phones: string[] }[]>`
      select telefonos_contacto as phones from customers where tenant_id = ${ids[0] ?? 0}`;
    const phones = rows.flatMap((r) => r.phones);
    expect(rows.every((r) => r.phones.length >= 1 && r.phones.length <= 3)).toBe(true);
    expect(phones.filter((p) => !/^\+34[6789]\d{8}$/.test(p) || !isValidPhoneNumber(p))).toEqual(
      [],
    );
    expect(phones.some((p) => p.startsWith('+346'))).toBe(true);
    expect(phones.some((p) => p.startsWith('+347'))).toBe(true);
    expect(phones.some((p) => p.startsWith('+349'))).toBe(true);
  });

  it('pairs postal codes with their real municipality', async () => {
    const known = new Set(loadPostcodes().map((p) => `${p.cp}|${p.municipio}`));
    const rows = await admin<{ cp: string; localidad: string }[]>`
      select distinct cp, localidad from customers
      where tenant_id = any(${ids}::bigint[]) and cp is not null`;
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => !known.has(`${r.cp}|${r.localidad}`))).toEqual([]);
  });
});

describe('seedScale: consistent records', () => {
  it('gives customers the state, reason and contact date their atenciones imply', async () => {
    const [row] = await admin`
      with a as (
        select customer_id, max(fecha_contacto) as last_at, bool_or(estado in (4, 6)) as sold,
          (array_agg(tipo order by fecha_contacto desc, id desc))[1] as last_kind,
          (array_agg(no_interest_id order by fecha_contacto desc, id desc))[1] as last_outcome,
          min(fecha_contacto) as first_at
        from contact_attempts where tenant_id = any(${ids}::bigint[]) group by customer_id)
      select count(*)::int as customers,
        count(*) filter (where c.estado_cliente <> case when a.sold then 'CLIENTE'
          when a.last_kind = 'NO_INTERESADO' then 'NO_INTERESADO' else 'POTENCIAL' end)::int as wrong_state,
        count(*) filter (where c.fecha_contacto is distinct from a.last_at)::int as wrong_date,
        count(*) filter (where a.first_at < c.created_at)::int as before_created,
        count(*) filter (where c.estado_cliente = 'NO_INTERESADO'
          and c.razon_no_interesado is distinct from o.razon)::int as wrong_reason,
        count(*) filter (where a.customer_id is null)::int as never_contacted
      from customers c
      left join a on a.customer_id = c.id
      left join no_interest_outcomes o on o.tenant_id = c.tenant_id and o.id = a.last_outcome
      where c.tenant_id = any(${ids}::bigint[])`;
    expect(row).toMatchObject({
      wrong_state: 0,
      wrong_date: 0,
      before_created: 0,
      wrong_reason: 0,
    });
    expect(row?.never_contacted / row?.customers).toBeGreaterThan(0.05);
    expect(row?.never_contacted / row?.customers).toBeLessThan(0.25);
  });

  it('links every atención to the row of its kind, for the same customer', async () => {
    const [row] = await admin`
      select
        count(*) filter (where (a.offer_id is not null) <> (a.tipo = 'OFERTA' or (a.tipo = 'AGENDADO' and a.offer_id is not null))
          or (a.tipo = 'OFERTA' and a.offer_id is null))::int as wrong_offer,
        count(*) filter (where (a.schedule_id is not null) <> (a.tipo = 'AGENDADO'))::int as wrong_schedule,
        count(*) filter (where (a.no_interest_id is not null) <> (a.tipo = 'NO_INTERESADO'))::int as wrong_outcome,
        count(*) filter (where (a.procedure_id is not null) <> (a.tipo = 'GESTION'))::int as wrong_procedure,
        count(*) filter (where (a.estado is not null) <> (a.offer_id is not null))::int as wrong_estado,
        count(*) filter (where (a.fecha_venta is not null) <> coalesce(a.estado in (4, 6), false))::int as wrong_sale,
        count(*) filter (where s.offer_id is distinct from a.offer_id and a.schedule_id is not null)::int as schedule_offer,
        count(*) filter (where o.customer_id <> a.customer_id or s.customer_id <> a.customer_id
          or n.customer_id <> a.customer_id or p.customer_id <> a.customer_id)::int as other_customer
      from contact_attempts a
      left join offers o on o.tenant_id = a.tenant_id and o.id = a.offer_id
      left join schedules s on s.tenant_id = a.tenant_id and s.id = a.schedule_id
      left join no_interest_outcomes n on n.tenant_id = a.tenant_id and n.id = a.no_interest_id
      left join customer_procedures p on p.tenant_id = a.tenant_id and p.id = a.procedure_id
      where a.tenant_id = any(${ids}::bigint[])`;
    expect(row).toEqual({
      wrong_offer: 0, wrong_schedule: 0, wrong_outcome: 0, wrong_procedure: 0,
      wrong_estado: 0, wrong_sale: 0, schedule_offer: 0, other_customer: 0,
    }); // prettier-ignore
  });

  it('fills the atención copies of its offer operator, sale types and catalogue procedure', async () => {
    // What the triggers keep in step (decision 1409); the seed loads without triggers.
    const [row] = await admin<{ offers: number; procedures: number; wrong: number }[]>`
      select count(*) filter (where a.offer_id is not null)::int as offers,
        count(*) filter (where a.procedure_id is not null)::int as procedures,
        count(*) filter (where a.offer_isp is distinct from o.isp
          or a.offer_sale_types is distinct from case when a.offer_id is not null then coalesce(
            (select array_agg(distinct pk.tipo_venta order by pk.tipo_venta) from packages pk
             where pk.tenant_id = a.tenant_id and pk.offer_id = a.offer_id), '{}') end
          or a.catalogue_procedure_id is distinct from p.procedure_id)::int as wrong
      from contact_attempts a
      left join offers o on o.tenant_id = a.tenant_id and o.id = a.offer_id
      left join customer_procedures p on p.tenant_id = a.tenant_id and p.id = a.procedure_id
      where a.tenant_id = any(${ids}::bigint[])`;
    expect(row!.offers).toBeGreaterThan(1000);
    expect(row!.procedures).toBeGreaterThan(100);
    expect(row!.wrong).toBe(0);
  });

  it('builds offers of 1-4 packages on the offer operator, with states that follow the sale', async () => {
    const [row] = await admin`
      with per_offer as (
        select o.id, count(*) as lines, count(*) filter (where pk.tipo_linea = 'LINEA_PRINCIPAL') as mains
        from offers o join packages pk on pk.tenant_id = o.tenant_id and pk.offer_id = o.id
        where o.tenant_id = any(${ids}::bigint[]) group by o.id)
      select
        (select count(*)::int from per_offer where lines not between 1 and 4 or mains <> 1) as bad_offers,
        count(*) filter (where pk.tipo_linea <> 'LINEA_PRINCIPAL' and (m.offer_id <> pk.offer_id
          or m.tipo_linea <> 'LINEA_PRINCIPAL'))::int as bad_parent,
        count(*) filter (where t.operator <> o.isp)::int as other_operator,
        count(*) filter (where (pk.estado = 'ACTIVO') and a.estado not in (4, 6))::int as active_unsold,
        count(*) filter (where a.estado = 4 and pk.estado is distinct from 'ACTIVO')::int as sold_inactive,
        count(*) filter (where (pk.order_id is not null) <> (pk.estado is not null))::int as bad_order,
        count(distinct pk.estado)::int as states, count(distinct a.estado)::int as statuses
      from packages pk
      join offers o on o.tenant_id = pk.tenant_id and o.id = pk.offer_id
      join contact_attempts a on a.tenant_id = o.tenant_id and a.offer_id = o.id
      left join packages m on m.tenant_id = pk.tenant_id and m.id = pk.parent_package_id
      left join tariffs t on t.tenant_id = pk.tenant_id and t.id = pk.tariff_id
      where pk.tenant_id = any(${ids}::bigint[])`;
    expect(row).toEqual({
      bad_offers: 0, bad_parent: 0, other_operator: 0, active_unsold: 0, sold_inactive: 0,
      bad_order: 0, states: 3, statuses: 7,
    }); // prettier-ignore
  });

  it('leaves no dangling reference although foreign-key triggers were off during the load', async () => {
    const fks = await admin<{ child: string; parent: string; ccols: string[]; pcols: string[] }[]>`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
        array(select attname from unnest(c.conkey) with ordinality k(n, i)
              join pg_attribute on attrelid = c.conrelid and attnum = k.n order by k.i)::text[] as ccols,
        array(select attname from unnest(c.confkey) with ordinality k(n, i)
              join pg_attribute on attrelid = c.confrelid and attnum = k.n order by k.i)::text[] as pcols
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
      where c.contype = 'f'`;
    expect(fks.length).toBeGreaterThan(50);
    const dangling: string[] = [];
    for (const fk of fks) {
      const notNull = fk.ccols.map((c) => `x.${c} is not null`).join(' and ');
      const match = fk.ccols.map((c, i) => `p.${fk.pcols[i]} = x.${c}`).join(' and ');
      const [row] = await admin.unsafe<{ n: number }[]>(
        `select count(*)::int as n from ${fk.child} x where ${notNull}
         and not exists (select 1 from ${fk.parent} p where ${match})`,
      );
      if (row?.n) dangling.push(`${fk.child}(${fk.ccols.join(',')}): ${row.n}`);
    }
    expect(dangling).toEqual([]);
  });

  it('writes no record history for the bulk load (history triggers off for the seed)', async () => {
    const [row] = await admin`
      select count(*)::int as n from record_history where tenant_id = any(${ids}::bigint[])`;
    expect(row?.n).toBe(0);
  });

  it('fills the agenda: pending follow-ups this month and next, overdue and attended ones', async () => {
    const [row] = await admin`
      with m as (select date_trunc('month', ${NOW}::timestamptz at time zone 'Europe/Madrid') as start),
      s as (
        select s.*, date_trunc('month', s.fecha_agendado at time zone 'Europe/Madrid') as month
        from schedules s where s.tenant_id = ${ids[0] ?? 0})
      select
        count(distinct comercial_id) filter (where done_at is null and month = (select start from m))::int as this_month,
        count(distinct comercial_id) filter (where done_at is null
          and month = (select start from m) + interval '1 month')::int as next_month,
        count(*) filter (where done_at is null and fecha_agendado < ${NOW})::int as overdue,
        count(*) filter (where done_at is not null)::int as done,
        count(*) filter (where extract(hour from fecha_agendado at time zone 'Europe/Madrid') not between 9 and 20)::int as odd_hours
      from s`;
    expect(row?.this_month).toBeGreaterThanOrEqual(40);
    expect(row?.next_month).toBeGreaterThanOrEqual(30);
    expect(row?.overdue).toBeGreaterThan(0);
    expect(row?.done).toBeGreaterThan(row?.overdue);
    expect(row?.odd_hours).toBe(0);
  });
});

describe('seedScale: tenant isolation', () => {
  it('shows kiwi_app only its own tenant rows, in every tenant table', async () => {
    const app = connect(db.appUrl);
    try {
      const tables = await tenantTables(admin);
      const [first = 0, second = 0] = ids;
      const [doc] = await admin`
        select documento from customers where tenant_id = ${second} and documento is not null limit 1`;
      for (const table of tables) {
        const [own] = await admin.unsafe<{ n: number }[]>(
          `select count(*)::int as n from ${table} where tenant_id = $1`,
          [first],
        );
        const seen = await asTenant(app, first, (tx) =>
          tx.unsafe<{ n: number; foreign: number }[]>(
            `select count(*)::int as n, count(*) filter (where tenant_id <> $1)::int as foreign from ${table}`,
            [first],
          ),
        );
        expect({ table, ...seen[0] }).toEqual({ table, n: own?.n ?? 0, foreign: 0 });
      }
      const found = await asTenant(
        app,
        first,
        (tx) => tx`select id from customers where documento = ${doc?.documento ?? ''}`,
      );
      expect(found).toHaveLength(0);
    } finally {
      await app.end();
    }
  });
});
