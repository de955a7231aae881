import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import { BULK_PATH } from './api/bulk-actions';
import { CUSTOMERS_LIST_PATH } from './api/customers-list';
import { screenHandlers, serveFakeCustomers } from './test/fake-customers';

function open(path: string, role: 1 | 2 | 3 | 4, extra: Record<string, Handler> = {}) {
  return renderApp(path, {
    as: { user: demoUser(role), tenant: DEMO_DISTRIBUTOR },
    handlers: {
      [`GET ${CUSTOMERS_LIST_PATH}`]: serveFakeCustomers(),
      ...screenHandlers(),
      ...extra,
    },
  });
}

describe('/teletrabajo bulk actions', () => {
  it('reassigns the chosen rows to a commercial, saying how many first', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = open('/teletrabajo', 3, {
      [`POST ${BULK_PATH}`]: () => json({ afectados: 2 }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Ana García 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana García 7' }));
    const bar = screen.getByRole('region', { name: 'Selección' });
    await user.click(within(bar).getByRole('button', { name: 'Reasignar comercial' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Reasignar comercial' });
    expect(dialog).toHaveTextContent('Se asignará el comercial elegido a 2 clientes.');
    const confirm = within(dialog).getByRole('button', { name: 'Reasignar' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Nuevo comercial/ }));
    const choices = await screen.findByRole('listbox', { name: 'Nuevo comercial' });
    await user.click(within(choices).getByRole('option', { name: 'Luis Ventas' }));
    await user.click(confirm);

    await waitFor(() => expect(api.callsTo('POST', BULK_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', BULK_PATH)[0]!.body).toEqual({
      accion: 'reasignar',
      valor: 15,
      ids: [1, 7],
    });
    expect(await screen.findByText(/Comercial reasignado: 2 clientes/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selección' })).not.toBeInTheDocument();
  });

  it('deletes all that match with the filters, and follows the worker job above 500 rows', async () => {
    const user = userEvent.setup({ delay: null });
    let polls = 0;
    const { api } = open('/teletrabajo?itemsPerPage=10&nombre=a', 2, {
      [`POST ${BULK_PATH}`]: () => json({ task_id: 'bulk-1' }),
      'GET /api/utils/task-status/bulk-1/': () => {
        polls += 1;
        return polls < 3
          ? json({ state: 'PROGRESS', progress: { done: 300 * polls, total: 1200 }, result: null })
          : json({
              state: 'SUCCESS',
              progress: { done: 1200, total: 1200 },
              result: { afectados: 1200 },
            });
      },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar todos los de esta página' }),
    );
    await user.click(screen.getByRole('button', { name: /Seleccionar los .* que coinciden/ }));
    const bar = screen.getByRole('region', { name: 'Selección' });
    await user.click(within(bar).getByRole('button', { name: 'Eliminar' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar clientes' });
    expect(dialog).toHaveTextContent(
      /Se eliminarán \d+ clientes \(todos los que coinciden con los filtros\)/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(api.callsTo('POST', BULK_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', BULK_PATH)[0]!.body).toEqual({
      accion: 'eliminar',
      filtros: { nombre: 'a' },
    });
    expect(
      await screen.findByRole('progressbar', { name: 'Eliminando clientes' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Eliminado correctamente: 1\.?200 clientes/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: 'Eliminando clientes' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('keeps the dialog open with the server message when the action is refused', async () => {
    const user = userEvent.setup({ delay: null });
    open('/teletrabajo', 1, {
      [`POST ${BULK_PATH}`]: () =>
        json({ detail: 'No tiene permiso para realizar esta acción.' }, 403),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Ana García 1' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar origen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cambiar el origen' });
    await user.click(within(dialog).getByRole('button', { name: /Nuevo origen/ }));
    const choices = await screen.findByRole('listbox', { name: 'Nuevo origen' });
    await user.click(within(choices).getByRole('option', { name: 'Base Fibra Sur' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar origen' }));
    expect(
      await within(dialog).findByText('No tiene permiso para realizar esta acción.'),
    ).toBeInTheDocument();
  });

  it('offers no selection nor bulk actions to a Comercial', async () => {
    open('/teletrabajo', 4);
    await screen.findByText('1–25 de 30');
    expect(screen.queryByRole('checkbox', { name: /Seleccionar/ })).not.toBeInTheDocument();
  });
});
