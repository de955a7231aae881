export { createDb, createPool, withTenant } from './client';
export type { KiwiDb, KiwiDbHandle, KiwiSchema, KiwiTx, TenantActor } from './client';
export { openTenantTransaction, tenantLastReadOf, tenantSqlOf } from './tenant-transaction';
export type { TenantSql, TenantTransaction } from './tenant-transaction';
export { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
export {
  APP_ROLE,
  AUTH_ROLE,
  OWNER_ROLE,
  appUrlFor,
  databaseNameOf,
  databaseUrlWith,
} from './urls';
export * as schema from './schema/index';
