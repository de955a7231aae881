import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_FUNCTIONS } from '../src/setup/leakproof';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { connect, tenantTables } from './helpers';

let db: TestDatabase;
let admin: ReturnType<typeof connect>;

beforeAll(async () => {
  db = await createTestDatabase({ template: 'empty' });
  admin = connect(db.adminUrl);
});
afterAll(async () => {
  await admin.end();
  await db.drop();
});

describe('row-level security in the catalog', () => {
  it('enables and forces RLS, with the tenant policy, on every tenant table and on tenants', async () => {
    const tables = [...(await tenantTables(admin)), 'tenants'];
    expect(tables.length).toBeGreaterThan(50);
    const rows = await admin<
      { table: string; enabled: boolean; forced: boolean; policy: boolean }[]
    >`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as policy
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = any(${tables})`;
    const unsafe = rows.filter((r) => !r.enabled || !r.forced || !r.policy).map((r) => r.table);
    expect(unsafe).toEqual([]);
    expect(rows).toHaveLength(tables.length);
  });

  it('compares tenant_id with app.tenant_id in both USING and WITH CHECK', async () => {
    const policies = await admin<{ table: string; qual: string; check: string }[]>`
      select tablename as table, qual, with_check as check from pg_policies
      where schemaname = 'public' and policyname = 'tenant_isolation'`;
    for (const p of policies) {
      const column = p.table === 'tenants' ? 'id' : 'tenant_id';
      const expected = `(${column} = (NULLIF(current_setting('app.tenant_id'::text, true), ''::text))::bigint)`;
      expect({ table: p.table, qual: p.qual, check: p.check }).toEqual({
        table: p.table,
        qual: expected,
        check: expected,
      });
    }
  });

  it('leaves only the two platform tables without RLS', async () => {
    const rows = await admin<{ table: string }[]>`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity order by 1`;
    expect(rows.map((r) => r.table)).toEqual(['platform_audit_log', 'platform_settings']);
  });
});

describe('the kiwi_app role', () => {
  it('is not superuser, cannot bypass RLS, create databases or roles', async () => {
    const [role] = await admin`
      select rolsuper, rolbypassrls, rolcreatedb, rolcreaterole, rolcanlogin
      from pg_roles where rolname = 'kiwi_app'`;
    expect(role).toEqual({
      rolsuper: false,
      rolbypassrls: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolcanlogin: true,
    });
  });

  it('owns no table, sequence, view or function, and is a member of no role', async () => {
    const [owned] = await admin<{ relations: number; functions: number; memberships: number }[]>`
      select
        (select count(*)::int from pg_class where relowner = 'kiwi_app'::regrole) as relations,
        (select count(*)::int from pg_proc where proowner = 'kiwi_app'::regrole) as functions,
        (select count(*)::int from pg_auth_members where member = 'kiwi_app'::regrole) as memberships`;
    expect(owned).toEqual({ relations: 0, functions: 0, memberships: 0 });
  });

  // Besides the two entry points, the pure normalisers of the duplicate checks and of the
  // accent-insensitive search (immutable SQL functions over their argument only, read no table;
  // used by the import's and the list's queries and indexes).
  it('may execute the two entry points and the pure normalisers, nothing else of ours', async () => {
    const rows = await admin<{ name: string; allowed: boolean }[]>`
      select p.proname as name, has_function_privilege('kiwi_app', p.oid, 'EXECUTE') as allowed
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname like 'kiwi\\_%' order by 1`;
    expect(rows).toEqual([
      { name: 'kiwi_attempt_copies', allowed: false },
      { name: 'kiwi_auth_lookup', allowed: true },
      { name: 'kiwi_bump_catalogue_version', allowed: false },
      { name: 'kiwi_document_key', allowed: true },
      { name: 'kiwi_fix_tenant_set_null_fks', allowed: false },
      { name: 'kiwi_history_config', allowed: false },
      { name: 'kiwi_history_parent', allowed: false },
      { name: 'kiwi_history_sql', allowed: false },
      { name: 'kiwi_offer_isp_to_attempts', allowed: false },
      { name: 'kiwi_package_types_to_attempts', allowed: false },
      { name: 'kiwi_phone_key', allowed: true },
      { name: 'kiwi_procedure_to_attempts', allowed: false },
      { name: 'kiwi_record_history', allowed: false },
      { name: 'kiwi_relax_tenant_tables', allowed: false },
      { name: 'kiwi_secure_tenant_tables', allowed: false },
      { name: 'kiwi_set_maintenance', allowed: true },
      { name: 'kiwi_track_catalogue_version', allowed: false },
      { name: 'kiwi_track_history', allowed: false },
      { name: 'kiwi_unaccent', allowed: true },
    ]);
  });

  it('may read the record history but never write it (only the trigger does)', async () => {
    const [grants] = await admin`
      select has_table_privilege('kiwi_app', 'record_history', 'SELECT') as read,
             has_table_privilege('kiwi_app', 'record_history', 'INSERT') as insert,
             has_table_privilege('kiwi_app', 'record_history', 'UPDATE') as update,
             has_table_privilege('kiwi_app', 'record_history', 'DELETE') as delete,
             has_table_privilege('kiwi_app', 'record_history', 'TRUNCATE') as truncate`;
    expect(grants).toEqual({
      read: true,
      insert: false,
      update: false,
      delete: false,
      truncate: false,
    });
  });

  it('may read the catalogue versions but never write them (only the trigger does)', async () => {
    const [grants] = await admin`
      select has_table_privilege('kiwi_app', 'catalogue_versions', 'SELECT') as read,
             has_table_privilege('kiwi_app', 'catalogue_versions', 'INSERT, UPDATE, DELETE, TRUNCATE') as write`;
    expect(grants).toEqual({ read: true, write: false });
  });

  it('reads platform_settings but cannot write it nor read the audit log', async () => {
    const [grants] = await admin`
      select has_table_privilege('kiwi_app', 'platform_settings', 'SELECT') as settings_read,
             has_table_privilege('kiwi_app', 'platform_settings', 'UPDATE') as settings_write,
             has_table_privilege('kiwi_app', 'platform_audit_log', 'SELECT') as audit_read`;
    expect(grants).toEqual({ settings_read: true, settings_write: false, audit_read: false });
  });
});

describe('security definer functions', () => {
  it('kiwi_auth_lookup belongs to kiwi_auth (BYPASSRLS, no login) with a fixed search_path', async () => {
    const [fn] = await admin`
      select pg_get_userbyid(p.proowner) as owner, p.prosecdef as definer, p.proconfig as config,
             r.rolbypassrls as bypass, r.rolcanlogin as login
      from pg_proc p join pg_roles r on r.oid = p.proowner where p.proname = 'kiwi_auth_lookup'`;
    expect(fn).toEqual({
      owner: 'kiwi_auth',
      definer: true,
      config: ['search_path=public, pg_temp'],
      bypass: true,
      login: false,
    });
  });

  it('kiwi_record_history (the history trigger) belongs to kiwi_owner with a fixed search_path', async () => {
    const [fn] = await admin`
      select pg_get_userbyid(p.proowner) as owner, p.prosecdef as definer, p.proconfig as config
      from pg_proc p where p.proname = 'kiwi_record_history'`;
    expect(fn).toEqual({
      owner: 'kiwi_owner',
      definer: true,
      config: ['search_path=public, pg_temp'],
    });
  });

  it('lets only kiwi_owner (the triggers) write history rows and catalogue versions beyond the tenant policy', async () => {
    const policies = await admin<{ name: string; command: string; roles: string[] }[]>`
      select policyname as name, cmd as command, roles::text[] as roles from pg_policies
      where schemaname = 'public' and policyname <> 'tenant_isolation' order by 1`;
    expect(policies).toEqual([
      { name: 'catalogue_versions_writer', command: 'ALL', roles: ['kiwi_owner'] },
      { name: 'record_history_writer', command: 'INSERT', roles: ['kiwi_owner'] },
    ]);
  });

  it('kiwi_auth can read only the six login columns of accounts', async () => {
    const [grants] = await admin`
      select has_column_privilege('kiwi_auth', 'accounts', 'password_hash', 'SELECT') as hash,
             has_column_privilege('kiwi_auth', 'accounts', 'iban', 'SELECT') as iban,
             has_table_privilege('kiwi_auth', 'customers', 'SELECT') as customers`;
    expect(grants).toEqual({ hash: true, iban: false, customers: false });
  });

  it('marks the search functions LEAKPROOF so filters can use indexes under RLS', async () => {
    const rows = await admin<{ leakproof: boolean }[]>`
      select proleakproof as leakproof from pg_proc
      where oid = any(${SEARCH_FUNCTIONS.map((f) => f)}::regprocedure[])`;
    expect(rows).toHaveLength(SEARCH_FUNCTIONS.length);
    expect(rows.every((r) => r.leakproof)).toBe(true);
  });
});
