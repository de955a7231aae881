import type { TenantSql } from '@kiwi/db';

/** The caller's account and tenant, as the guard reads them (postgres.js types: int8 as text). */
export interface SessionAccountRow {
  account_id: string;
  tenant_id: string;
  username: string;
  email: string | null;
  nombre: string | null;
  apellidos: string | null;
  role_id: number;
  is_admin: boolean;
  estado: string;
  tipo_comercial: string;
  tenant_name: string;
  tenant_type: string;
  tenant_groups: string[] | null;
}

/**
 * The caller's account and tenant, read inside the caller's own tenant transaction. Raw
 * postgres.js on purpose: every authenticated request runs it, pipelined with BEGIN and the
 * settings (a prepared statement, no query building; decision 0601).
 */
export function selectSessionAccount(sql: TenantSql, accountId: number) {
  return sql<SessionAccountRow[]>`
    select a.id as account_id, a.tenant_id, a.username, a.email, a.nombre, a.apellidos,
           a.role_id, a.is_admin, a.estado, a.tipo_comercial,
           t.name as tenant_name, t.type as tenant_type, t.groups as tenant_groups
    from accounts a join tenants t on t.id = a.tenant_id
    where a.id = ${accountId}`;
}
