import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithQueryClient } from '../../../test/render';
import { MultiIdControl, NumberControl, SelectControl, SwitchControl } from './controlled-fields';
import { FormDialog } from './FormDialog';

const schema = z.object({
  operator: z.string().min(1, { error: 'Seleccione el operador' }),
  price: z.number({ error: 'Importe no válido' }),
  promotions: z.array(z.number()),
  is_active: z.boolean(),
});

describe('controlled fields', () => {
  it('tie Select, NumberField, Combobox and Switch to a FormDialog form', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(
      <FormDialog
        open
        onOpenChange={() => {}}
        mode="create"
        title="Nuevo"
        schema={schema}
        defaultValues={{
          operator: '',
          price: null as unknown as number,
          promotions: [],
          is_active: true,
        }}
        onSubmit={onSubmit}
      >
        {(form) => (
          <>
            <SelectControl
              control={form.control}
              name="operator"
              label="Operador"
              required
              options={[{ value: 'YOIGO', label: 'Yoigo' }]}
            />
            <NumberControl control={form.control} name="price" label="Precio" suffix="€" />
            <MultiIdControl
              control={form.control}
              name="promotions"
              label="Promociones"
              options={[{ value: 31, label: 'Tres meses' }]}
            />
            <SwitchControl control={form.control} name="is_active" label="Activo" />
          </>
        )}
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Seleccione el operador')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: /Operador/ }));
    await user.click(await screen.findByRole('option', { name: 'Yoigo' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Precio' }), '12,5');
    await user.click(within(dialog).getByRole('button', { name: /Promociones/ }));
    await user.click(await screen.findByRole('option', { name: 'Tres meses' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('switch', { name: 'Activo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      operator: 'YOIGO',
      price: 12.5,
      promotions: [31],
      is_active: false,
    });
  });
});
