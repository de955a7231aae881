import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router';
import type { TenantInfo } from '../features/auth/api/tenant-info';
import type { UserDetail } from '../features/auth/api/user-detail';
import { createQueryClient } from '../lib/query-client';
import { STORAGE_KEYS } from '../lib/storage';
import { buildOpciones } from '@kiwi/domain';
import { fakeApi, json, type Handler } from './fake-api';

export interface RenderAppOptions {
  /** Logged in as this user of this tenant (tokens in localStorage); anonymous when absent. */
  as?: { user: UserDetail; tenant: TenantInfo };
  handlers?: Record<string, Handler>;
}

/** The whole app (router, guard, providers) in memory at `path`, against a fake API. */
export function renderApp(path: string, { as, handlers = {} }: RenderAppOptions = {}) {
  if (as) {
    localStorage.setItem(STORAGE_KEYS.access, 'access-token');
    localStorage.setItem(STORAGE_KEYS.refresh, 'refresh-token');
  }
  const api = fakeApi({
    'GET /api/distribuidores/get-maintenance-status/': () => json({ maintenance: false }),
    'POST /api/token/revoke/': () => json(null, 204),
    // The start-up calls no screen waits for (a test may override them).
    'GET /api/utils/opciones/': () => json(buildOpciones()),
    'GET /api/cuentas/check-invalid-punch-in/': () => json({ has_invalid_punch: false, dates: [] }),
    ...(as
      ? {
          'GET /api/cuentas/detalle/': () => json(as.user),
          'GET /api/distribuidores/get-distribuidor-info/': () => json(as.tenant),
        }
      : {}),
    ...handlers,
  });
  const router = createAppRouter((routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  const client = createQueryClient();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, api, router, client };
}
