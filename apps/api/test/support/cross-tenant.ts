import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DemoUser, TestApp } from './test-app';

/** A call that names an object of "Otra Empresa". */
export interface CrossTenantProbe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Who may call the route at all (a role-restricted route answers 403 to the others). */
  users?: readonly DemoUser[];
  /** What the owner's tenant gets for the same call (default 200; e.g. 409 for a step out of order). */
  ownStatus?: number;
}

const DEMO_TENANT_USERS: readonly DemoUser[] = ['superadmin', 'admin', 'manager', 'comercial'];

/**
 * Every probe answers 404 to every "Demo Distribuciones" user: another tenant's
 * objects are not forbidden, they do not exist (ARCHITECTURE "Contract").
 */
export async function expectCrossTenantNotFound(
  t: TestApp,
  probes: readonly CrossTenantProbe[],
  users: readonly DemoUser[] = DEMO_TENANT_USERS,
): Promise<void> {
  for (const user of users) {
    const headers = await t.authHeader(user);
    for (const probe of probes) {
      if (probe.users && !probe.users.includes(user)) continue;
      const res = await t.app.inject({
        method: probe.method,
        url: probe.url,
        headers,
        ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
      });
      expect(res.statusCode, `${user} ${probe.method} ${probe.url}`).toBe(404);
      expect(res.json(), `${user} ${probe.method} ${probe.url}`).toHaveProperty('detail');
    }
  }
}

/** `METHOD url` of every API route whose path takes an id (a `:param`). */
export function routesTakingIds(app: FastifyInstance): string[] {
  return app.apiRoutes
    .filter((route) => route.url.includes(':'))
    .map((route) => `${route.method} ${route.url.replace(/\/$/, '')}`);
}
