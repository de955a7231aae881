import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import { paged, tariffRow } from './catalogo-fixtures';

const admin = { user: demoUser(2), tenant: DEMO_DISTRIBUTOR };
const TARIFFS = '/api/servicios/tarifas/';

describe('/ManagementBase', () => {
  it('opens on Tarifas with active items, 16 per page, and says the information was collected', async () => {
    const { api } = renderApp('/ManagementBase', {
      as: admin,
      handlers: { [`GET ${TARIFFS}`]: () => json(paged([tariffRow(1), tariffRow(2)], 40)) },
    });

    expect(await screen.findByRole('tab', { name: 'Tarifas', selected: true })).toBeInTheDocument();
    expect((await screen.findAllByText('Fibra 100Mb')).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Información Recopilada/)).toBeInTheDocument();
    const last = api.callsTo('GET', TARIFFS).at(-1)!;
    expect(last.search.get('is_active')).toBe('1');
    expect(last.search.get('itemsPerPage')).toBe('16');
    expect(last.search.get('page')).toBe('1');
  });

  it('names the module when a tab cannot load', async () => {
    renderApp('/ManagementBase?tab=sva', {
      as: admin,
      handlers: { 'GET /api/servicios/sva/': () => json({ detail: 'Error' }, 500) },
    });
    expect(await screen.findByText(/No se pudo cargar el contenido: SVA/)).toBeInTheDocument();
  });

  it('keeps the tab in the URL and sends the top-bar search', async () => {
    const { api, router } = renderApp('/ManagementBase', {
      as: admin,
      handlers: {
        [`GET ${TARIFFS}`]: () => json(paged([tariffRow(1)])),
        'GET /api/servicios/gestion/': () =>
          json(
            paged([
              {
                id: 7,
                name: 'Cambio de titular',
                operator: 'YOIGO',
                tipo_gestion: 'MODIFICACION',
                is_active: true,
              },
            ]),
          ),
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Gestiones' }));
    expect((await screen.findAllByText('Cambio de titular')).length).toBeGreaterThan(0);
    expect(router.state.location.search).toContain('tab=gestiones');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'titular');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/servicios/gestion/').at(-1)!.search.get('search')).toBe(
        'titular',
      ),
    );
  });

  it('shows the API message when a deleted item was only deactivated', async () => {
    renderApp('/ManagementBase', {
      as: admin,
      handlers: {
        [`GET ${TARIFFS}`]: () => json(paged([tariffRow(1)])),
        [`DELETE ${TARIFFS}1/`]: () =>
          json({
            detail: 'La tarifa está en uso en ofertas: se ha desactivado.',
            is_active: false,
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Fibra 100Mb' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText(/se ha desactivado/)).toBeInTheDocument();
  });

  it('exports the visible tab with its filters and search, every page', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderApp('/ManagementBase?tab=sva&is_active=1&operator=YOIGO&page=2', {
      as: admin,
      handlers: {
        'GET /api/servicios/sva/': () => json(paged([], 20)),
        'GET /api/servicios/export/': () => json({ task_id: 'cat-1' }),
        'GET /api/utils/task-status/cat-1/': () =>
          json({ state: 'PROGRESS', progress: { done: 3, total: 9 }, result: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Progreso de la exportación' }),
    ).toBeInTheDocument();
    const call = api.callsTo('GET', '/api/servicios/export/')[0]!.search;
    expect(call.get('tab')).toBe('sva');
    expect(call.get('operator')).toBe('YOIGO');
    expect(call.get('is_active')).toBe('1');
    expect(call.has('page')).toBe(false);
    expect(call.has('itemsPerPage')).toBe(false);
    expect(await screen.findByText('3 de 9 filas')).toBeInTheDocument();
  });

  it('names the API sheet of tabs whose URL key differs (gestiones → gestion)', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderApp('/ManagementBase?tab=gestiones', {
      as: admin,
      handlers: {
        'GET /api/servicios/gestion/': () => json(paged([])),
        'GET /api/servicios/export/': () => json({ task_id: 'cat-2' }),
        'GET /api/utils/task-status/cat-2/': () =>
          json({ state: 'PENDING', progress: null, result: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/servicios/export/')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/servicios/export/')[0]!.search.get('tab')).toBe('gestion');
  });
});
