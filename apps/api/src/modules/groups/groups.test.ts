import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, DEMO_USERS, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let sql: postgres.Sql;
beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  // A group granting "ver_estadisticas" to the Demo comercial only.
  await sql`
    with acc as (select id, tenant_id from accounts where username = ${DEMO_USERS.comercial}),
    g as (insert into permission_groups (tenant_id, name) select tenant_id, 'Estadísticas test' from acc returning id, tenant_id),
    p as (insert into permissions (tenant_id, name, codename) select tenant_id, 'Puede ver estadísticas', 'ver_estadisticas' from acc returning id, tenant_id),
    gp as (insert into permission_group_permissions (tenant_id, group_id, permission_id) select g.tenant_id, g.id, p.id from g, p)
    insert into account_permission_groups (tenant_id, account_id, group_id) select acc.tenant_id, acc.id, g.id from acc, g`;
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

const ask = async (user: 'comercial' | 'manager' | 'superadmin', permission: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/get-group-permissions?permission_name=${encodeURIComponent(permission)}`,
    headers: await t.authHeader(user),
  });

describe('GET /api/get-group-permissions', () => {
  it('answers whether the caller’s permission groups grant the permission (by codename or name)', async () => {
    expect((await ask('comercial', 'ver_estadisticas')).json()).toEqual({
      permission_name: 'ver_estadisticas',
      has_permission: true,
    });
    expect((await ask('comercial', 'Puede ver estadísticas')).json().has_permission).toBe(true);
    expect((await ask('comercial', 'borrar_todo')).json().has_permission).toBe(false);
    expect((await ask('manager', 'ver_estadisticas')).json().has_permission).toBe(false);
  });

  it('gives an isAdmin user every permission (spec section 6)', async () => {
    await sql`update accounts set is_admin = true where username = ${DEMO_USERS.manager}`;
    try {
      expect((await ask('manager', 'borrar_todo')).json().has_permission).toBe(true);
    } finally {
      await sql`update accounts set is_admin = false where username = ${DEMO_USERS.manager}`;
    }
  });

  it('never counts a group of another tenant', async () => {
    // Otra Empresa gets the same codename through its own group: Demo users are unaffected.
    await sql`
      with acc as (select id, tenant_id from accounts where username = 'empleado@otra.demo'),
      g as (insert into permission_groups (tenant_id, name) select tenant_id, 'Otra' from acc returning id, tenant_id),
      p as (insert into permissions (tenant_id, name, codename) select tenant_id, 'Exportar', 'exportar_otra' from acc returning id, tenant_id),
      gp as (insert into permission_group_permissions (tenant_id, group_id, permission_id) select g.tenant_id, g.id, p.id from g, p)
      insert into account_permission_groups (tenant_id, account_id, group_id) select acc.tenant_id, acc.id, g.id from acc, g`;
    expect((await ask('comercial', 'exportar_otra')).json().has_permission).toBe(false);
    const otra = await t.app.inject({
      method: 'GET',
      url: '/api/get-group-permissions?permission_name=exportar_otra',
      headers: await t.authHeader('otraEmpleado'),
    });
    expect(otra.json().has_permission).toBe(true);
  });

  it('asks for the permission name with a Spanish 400 when it is missing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/get-group-permissions',
      headers: await t.authHeader('comercial'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('permission_name');
  });

  it('is 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/get-group-permissions?permission_name=x',
    });
    expect(res.statusCode).toBe(401);
  });
});
