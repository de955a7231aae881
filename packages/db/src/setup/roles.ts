import type postgres from 'postgres';
import { APP_ROLE, AUTH_ROLE, OWNER_ROLE, appRolePassword } from '../urls';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Creates or corrects the three cluster-wide roles. Run by an admin connection
 * (superuser, or CREATEROLE + BYPASSRLS for kiwi_auth) under the provisioning lock.
 *   kiwi_owner  NOLOGIN; owns the database and every object in it; migrations run as it.
 *   kiwi_auth   NOLOGIN BYPASSRLS; owns kiwi_auth_lookup only, reads six account columns.
 *   kiwi_app    LOGIN; what the API uses. Owns nothing, no BYPASSRLS.
 */
export async function ensureRoles(admin: postgres.Sql): Promise<void> {
  const existing = await admin<{ rolname: string }[]>`
    select rolname from pg_roles where rolname in (${OWNER_ROLE}, ${AUTH_ROLE}, ${APP_ROLE})`;
  const has = new Set(existing.map((r) => r.rolname));
  const create = async (role: string, attrs: string) => {
    if (!has.has(role)) await admin.unsafe(`CREATE ROLE ${role} ${attrs}`);
    else await admin.unsafe(`ALTER ROLE ${role} ${attrs}`);
  };
  await create(OWNER_ROLE, 'NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE');
  await create(AUTH_ROLE, 'NOLOGIN NOSUPERUSER BYPASSRLS NOCREATEDB NOCREATEROLE');
  await create(
    APP_ROLE,
    `LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION PASSWORD ${literal(appRolePassword())}`,
  );
  // kiwi_owner hands kiwi_auth_lookup over to kiwi_auth, which needs membership.
  await admin.unsafe(`GRANT ${AUTH_ROLE} TO ${OWNER_ROLE}`);
  const [me] = await admin<{ superuser: boolean }[]>`
    select rolsuper as superuser from pg_roles where rolname = current_user`;
  if (!me?.superuser) await admin.unsafe(`GRANT ${OWNER_ROLE} TO current_user`);
}

/**
 * Tables kiwi_app may read but never write: the record history is append-only for it (0901),
 * the catalogue versions are written only by their trigger (1508).
 */
export const APP_READ_ONLY_TABLES = [
  'platform_settings',
  'record_history',
  'catalogue_versions',
] as const;

/**
 * kiwi_app's privileges, re-applied after every migration run so new tables are
 * covered: DML on every table except the platform tables (read-only settings, no audit
 * access) and the record history (read-only: only the trigger writes it), sequences,
 * and EXECUTE only on the two entry-point functions (granted in the migration). One
 * transaction, so kiwi_app never holds the wider grant in between.
 */
export async function applyAppGrants(owner: postgres.Sql): Promise<void> {
  await owner.begin(async (tx) => {
    await tx.unsafe(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`);
    await tx.unsafe(
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`,
    );
    await tx.unsafe(`REVOKE ALL ON platform_audit_log FROM ${APP_ROLE}`);
    await tx.unsafe(`REVOKE ALL ON ${APP_READ_ONLY_TABLES.join(', ')} FROM ${APP_ROLE}`);
    await tx.unsafe(`GRANT SELECT ON ${APP_READ_ONLY_TABLES.join(', ')} TO ${APP_ROLE}`);
    await tx.unsafe(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`);
    await tx.unsafe(`REVOKE ALL ON SCHEMA drizzle FROM ${APP_ROLE}`);
  });
}
