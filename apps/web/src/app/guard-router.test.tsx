import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { json } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { DEMO_DISTRIBUTOR, demoUser } from '../test/sessions';

const NOT_YET = 'Esta sección aún no está disponible';

describe('the guard inside the router', () => {
  it('sends an anonymous visitor to the login page', async () => {
    const { router } = renderApp('/teletrabajo');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('initialises the session before the first screen renders', async () => {
    // A screen not built yet (the placeholder needs no screen-specific calls).
    const { api, router } = renderApp('/dashBoard', {
      as: { user: demoUser(4), tenant: DEMO_DISTRIBUTOR },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(NOT_YET)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashBoard');
    expect(api.callsTo('GET', '/api/cuentas/detalle/')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/distribuidores/get-distribuidor-info/')).toHaveLength(1);
  });

  it('logs out a Comercial who opens /rrhh', async () => {
    const { api, router } = renderApp('/rrhh', {
      as: { user: demoUser(4), tenant: DEMO_DISTRIBUTOR },
    });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST', '/api/token/revoke/')[0]?.body).toEqual({
      refresh: 'refresh-token',
    });
    expect(localStorage.getItem(STORAGE_KEYS.access)).toBeNull();
  });

  it('opens the configurator from another screen but not as the first page', async () => {
    const { router } = renderApp('/offerconfigurator/7', {
      as: { user: demoUser(4), tenant: DEMO_DISTRIBUTOR },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/areapersonal/calculadora'));
    expect(await screen.findByRole('heading', { name: 'Calculadora' })).toBeInTheDocument();

    await router.navigate('/offerconfigurator/7');

    expect(router.state.location.pathname).toBe('/offerconfigurator/7');
    expect(
      await screen.findByRole('heading', { name: 'Configurador de ofertas' }),
    ).toBeInTheDocument();
  });

  it('goes to maintenance when the session cannot load because of it', async () => {
    const { router } = renderApp('/teletrabajo', {
      as: { user: demoUser(2), tenant: DEMO_DISTRIBUTOR },
      handlers: {
        'GET /api/cuentas/detalle/': () => json({ detail: 'Mantenimiento' }, 503),
        'GET /api/distribuidores/get-maintenance-status/': () => json({ maintenance: true }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Estamos en mantenimiento' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
  });
});
