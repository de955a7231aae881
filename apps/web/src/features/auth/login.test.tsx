import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, OTHER_TENANT, OTHER_TENANT_GROUPS, demoUser } from '../../test/sessions';
import type { TenantInfo } from './api/tenant-info';
import type { UserDetail } from './api/user-detail';

function loginServer(user: UserDetail, tenant: TenantInfo) {
  return {
    'POST /api/token/': ({ body }: { body: unknown }) => {
      const { username, password } = body as { username: string; password: string };
      return username === user.username && password === 'Kiwi-Demo-2026!'
        ? json({ access: 'new-access', refresh: 'new-refresh' })
        : json({ detail: 'Usuario o contraseña incorrectos' }, 401);
    },
    'GET /api/cuentas/detalle/': () => json(user),
    'GET /api/distribuidores/get-distribuidor-info/': () => json(tenant),
    'GET /api/clientes/agendados/': () => json([]),
  };
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Usuario'), username);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it("hints 'Email' on the username field", async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Usuario')).toHaveAttribute('placeholder', 'Email');
  });

  it('does not submit an empty form and says what is missing, in Spanish', async () => {
    const { api } = renderApp('/login');
    await screen.findByLabelText('Usuario');

    await fillAndSubmit('', '');

    expect(await screen.findByText('Introduzca su Usuario')).toBeInTheDocument();
    expect(screen.getByText('Introduzca su Contraseña')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/token/')).toHaveLength(0);
  });

  it('says the password is missing when only the username is given', async () => {
    const { api } = renderApp('/login');
    await screen.findByLabelText('Usuario');

    await fillAndSubmit('comercial@kiwi.demo', '');

    expect(await screen.findByText('Introduzca su Contraseña')).toBeInTheDocument();
    expect(screen.queryByText('Introduzca su Usuario')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/token/')).toHaveLength(0);
  });

  it('shows the failure message on wrong credentials and stays on login', async () => {
    const user = demoUser(4);
    const { router } = renderApp('/login', { handlers: loginServer(user, DEMO_DISTRIBUTOR) });
    await screen.findByLabelText('Usuario');

    await fillAndSubmit(user.username, 'mala');

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.access)).toBeNull();
  });

  it('lands a distributor tenant on /teletrabajo with both tokens stored', async () => {
    const user = demoUser(4);
    const { router } = renderApp('/login', { handlers: loginServer(user, DEMO_DISTRIBUTOR) });
    await screen.findByLabelText('Usuario');

    await fillAndSubmit(user.username, 'Kiwi-Demo-2026!');

    expect(await screen.findByRole('heading', { name: 'Teletrabajo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teletrabajo');
    expect(localStorage.getItem(STORAGE_KEYS.access)).toBe('new-access');
    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBe('new-refresh');
  });

  it('lands any other tenant on /fichaje', async () => {
    const user = demoUser(4, OTHER_TENANT_GROUPS);
    const { router } = renderApp('/login', { handlers: loginServer(user, OTHER_TENANT) });
    await screen.findByLabelText('Usuario');

    await fillAndSubmit(user.username, 'Kiwi-Demo-2026!');

    expect(await screen.findByRole('heading', { name: 'Fichaje' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fichaje');
  });

  it('goes to maintenance first when maintenance is on', async () => {
    const { router } = renderApp('/login', {
      handlers: {
        'GET /api/distribuidores/get-maintenance-status/': () => json({ maintenance: true }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Estamos en mantenimiento' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('sends a logged-in visitor of login to the dashboard', async () => {
    const { router } = renderApp('/login', { as: { user: demoUser(2), tenant: DEMO_DISTRIBUTOR } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashBoard'));
  });
});

describe('maintenance page', () => {
  it('goes back to login when maintenance is off', async () => {
    const { router } = renderApp('/maintenance');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
