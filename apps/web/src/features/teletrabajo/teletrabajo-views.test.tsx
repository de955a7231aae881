import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import { CUSTOMERS_LIST_PATH } from './api/customers-list';
import { VISTAS_PATH, type VistaRecord } from './api/saved-views';
import { screenHandlers, serveFakeCustomers } from './test/fake-customers';

const TEAM_VIEW: VistaRecord = {
  id: 7,
  nombre: 'Sin comercial',
  compartida: true,
  vista: { filters: { comercial: 'null' }, sort: { id: 'nombre', desc: false }, columns: null },
  pantalla: 'teletrabajo',
  propietario: { id: 13, nombre_completo: 'Mario Manager' },
  es_mia: false,
  puede_editar: false,
  created_on: '2026-11-20T10:00:00Z',
  updated_on: '2026-11-20T10:00:00Z',
};

function open(role: 3 | 4) {
  const app = renderApp('/teletrabajo?nombre=ana', {
    as: { user: demoUser(role), tenant: DEMO_DISTRIBUTOR },
    handlers: {
      [`GET ${CUSTOMERS_LIST_PATH}`]: serveFakeCustomers(),
      ...screenHandlers(),
      [`GET ${VISTAS_PATH}`]: () => json([TEAM_VIEW]),
      [`POST ${VISTAS_PATH}`]: ({ body }) =>
        json({ id: 8, ...(body as object), puede_editar: true }, 201),
    },
  });
  const url = () => new URLSearchParams(app.router.state.location.search);
  return { ...app, url };
}

describe('/teletrabajo saved views', () => {
  it("applies a team view and saves the current filters as the Manager's shared view", async () => {
    const user = userEvent.setup({ delay: null });
    const { api, url } = open(3);
    await screen.findByRole('group', { name: 'Filtros activos' });
    expect(api.callsTo('GET', VISTAS_PATH)[0]!.search.get('pantalla')).toBe('teletrabajo');

    await user.click(screen.getByRole('button', { name: /Vistas/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Guardar vista actual/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Las Anas');
    await user.click(within(dialog).getByRole('switch', { name: 'Compartir con el equipo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', VISTAS_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', VISTAS_PATH)[0]!.body).toEqual({
      pantalla: 'teletrabajo',
      nombre: 'Las Anas',
      compartida: true,
      vista: { filters: { nombre: 'ana' }, sort: { id: 'updated_on', desc: true }, columns: null },
    });

    await user.click(screen.getByRole('button', { name: /Vistas/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sin comercial' }));
    await waitFor(() => expect(url().get('comercial')).toBe('null'));
    expect(url().has('nombre')).toBe(false);
    expect(url().get('ordering')).toBe('nombre');
  });

  it('offers a Comercial no sharing', async () => {
    const user = userEvent.setup({ delay: null });
    open(4);
    await screen.findByRole('group', { name: 'Filtros activos' });
    await user.click(screen.getByRole('button', { name: /Vistas/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Guardar vista actual/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' });
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  });
});
