import { Faker, base, es } from '@faker-js/faker';
import { ROLE } from '@kiwi/domain';
import postgres from 'postgres';
import { hashPassword } from '../password';
import { spanishPostcode } from './spanish';

export interface SeedScaleOptions {
  /** Admin URL of the target (migrated) database. */
  url: string;
  customers: number;
  attempts: number;
  /** Tenant to fill; by default a new distributor tenant "Carga masiva" is created. */
  tenantId?: number;
  log?: (msg: string) => void;
}

const BATCH = 250_000;
const COMMERCIALS = 40;
const ISPS = ['MOVISTAR', 'ORANGE', 'VODAFONE', 'DIGI', 'YOIGO', 'MASMOVIL', 'LOWI', 'JAZZTEL'];
const SEGMENTS = ['PARTICULAR', 'NEGOCIOS', 'AUTONOMO'];
const KINDS = ['OFERTA', 'AGENDADO', 'NO_INTERESADO', 'GESTION', 'CONTACTO'];

/** Value pools drawn once with faker; the rows are then built set-wise in SQL. */
function pools() {
  const faker = new Faker({ locale: [es, base] });
  faker.seed([2026, 99]);
  const many = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
  return {
    firstNames: many(300, () => faker.person.firstName()),
    lastNames: many(300, () => faker.person.lastName()),
    streets: many(300, () => faker.location.street()),
    cities: many(200, () => faker.location.city()),
    postcodes: many(200, () => spanishPostcode(faker)),
  };
}

async function ensureTenant(sql: postgres.Sql, tenantId: number | undefined): Promise<number> {
  if (tenantId !== undefined) return tenantId;
  const [row] = await sql<{ id: number }[]>`
    insert into tenants (name, type, groups, selling_companies)
    values ('Carga masiva', 'distributor',
            array['MasMovil','Yoigo','Avatel','Vodafone','Lowi','PunchIn','Storage'],
            array['YOIGO','MASMOVIL'])
    returning id::int as id`;
  if (!row) throw new Error('scale seed: tenant not created');
  return row.id;
}

/** Reuses the tenant's commercials and origins, creating some when it has none. */
async function ensureOwners(sql: postgres.Sql, tenantId: number) {
  let commercials = await sql<{ id: number }[]>`
    select id::int as id from accounts where tenant_id = ${tenantId} and role_id = ${ROLE.Comercial}`;
  if (commercials.length === 0) {
    const hash = await hashPassword(`scale-${tenantId}-${Date.now()}`);
    commercials = await sql<{ id: number }[]>`
      insert into accounts (tenant_id, username, email, password_hash, nombre, role_id)
      select ${tenantId}, 'escala' || ${tenantId} || '.' || g || '@kiwi.scale',
             'escala' || ${tenantId} || '.' || g || '@kiwi.scale', ${hash}, 'Comercial ' || g, ${ROLE.Comercial}
      from generate_series(1, ${COMMERCIALS}) g
      returning id::int as id`;
  }
  let origins = await sql<{ id: number }[]>`
    select id::int as id from database_origins where tenant_id = ${tenantId}`;
  if (origins.length === 0) {
    origins = await sql<{ id: number }[]>`
      insert into database_origins (tenant_id, nombre)
      select ${tenantId}, n from unnest(array['Puerta fría','Campaña web','Referido','Base comprada']) n
      returning id::int as id`;
  }
  return { commercials: commercials.map((c) => c.id), origins: origins.map((o) => o.id) };
}

/**
 * Bulk data for load tests: `customers` customers and `attempts` atenciones spread over
 * them, built set-wise by INSERT ... SELECT over generate_series in batches (values are
 * picked from faker-drawn pools by arithmetic on the row number: deterministic).
 */
export async function seedScale(
  options: SeedScaleOptions,
): Promise<{ customers: number; attempts: number; ms: number }> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const p = pools();
  const sql = postgres(options.url, { max: 1, onnotice: () => {}, idle_timeout: 5 });
  try {
    const tenantId = await ensureTenant(sql, options.tenantId);
    const owners = await ensureOwners(sql, tenantId);
    const [mark] = await sql<{ id: number }[]>`
      select coalesce(max(id), 0)::int as id from customers`;
    const firstNew = (mark?.id ?? 0) + 1;

    for (let start = 0; start < options.customers; start += BATCH) {
      const end = Math.min(options.customers, start + BATCH) - 1;
      await sql`
        insert into customers (tenant_id, nombre, documento, tipo_documento, telefonos_contacto,
          email, origen_bbdd_id, segmento, isp_actual, direccion, cp, localidad, comercial_id,
          fecha_contacto, estado_cliente, created_at, updated_at)
        select ${tenantId},
          f.v || ' ' || l.v,
          lpad((10000000 + g * 7)::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', 1 + (10000000 + g * 7) % 23, 1),
          'DNI',
          array['6' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0')],
          'cliente' || g || '@correo.es',
          (${owners.origins}::bigint[])[1 + g % ${owners.origins.length}],
          (${SEGMENTS}::text[])[1 + g % 3],
          (${ISPS}::text[])[1 + (g / 3) % ${ISPS.length}],
          (${p.streets}::text[])[1 + (g * 13) % ${p.streets.length}] || ', ' || (1 + g % 120),
          (${p.postcodes}::text[])[1 + (g * 17) % ${p.postcodes.length}],
          (${p.cities}::text[])[1 + (g * 17) % ${p.cities.length}],
          case when g % 20 = 0 then null
               else (${owners.commercials}::bigint[])[1 + g % ${owners.commercials.length}] end,
          now() - make_interval(mins => (g * 97) % 525600),
          (array['POTENCIAL','POTENCIAL','CLIENTE','NO_INTERESADO'])[1 + g % 4],
          now() - make_interval(days => 365 + g % 200),
          now() - make_interval(mins => (g * 97) % 525600)
        from generate_series(${start}::int, ${end}::int) g
        cross join lateral (select (${p.firstNames}::text[])[1 + (g * 31) % ${p.firstNames.length}] as v) f
        cross join lateral (select (${p.lastNames}::text[])[1 + (g * 37) % ${p.lastNames.length}] as v) l`;
      log(`customers ${end + 1}/${options.customers}`);
    }

    // Numbered list of the new customers, so attempts can pick one by arithmetic.
    await sql`drop table if exists scale_customers`;
    await sql`
      create temp table scale_customers as
      select (row_number() over (order by id) - 1)::int as rn, id, comercial_id
      from customers where tenant_id = ${tenantId} and id >= ${firstNew}`;
    await sql`create index on scale_customers (rn)`;
    const [counted] = await sql<{ n: number }[]>`select count(*)::int as n from scale_customers`;
    const pool = counted?.n ?? 0;
    if (pool === 0 && options.attempts > 0)
      throw new Error('scale seed: no customers to attach attempts to');

    for (let start = 0; start < options.attempts; start += BATCH) {
      const end = Math.min(options.attempts, start + BATCH) - 1;
      await sql`
        insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, estado, notas,
          fecha_contacto, fecha_venta, is_updated, created_at, updated_at)
        select ${tenantId}, c.id, c.comercial_id,
          (${KINDS}::text[])[1 + g % 5],
          case when g % 5 = 0 then 1 + (g / 5) % 7 end,
          case when g % 3 = 0 then 'Contacto telefónico ' || g end,
          t.at,
          case when g % 5 = 0 and (1 + (g / 5) % 7) in (4, 6) then t.at end,
          g % 7 = 0,
          t.at, t.at
        from generate_series(${start}::int, ${end}::int) g
        join scale_customers c on c.rn = (g::bigint * 7919) % ${pool}
        cross join lateral (select now() - make_interval(mins => (g * 53) % 525600) as at) t`;
      log(`attempts ${end + 1}/${options.attempts}`);
    }
    await sql`analyze customers`;
    await sql`analyze contact_attempts`;
    return { customers: options.customers, attempts: options.attempts, ms: Date.now() - started };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
