import { buildOpciones, type TInvalidPunchCheck } from '@kiwi/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../auth/session/session-store';
import { json, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, OTHER_TENANT, OTHER_TENANT_GROUPS, demoUser } from '../../test/sessions';
import type { UserDetail } from '../auth/api/user-detail';
import type { TenantInfo } from '../auth/api/tenant-info';
import { INVALID_PUNCH_CHECK_PATH } from './api/invalid-punch-check';
import {
  INVALID_PUNCH_CHECKED_KEY,
  checkInvalidPunches,
  type InvalidPunchCheckDependencies,
} from './invalid-punch-check';

const PASSWORD = 'Kiwi-Demo-2026!';
const WARNING = 'Tiene fichajes sin salida: 17/11/2026, 14/11/2026. Revíselos en Fichaje.';
const WITH_PUNCHES: TInvalidPunchCheck = {
  has_invalid_punch: true,
  dates: ['2026-11-17', '2026-11-14'],
};
const WITHOUT_PUNCHES: TInvalidPunchCheck = { has_invalid_punch: false, dates: [] };
const GROUPS_WITHOUT_PUNCH_IN = ['MasMovil', 'Yoigo', 'Avatel', 'Vodafone', 'Lowi', 'Storage'];

/** Lets dynamic imports, fetches and toasts that were started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function startUpServer(check: TInvalidPunchCheck): Record<string, Handler> {
  return {
    [`GET ${INVALID_PUNCH_CHECK_PATH}`]: () => json(check),
    'GET /api/utils/opciones/': () => json(buildOpciones()),
    'GET /api/clientes/agendados/': () => json([]),
  };
}

function loginServer(user: UserDetail, tenant: TenantInfo, check: TInvalidPunchCheck) {
  return {
    ...startUpServer(check),
    'POST /api/token/': () => json({ access: 'new-access', refresh: 'new-refresh' }),
    'GET /api/cuentas/detalle/': () => json(user),
    'GET /api/distribuidores/get-distribuidor-info/': () => json(tenant),
  };
}

async function logIn(username: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Usuario'), username);
  await user.type(screen.getByLabelText('Contraseña'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/** Closes the app as a page reload would: the tokens and sessionStorage stay. */
function reload() {
  cleanup();
  clearSession();
  toast.dismiss();
}

beforeEach(() => {
  sessionStorage.clear();
  // Toasts outlive a test in sonner's module state; a new page starts without any.
  toast.dismiss();
});

describe('invalid punch-in warning in the app', () => {
  it('warns a PunchIn tenant with clock-ins without a clock-out after login', async () => {
    const user = demoUser(4, OTHER_TENANT_GROUPS);
    const { api } = renderApp('/login', {
      handlers: loginServer(user, OTHER_TENANT, WITH_PUNCHES),
    });
    await screen.findByLabelText('Usuario');
    expect(api.callsTo('GET', INVALID_PUNCH_CHECK_PATH)).toHaveLength(0);

    await logIn(user.username);

    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(api.callsTo('GET', INVALID_PUNCH_CHECK_PATH)).toHaveLength(1);
    expect(sessionStorage.getItem(INVALID_PUNCH_CHECKED_KEY)).toBe(user.username);
  });

  it('says nothing when there are no such days', async () => {
    const { api } = renderApp('/teletrabajo', {
      as: { user: demoUser(4), tenant: DEMO_DISTRIBUTOR },
      handlers: startUpServer(WITHOUT_PUNCHES),
    });
    await waitFor(() => expect(api.callsTo('GET', INVALID_PUNCH_CHECK_PATH)).toHaveLength(1));
    await settle();
    expect(screen.queryByText(/sin salida/)).not.toBeInTheDocument();
  });

  it('does not ask for a tenant without the PunchIn group', async () => {
    const { api } = renderApp('/teletrabajo', {
      as: { user: demoUser(4, GROUPS_WITHOUT_PUNCH_IN), tenant: DEMO_DISTRIBUTOR },
      handlers: startUpServer(WITH_PUNCHES),
    });
    expect(await screen.findByRole('heading', { name: 'Teletrabajo' })).toBeInTheDocument();
    // Started together with the punch check: once it has gone, so has the check's turn.
    await waitFor(() => expect(api.callsTo('GET', '/api/utils/opciones/')).toHaveLength(1));
    await settle();
    expect(api.callsTo('GET', INVALID_PUNCH_CHECK_PATH)).toHaveLength(0);
    expect(screen.queryByText(/sin salida/)).not.toBeInTheDocument();
  });

  it('warns on a restored session only once per browser session', async () => {
    const as = { user: demoUser(2), tenant: DEMO_DISTRIBUTOR };
    const first = renderApp('/teletrabajo', { as, handlers: startUpServer(WITH_PUNCHES) });
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(first.api.callsTo('GET', INVALID_PUNCH_CHECK_PATH)).toHaveLength(1);

    reload();
    const second = renderApp('/teletrabajo', { as, handlers: startUpServer(WITH_PUNCHES) });
    expect(await screen.findByRole('heading', { name: 'Teletrabajo' })).toBeInTheDocument();
    await waitFor(() => expect(second.api.callsTo('GET', '/api/utils/opciones/')).toHaveLength(1));
    await settle();
    expect(second.api.callsTo('GET', INVALID_PUNCH_CHECK_PATH)).toHaveLength(0);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});

describe('checkInvalidPunches', () => {
  function deps(check: () => Promise<TInvalidPunchCheck>) {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const injected: InvalidPunchCheckDependencies = {
      fetchCheck: vi.fn(check),
      notify: vi.fn(),
      storage: () => storage,
    };
    return { ...injected, stored };
  }
  const session = (username: string, groups = OTHER_TENANT_GROUPS) => ({
    user: { username },
    subject: { tenantGroups: groups },
  });

  it('warns for 8 s, after every login but only once for a restored session', async () => {
    const d = deps(() => Promise.resolve(WITH_PUNCHES));
    await checkInvalidPunches(session('ana'), 'restored', d);
    await checkInvalidPunches(session('ana'), 'restored', d);
    expect(d.notify).toHaveBeenCalledTimes(1);
    expect(d.notify).toHaveBeenCalledWith(WARNING, 8000);

    await checkInvalidPunches(session('ana'), 'login', d);
    expect(d.notify).toHaveBeenCalledTimes(2);
  });

  it('checks another user restored in the same browser session', async () => {
    const d = deps(() => Promise.resolve(WITH_PUNCHES));
    await checkInvalidPunches(session('ana'), 'restored', d);
    await checkInvalidPunches(session('bea'), 'restored', d);
    expect(d.fetchCheck).toHaveBeenCalledTimes(2);
  });

  it('never asks for a tenant without PunchIn', async () => {
    const d = deps(() => Promise.resolve(WITH_PUNCHES));
    await checkInvalidPunches(session('ana', GROUPS_WITHOUT_PUNCH_IN), 'login', d);
    expect(d.fetchCheck).not.toHaveBeenCalled();
    expect(d.notify).not.toHaveBeenCalled();
  });

  it('only logs a failed check and tries again on the next restore', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const d = deps(() => Promise.reject(new Error('sin red')));
    await checkInvalidPunches(session('ana'), 'restored', d);
    expect(warn).toHaveBeenCalledWith(
      'No se han podido comprobar los fichajes sin salida',
      expect.any(Error),
    );
    expect(d.notify).not.toHaveBeenCalled();
    expect(d.stored.size).toBe(0);

    await checkInvalidPunches(session('ana'), 'restored', d);
    expect(d.fetchCheck).toHaveBeenCalledTimes(2);
  });
});
