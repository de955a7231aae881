import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, OTHER_TENANT, OTHER_TENANT_GROUPS, demoUser } from '../../test/sessions';

const demo = (roleId: 1 | 2 | 3 | 4) => ({ user: demoUser(roleId), tenant: DEMO_DISTRIBUTOR });
const other = (roleId: 2 | 4) => ({
  user: demoUser(roleId, OTHER_TENANT_GROUPS),
  tenant: OTHER_TENANT,
});

async function drawerEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

async function bottomLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Navegación inferior' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('side drawer', () => {
  it('shows a Comercial of a distributor the entries of their role and groups, in order', async () => {
    renderApp('/teletrabajo', { as: demo(4) });
    expect(await drawerEntries()).toEqual([
      'Dashboard',
      'Teletrabajo',
      'ÁreaPersonal',
      'Fichaje',
      'Vacaciones',
      'Mis Documentos',
      'Dispositivos',
      'Lowi',
    ]);
  });

  it('adds the management entries for an Admin', async () => {
    renderApp('/teletrabajo', { as: demo(2) });
    expect(await drawerEntries()).toEqual([
      'Dashboard',
      'Gerencia',
      'Teletrabajo',
      'RetailX',
      'ÁreaPersonal',
      'Fichaje',
      'Vacaciones',
      'Mis Documentos',
      'Administración',
      'Dispositivos',
      'RRHH',
      'Lowi',
    ]);
  });

  it('gives an Admin of a tenant without ERP groups no ERP entries', async () => {
    renderApp('/fichaje', { as: other(2) });
    // Gerencia needs no group in the route table (Manager or above only).
    expect(await drawerEntries()).toEqual([
      'Gerencia',
      'Fichaje',
      'Vacaciones',
      'Mis Documentos',
      'RRHH',
    ]);
  });

  it('shows the product name and version at the bottom', async () => {
    renderApp('/teletrabajo', { as: demo(4) });
    expect(await screen.findByTestId('version-label')).toHaveTextContent('Kiwi v7.0.1 (kiwi)');
  });
});

describe('developer mode', () => {
  it('reveals Database Management after 8 taps by a SuperAdmin, with hints from the 5th', async () => {
    const user = userEvent.setup();
    renderApp('/dashBoard', { as: demo(1) });
    const label = await screen.findByTestId('version-label');

    for (let tap = 1; tap <= 4; tap += 1) await user.click(label);
    expect(screen.queryByText(/para activar el modo desarrollador/)).not.toBeInTheDocument();

    await user.click(label);
    expect(
      await screen.findByText('Te faltan 3 toques para activar el modo desarrollador'),
    ).toBeInTheDocument();
    expect(await drawerEntries()).not.toContain('Database Management');

    await user.click(label);
    await user.click(label);
    expect(
      await screen.findByText('Te falta 1 toque para activar el modo desarrollador'),
    ).toBeInTheDocument();
    await user.click(label);

    expect(await screen.findByText('¡Modo desarrollador activado!')).toBeInTheDocument();
    await waitFor(async () => expect(await drawerEntries()).toContain('Database Management'));
  });

  it('never reveals it to an Admin', async () => {
    const user = userEvent.setup();
    renderApp('/dashBoard', { as: demo(2) });
    const label = await screen.findByTestId('version-label');

    for (let tap = 1; tap <= 12; tap += 1) await user.click(label);

    expect(screen.queryByText(/modo desarrollador/)).not.toBeInTheDocument();
    expect(await drawerEntries()).not.toContain('Database Management');
    expect(localStorage.getItem(STORAGE_KEYS.developerMode)).toBeNull();
  });
});

describe('bottom navigation', () => {
  it("shows a distributor's Comercial the spec's links", async () => {
    renderApp('/teletrabajo', { as: demo(4) });
    expect(await bottomLinks()).toEqual([
      'Dashboard',
      'Teletrabajo',
      'Dispositivos',
      'Area Personal',
    ]);
  });

  it('shows an Admin of a distributor the management links', async () => {
    renderApp('/teletrabajo', { as: demo(2) });
    expect(await bottomLinks()).toEqual([
      'Dashboard',
      'Teletrabajo',
      'Gerencia',
      'Administración',
      'Area Personal',
    ]);
  });

  it('shows a non-distributor Admin the HR links', async () => {
    renderApp('/fichaje', { as: other(2) });
    expect(await bottomLinks()).toEqual(['Fichaje', 'Documentos', 'Vacaciones', 'RRHH']);
  });

  it('is hidden on databaseManagement', async () => {
    localStorage.setItem(STORAGE_KEYS.developerMode, '1');
    renderApp('/databaseManagement', { as: demo(1) });
    expect(await screen.findByRole('heading', { name: 'Database Management' })).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Navegación inferior' }),
    ).not.toBeInTheDocument();
  });
});

describe('top bar', () => {
  it("shows the user's name", async () => {
    renderApp('/teletrabajo', { as: demo(4) });
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Carmen Comercial');
  });

  it('has a search field only on the routes the spec lists', async () => {
    const { router } = renderApp('/teletrabajo', { as: demo(2) });
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();

    await router.navigate('/dashBoard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Buscar' })).not.toBeInTheDocument();

    await router.navigate('/rrhh');
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
  });

  it("counts unread announcements from local storage in the menu's badge, and logs out", async () => {
    localStorage.setItem(
      STORAGE_KEYS.communicates,
      JSON.stringify([{ is_read: false }, { is_read: true }, { is_read: false }]),
    );
    const user = userEvent.setup();
    const { router, api } = renderApp('/teletrabajo', { as: demo(4) });

    await user.click(await screen.findByTestId('user-menu-trigger'));
    const item = await screen.findByRole('menuitem', { name: /Comunicados/ });
    expect(within(item).getByTestId('communicates-badge')).toHaveTextContent('2');

    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST', '/api/token/revoke/')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });
});
