import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCustomerList } from '../../../test/kit-list-harness';

async function rowNames(): Promise<string[]> {
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent ?? '');
}

describe('DataTable paging and sorting', () => {
  it('asks the server for the next page and for another page size, and shows the range', async () => {
    const user = userEvent.setup({ delay: null });
    const { lastCall, search } = renderCustomerList();
    expect(await screen.findByText('1–10 de 23')).toBeInTheDocument();
    expect(lastCall().get('itemsPerPage')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('11–20 de 23')).toBeInTheDocument();
    expect(lastCall().get('page')).toBe('2');
    expect(search().get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Filas por página'), '25');
    expect(await screen.findByText('1–23 de 23')).toBeInTheDocument();
    expect(lastCall().get('itemsPerPage')).toBe('25');
    expect(lastCall().get('page')).toBe('1');
  });

  it('sorts on the server by the clicked column, ascending then descending, with aria-sort', async () => {
    const user = userEvent.setup({ delay: null });
    const { lastCall, search } = renderCustomerList();
    const nameHeader = await screen.findByRole('columnheader', { name: /Nombre/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const placeHeader = screen.getByRole('columnheader', { name: /Localidad/ });
    expect(placeHeader).toHaveAttribute('aria-sort', 'none');
    // Not sortable: no aria-sort, no button.
    expect(screen.getByRole('columnheader', { name: 'Teléfono' })).not.toHaveAttribute('aria-sort');

    await user.click(within(placeHeader).getByRole('button', { name: /Localidad/ }));
    await waitFor(() => expect(lastCall().get('ordering')).toBe('localidad'));
    expect(placeHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(placeHeader).getByRole('button', { name: /Localidad/ }));
    await waitFor(() => expect(lastCall().get('ordering')).toBe('-localidad'));
    expect(placeHeader).toHaveAttribute('aria-sort', 'descending');
    expect(search().get('ordering')).toBe('-localidad');
    expect((await rowNames()).length).toBe(10);
  });

  it("goes back to page 1 and reloads when the server answers 'Página inválida.'", async () => {
    const { api, search } = renderCustomerList('/clientes?page=9');
    expect(await screen.findByText('1–10 de 23')).toBeInTheDocument();
    expect(api.calls.map((call) => call.search.get('page'))).toEqual(['9', '1']);
    expect(search().has('page')).toBe(false);
  });

  it('words an estimated count "≈" and offers no last page', async () => {
    renderCustomerList('/clientes', { serve: { estimated: true } });
    expect(await screen.findByText('1–10 de ≈ 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Última página' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
  });
});

describe('DataTable states', () => {
  it('shows the error with Reintentar, and the rows once the retry succeeds', async () => {
    const user = userEvent.setup({ delay: null });
    renderCustomerList('/clientes', { serve: { failWith: { status: 403, failures: 1 } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar la lista');
    expect(alert).toHaveTextContent('Error interno');

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1–10 de 23')).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    renderCustomerList('/clientes?nombre=nadie');
    expect(await screen.findByText('No hay clientes')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows placeholders while the first page loads', () => {
    renderCustomerList();
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  });
});

describe('DataTable column chooser', () => {
  it('hides, shows and reorders columns, keeping them in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { search } = renderCustomerList();
    await screen.findByText('1–10 de 23');
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const chooser = await screen.findByRole('dialog', { name: 'Columnas' });
    expect(within(chooser).getByRole('checkbox', { name: 'Nombre' })).toBeDisabled();
    await user.click(within(chooser).getByRole('checkbox', { name: 'Teléfono' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Email' }));
    // The title column stays first.
    expect(within(chooser).queryByRole('button', { name: 'Subir Nombre' })).not.toBeInTheDocument();
    expect(within(chooser).getByRole('button', { name: 'Subir Localidad' })).toBeDisabled();
    await user.click(within(chooser).getByRole('button', { name: 'Subir Estado' }));

    await waitFor(() => expect(search().get('cols')).toBe('nombre,estado,localidad,email'));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Seleccionar todos los de esta página',
      'Nombre',
      'Estado',
      'Localidad',
      'Email',
      'Acciones',
    ]);

    await user.click(within(chooser).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(search().has('cols')).toBe(false));
    expect(screen.getByRole('columnheader', { name: 'Teléfono' })).toBeInTheDocument();
  });
});

describe('DataTable selection and row actions', () => {
  it('selects a page, then every row that matches, for a bulk action', async () => {
    const user = userEvent.setup({ delay: null });
    const onBulk = vi.fn();
    renderCustomerList('/clientes', { onBulk });
    await screen.findByText('1–10 de 23');

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana García 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 cliente seleccionado');

    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('10 clientes seleccionados');
    await user.click(screen.getByRole('button', { name: 'Seleccionar los 23 que coinciden' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Todos los 23 clientes que coinciden están seleccionados',
    );

    await user.click(screen.getByRole('button', { name: 'Reasignar' }));
    expect(onBulk).toHaveBeenCalledWith(expect.objectContaining({ allMatching: true }));

    // Unticking one row leaves "all that match" and keeps the rest of the page.
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana García 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('9 clientes seleccionados');
    await user.click(screen.getByRole('button', { name: 'Reasignar' }));
    const last = onBulk.mock.calls.at(-1)![0] as { ids: Set<string>; allMatching: boolean };
    expect(last.allMatching).toBe(false);
    expect(last.ids.has('1')).toBe(false);
    expect(last.ids.size).toBe(9);
  });

  it('forgets the selection when the filters change', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerList();
    await screen.findByText('1–10 de 23');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana García 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 cliente seleccionado');

    await router.navigate('/clientes?nombre=ana');
    await screen.findByText('1–4 de 4');
    expect(screen.queryByRole('region', { name: 'Selección' })).not.toBeInTheDocument();
  });

  it("opens a row's actions menu and runs the action", async () => {
    const user = userEvent.setup({ delay: null });
    const onDelete = vi.fn();
    const onOpen = vi.fn();
    renderCustomerList('/clientes', { onDelete, onOpen });
    await screen.findByText('1–10 de 23');

    await user.click(screen.getByRole('button', { name: 'Acciones de Blas Núñez 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));

    await user.click(await screen.findByRole('button', { name: 'Carla Ruiz 10' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 10 }));
  });
});

describe('DataTable on phones', () => {
  it('draws each row as a card with its title, subtitle, chips and fields; selection and actions stay', async () => {
    const user = userEvent.setup({ delay: null });
    const onDelete = vi.fn();
    renderCustomerList('/clientes', { view: 'cards', onDelete });
    const list = await screen.findByRole('list', { name: 'Clientes' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(first).toHaveTextContent('Ana García 1');
    expect(first).toHaveTextContent('Málaga');
    expect(first).toHaveTextContent('Pendiente');
    expect(within(first).getByText('Teléfono').tagName).toBe('DT');
    expect(first).not.toHaveTextContent('cliente1@example.com');

    await user.click(within(first).getByRole('checkbox', { name: 'Seleccionar Ana García 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 cliente seleccionado');
    // The page's box is visible above the cards, so "all that match" is reachable on a phone.
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }),
    );
    expect(screen.getByRole('button', { name: 'Seleccionar los 23 que coinciden' })).toBeVisible();
    await user.click(within(first).getByRole('button', { name: 'Acciones de Ana García 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});
