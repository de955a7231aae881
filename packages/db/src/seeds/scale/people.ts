/**
 * The people of a scale tenant: an Admin, three Managers (each leading a team and on duty for
 * it), ~50 commercials of every commercial type and account state with one 'Invitado …', and
 * the bought lead bases (database origins). Few rows: planned with faker, inserted as JSON.
 */
import { Faker, base, es } from '@faker-js/faker';
import { COMMERCIAL_TYPES, ROLE } from '@kiwi/domain';
import type { SeedSql } from './draw';

export const SLOTS = 1000;

export interface ScalePeople {
  adminUsername: string;
  commercials: Array<{ id: number; estado: string; weight: number }>;
  managers: number[];
  origins: Array<{ id: number; weight: number }>;
}

const ORIGINS: ReadonlyArray<readonly [string, number]> = [
  ['BBDD Telemarketing Norte 2024', 16],
  ['Leads Facebook Ads oct-24', 12],
  ['Base comprada DatosPlus', 14],
  ['Portabilidades Q1 2025', 10],
  ['Listado Cámara de Comercio', 6],
  ['Campaña web propia', 12],
  ['Puerta fría', 9],
  ['Referidos de clientes', 8],
  ['Feria del Comercio Local', 4],
  ['Recuperación ex-clientes Yoigo', 9],
];

const STATES_BY_WEIGHT = [
  { value: 'ALTA', weight: 82 },
  { value: 'VACACIONES', weight: 7 },
  { value: 'BAJA', weight: 6 },
  { value: 'INACTIVO', weight: 5 },
];

interface PlannedAccount {
  username: string;
  nombre: string;
  apellidos: string;
  role_id: number;
  estado: string;
  tipo_comercial: string;
  documento: string;
  numeros_contacto: string[];
  weight: number;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

function planAccounts(faker: Faker, domain: string, commercialCount: number): PlannedAccount[] {
  const person = (username: string, roleId: number) => {
    const digits = faker.number.int({ min: 10_000_000, max: 99_999_999 });
    return {
      username,
      nombre: faker.person.firstName(),
      apellidos: `${faker.person.lastName()} ${faker.person.lastName()}`,
      role_id: roleId,
      estado: 'ALTA',
      tipo_comercial: 'TIENDA',
      documento: `${digits}${'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(digits % 23)}`,
      numeros_contacto: [`+346${faker.string.numeric(8)}`],
      weight: 0,
    };
  };
  const staff = [
    person(`admin@${domain}`, ROLE.Admin),
    ...[1, 2, 3].map((n) => person(`manager${n}@${domain}`, ROLE.Manager)),
  ];
  const commercials = Array.from({ length: commercialCount }, (_, i) => {
    const n = i + 1;
    const p = person(`comercial${String(n).padStart(2, '0')}@${domain}`, ROLE.Comercial);
    // The first ones pin every commercial type and every state; the rest are drawn.
    const pinnedType = COMMERCIAL_TYPES[i]?.value;
    const pinnedState = ['VACACIONES', 'BAJA', 'INACTIVO'][i - COMMERCIAL_TYPES.length];
    return {
      ...p,
      tipo_comercial:
        pinnedType ??
        faker.helpers.weightedArrayElement([
          { value: 'TIENDA', weight: 45 },
          { value: 'DBL', weight: 20 },
          { value: 'COLABORADOR', weight: 15 },
          { value: 'RECOMENDADOR', weight: 10 },
          { value: 'SIN DEFINIR', weight: 10 },
        ]),
      estado: pinnedState ?? faker.helpers.weightedArrayElement(STATES_BY_WEIGHT),
      // Share of the work: one busy account (a call-centre team login), the rest spread.
      weight: n === 1 ? 20 : faker.number.float({ min: 0.6, max: 2.4, fractionDigits: 2 }),
    };
  });
  const guest = commercials.at(-1);
  if (guest)
    Object.assign(guest, { nombre: 'Invitado', apellidos: 'Feria de Empleo', weight: 0.1 });
  return [...staff, ...commercials];
}

/** The seed's tenant rows: `Carga masiva N` distributors with every group. */
export async function createTenant(sql: SeedSql, n: number): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into tenants (name, type, email, groups, selling_companies)
    values (${`Carga masiva ${n}`}, 'distributor', ${`contacto${n}@carga.kiwi`},
            array['MasMovil','Yoigo','Avatel','Vodafone','Lowi','PunchIn','Storage'],
            array['YOIGO','MASMOVIL','AVATEL','VODAFONE','LOWI'])
    returning id::int as id`;
  if (!row) throw new Error('scale seed: tenant not created');
  return row.id;
}

/**
 * Accounts, teams, duty managers and origins of a tenant. Usernames carry the tenant id, so the
 * seed can fill an existing tenant again: existing rows are kept and read back.
 */
export async function seedPeople(
  sql: SeedSql,
  tenantId: number,
  tenantIndex: number,
  passwordHash: string,
  commercialCount: number,
): Promise<ScalePeople> {
  const faker = new Faker({ locale: [es, base] });
  faker.seed([2026, 77, tenantIndex]);
  const domain = `carga${tenantId}.kiwi`;
  const planned = planAccounts(faker, domain, commercialCount);
  const rows = planned.map(({ weight: _weight, ...a }) => ({
    ...a,
    email: `${slug(a.nombre)}.${slug(a.apellidos.split(' ')[0] ?? '')}@${domain}`,
  }));
  await sql`
    insert into accounts (tenant_id, username, email, password_hash, nombre, apellidos, role_id,
      estado, tipo_comercial, documento, tipo_documento, numeros_contacto)
    select ${tenantId}, username, email, ${passwordHash}, nombre, apellidos, role_id, estado,
      tipo_comercial, documento, 'DNI', numeros_contacto
    from jsonb_to_recordset(${sql.json(rows)}::jsonb) as x(username text, email text, nombre text,
      apellidos text, role_id smallint, estado text, tipo_comercial text, documento text,
      numeros_contacto text[])
    on conflict do nothing`;
  const ids = new Map(
    (
      await sql<{ id: number; username: string }[]>`
      select id::int as id, username from accounts where tenant_id = ${tenantId}
        and username like ${`%@${domain}`}`
    ).map((r) => [r.username, r.id]),
  );
  const idOf = (username: string) => ids.get(username) ?? 0;
  const commercials = planned
    .filter((a) => a.role_id === ROLE.Comercial)
    .map((a) => ({ id: idOf(a.username), estado: a.estado, weight: a.weight }));
  const managers = [1, 2, 3].map((n) => idOf(`manager${n}@${domain}`));

  // Teams: one per manager; each commercial in one team (a few in none).
  const teamOf = commercials.map(() =>
    faker.datatype.boolean(0.92) ? faker.number.int({ min: 0, max: 2 }) : null,
  );
  const teams = managers.map((managerId, t) => ({
    name: ['Equipo Tienda Centro', 'Equipo Telemarketing', 'Equipo Empresas'][t] ?? `Equipo ${t}`,
    manager_id: managerId,
    members: commercials.filter((_, i) => teamOf[i] === t).map((c) => c.id),
  }));
  await sql`
    with t as (
      insert into teams (tenant_id, name, manager_id)
      select ${tenantId}, name, manager_id
      from jsonb_to_recordset(${sql.json(teams)}::jsonb) as x(name text, manager_id bigint)
      on conflict do nothing
      returning id, name)
    insert into team_members (tenant_id, team_id, comercial_id)
    select ${tenantId}, t.id, m::bigint
    from t join jsonb_to_recordset(${sql.json(teams)}::jsonb) as x(name text, members jsonb)
      on x.name = t.name
    cross join jsonb_array_elements_text(x.members) m`;
  await sql`
    with d as (
      insert into duty_managers (tenant_id, manager_id)
      select ${tenantId}, unnest(${managers}::bigint[])
      on conflict do nothing
      returning id, manager_id)
    insert into duty_manager_accounts (tenant_id, duty_manager_id, comercial_id)
    select ${tenantId}, d.id, tm.comercial_id
    from d join teams t on t.tenant_id = ${tenantId} and t.manager_id = d.manager_id
    join team_members tm on tm.tenant_id = ${tenantId} and tm.team_id = t.id`;

  await sql`
    insert into database_origins (tenant_id, nombre)
    select ${tenantId}, unnest(${ORIGINS.map(([name]) => name)}::text[])
    on conflict do nothing`;
  const originIds = new Map(
    (
      await sql<{ id: number; nombre: string }[]>`
      select id::int as id, nombre from database_origins where tenant_id = ${tenantId}`
    ).map((r) => [r.nombre, r.id]),
  );
  return {
    adminUsername: `admin@${domain}`,
    commercials,
    managers,
    origins: ORIGINS.map(([name, weight]) => ({ id: originIds.get(name) ?? 0, weight })),
  };
}

/**
 * `scale_commercial_slots`: SLOTS rows, each commercial holding a number of slots proportional
 * to its weight, so `slot = floor(u * SLOTS)` picks a commercial by weight with one equi-join.
 */
export async function createCommercialSlots(sql: SeedSql, people: ScalePeople) {
  const total = people.commercials.reduce((sum, c) => sum + c.weight, 0);
  const slots: number[] = [];
  let cumulative = 0;
  for (const c of people.commercials) {
    cumulative += c.weight;
    const until = Math.round((cumulative / total) * SLOTS);
    while (slots.length < until) slots.push(c.id);
  }
  await sql`drop table if exists scale_commercial_slots`;
  await sql`
    create temp table scale_commercial_slots as
    select (s - 1)::int as slot, c as comercial_id
    from unnest(${slots}::bigint[]) with ordinality as x(c, s)`;
  await sql`create unique index on scale_commercial_slots (slot)`;
}
