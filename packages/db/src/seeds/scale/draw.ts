/**
 * SQL building blocks for the scale seed. Every value is drawn with `pg_temp.u(key, salt)`:
 * a uniform number in [0, 1) hashed from a row key and a salt (hashint8extended, stable across
 * PostgreSQL versions because hash partitioning relies on it). Each column gets its own salt,
 * derived from its name and the tenant's position, so columns are drawn independently of one
 * another and of the row number (no `g % n` chains), and two runs give the same data.
 */
import type postgres from 'postgres';

/** The seed's one connection, inside its one transaction. */
export type SeedSql = postgres.TransactionSql;

type Value = string | number;

/** SQL literal of a constant from the code (never user input). */
export function lit(value: Value | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/** `ARRAY['a','b']::text[]` from constants. */
export const textArray = (values: readonly string[]) =>
  `ARRAY[${values.map(lit).join(',')}]::text[]`;

/** FNV-1a of a string: a stable number for a salt name. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Draws for one tenant: `u('c.rn', 'segment')` is the SQL of one uniform draw. */
export interface Draw {
  /** Uniform [0,1) from a row key expression and a column name. */
  u(key: string, name: string): string;
  /** Same draw in every tenant (for the few records both tenants share). */
  shared(key: string, name: string): string;
  /** A whole number in [min, max] from a draw. */
  int(key: string, name: string, min: number, max: number): string;
  /** CASE choosing a value by weight. */
  weighted(
    key: string,
    name: string,
    choices: ReadonlyArray<readonly [Value | null, number]>,
  ): string;
  /** True with probability p. */
  chance(key: string, name: string, p: number): string;
  /** An element of a SQL array expression (1-based), chosen uniformly. */
  pick(key: string, name: string, array: string, length: number): string;
}

export function drawFor(tenantIndex: number): Draw {
  const salt = (name: string) => fnv(`${name}#${tenantIndex}`);
  const u = (key: string, name: string) => `pg_temp.u((${key})::bigint, ${salt(name)})`;
  return {
    u,
    shared: (key, name) => `pg_temp.u((${key})::bigint, ${fnv(`${name}#shared`)})`,
    int: (key, name, min, max) => `(${min} + floor(${u(key, name)} * ${max - min + 1}))::int`,
    weighted: (key, name, choices) => caseByWeight(u(key, name), choices),
    chance: (key, name, p) => `(${u(key, name)} < ${p})`,
    pick: (key, name, array, length) => `(${array})[1 + floor(${u(key, name)} * ${length})::int]`,
  };
}

/**
 * A value chosen by weight with one draw: `(ARRAY[values])[width_bucket(x, ARRAY[cumulative
 * thresholds]) + 1]` (a binary search; a CASE would hash the row again for every branch).
 */
export function caseByWeight(
  uniform: string,
  choices: ReadonlyArray<readonly [Value | null, number]>,
): string {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  if (choices.length === 0 || total <= 0) throw new Error('caseByWeight: no choices');
  let cumulative = 0;
  const thresholds = choices.slice(0, -1).map(([, weight]) => {
    cumulative += weight;
    return (cumulative / total).toFixed(6);
  });
  const values = choices.map(([value]) => value);
  const textual = values.every((v) => typeof v !== 'number');
  const array = `ARRAY[${values.map(lit).join(',')}]${textual ? '::text[]' : ''}`;
  if (thresholds.length === 0) return `(${array})[1]`;
  return `(${array})[width_bucket(${uniform}, ARRAY[${thresholds.join(',')}]::float8[]) + 1]`;
}

/** Weighted choices from a domain catalogue list of `{ value }`. */
export function weightsOf<T extends { value: Value }>(
  list: readonly T[],
  weights: Partial<Record<string, number>>,
): Array<readonly [Value, number]> {
  return list.map((item) => [item.value, weights[String(item.value)] ?? 0] as const);
}

/**
 * Session set-up of a seed connection: bulk-load settings, no triggers (history triggers and
 * foreign-key checks; the data is built consistent), the draw function and helpers.
 */
export async function prepareSession(sql: postgres.Sql, now: Date): Promise<void> {
  await sql.unsafe(`
    set temp_buffers = '256MB';
    set session_replication_role = replica;
    set synchronous_commit = off;
    set work_mem = '512MB';
    set maintenance_work_mem = '256MB';
    set timezone = 'UTC';
    set jit = off;
    set enable_mergejoin = off;
    create or replace function pg_temp.u(k bigint, salt bigint) returns float8
      language sql immutable parallel safe
      as $$ select (hashint8extended(k, salt) & 9007199254740991)::float8 / 9007199254740992.0 $$;
    create or replace function pg_temp.seed_now() returns timestamptz
      language sql immutable as $$ select ${lit(now.toISOString())}::timestamptz $$;
    create or replace function pg_temp.dni_letter(n bigint) returns text
      language sql immutable as $$ select substr('TRWAGMYFPDXBNJZSQVHLCKE', (n % 23)::int + 1, 1) $$;
    create or replace function pg_temp.slug(t text) returns text
      language sql immutable as $$
        select regexp_replace(translate(lower(t), 'áéíóúàèìòùüñçï', 'aeiouaeiouunci'), '[^a-z0-9]', '', 'g') $$;
    create or replace function pg_temp.cif_control(d text) returns int
      language sql immutable as $$
        select (10 - (
          substr(d,2,1)::int + substr(d,4,1)::int + substr(d,6,1)::int
          + (select sum((2 * substr(d, p, 1)::int) / 10 + (2 * substr(d, p, 1)::int) % 10)::int
             from unnest(array[1,3,5,7]) p)
        ) % 10) % 10 $$;
    create or replace function pg_temp.monday_if_sunday(t timestamptz) returns timestamptz
      language sql immutable as $$
        select t + case when extract(isodow from t at time zone 'Europe/Madrid') = 7
                        then interval '1 day' else interval '0' end $$;
    create or replace function pg_temp.madrid(day timestamptz, minutes int) returns timestamptz
      language sql immutable as $$
        select (date_trunc('day', day at time zone 'Europe/Madrid') + make_interval(mins => minutes))
               at time zone 'Europe/Madrid' $$;
  `);
}

/**
 * Reserves `count` consecutive ids of a table's identity sequence, so rows can be built with
 * their ids (and children can point at them) before they are inserted. Sequences ignore
 * transactions: a rolled-back seed leaves a gap, nothing else.
 */
export async function reserveIds(sql: SeedSql, table: string, count: number): Promise<number> {
  if (count <= 0) return 0;
  const [row] = await sql.unsafe<{ first: string }[]>(`
    with s as (select pg_get_serial_sequence('${table}', 'id') as seq),
         n as (select nextval((select seq from s)) as first)
    select n.first::text as first, setval((select seq from s), n.first + ${count - 1}) from n`);
  return Number(row?.first);
}
