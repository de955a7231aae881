import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCustomerList } from '../../../test/kit-list-harness';

describe('FilterPanel and filter chips', () => {
  it('applies text and multi-select filters from titled sections, and shows them as chips', async () => {
    const user = userEvent.setup({ delay: null });
    const { lastCall, search } = renderCustomerList('/clientes?page=2');
    await screen.findByText('11–20 de 23');

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    // The first section starts open, the others closed.
    expect(within(panel).getByRole('button', { name: 'Contacto' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const sales = within(panel).getByRole('button', { name: 'Ofertas y ventas' });
    expect(sales).toHaveAttribute('aria-expanded', 'false');

    await user.type(within(panel).getByRole('textbox', { name: 'Nombre' }), 'ana');
    await user.click(sales);
    await user.click(within(panel).getByRole('button', { name: /Estado de la oferta/ }));
    const options = await screen.findByRole('listbox', { name: 'Estado de la oferta' });
    await user.click(within(options).getByRole('option', { name: 'Pendiente' }));
    await user.click(within(options).getByRole('option', { name: 'Rechazada' }));
    await user.keyboard('{Escape}');
    // Nothing is asked before "Aplicar".
    expect(lastCall().get('nombre')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(lastCall().get('nombre')).toBe('ana'));
    expect(lastCall().getAll('estadoOferta[]')).toEqual(['1', '3']);
    expect(lastCall().get('page')).toBe('1');
    expect(search().getAll('estadoOferta[]')).toEqual(['1', '3']);
    const chips = screen.getByRole('group', { name: 'Filtros activos' });
    expect(within(chips).getByText(/ana/)).toBeInTheDocument();
    expect(chips).toHaveTextContent('Estado de la oferta: Pendiente, Rechazada');
    expect(screen.getByRole('button', { name: /^Filtros\s*2\s*activos$/ })).toBeInTheDocument();
  });

  it('removes one chip, then clears them all with Limpiar', async () => {
    const user = userEvent.setup({ delay: null });
    const { lastCall, search } = renderCustomerList(
      '/clientes?nombre=ana&estadoOferta[]=1&agendado=true',
    );
    const chips = await screen.findByRole('group', { name: 'Filtros activos' });
    expect(chips).toHaveTextContent('Con seguimiento: Sí');

    await user.click(within(chips).getByRole('button', { name: 'Quitar filtro Nombre: ana' }));
    await waitFor(() => expect(search().has('nombre')).toBe(false));
    expect(search().getAll('estadoOferta[]')).toEqual(['1']);

    await user.click(within(chips).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Filtros activos' })).not.toBeInTheDocument(),
    );
    expect(search().toString()).toBe('');
    await waitFor(() => expect(lastCall().getAll('estadoOferta[]')).toEqual([]));
  });

  it('drops emptied filters instead of sending empty values', async () => {
    const user = userEvent.setup({ delay: null });
    const { lastCall } = renderCustomerList('/clientes?nombre=ana');
    await screen.findByRole('group', { name: 'Filtros activos' });

    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.clear(within(panel).getByRole('textbox', { name: 'Nombre' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Teléfono' }), '   ');
    await user.click(within(panel).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(lastCall().has('nombre')).toBe(false));
    expect(lastCall().has('telefono')).toBe(false);
    expect(screen.queryByRole('group', { name: 'Filtros activos' })).not.toBeInTheDocument();
  });
});
