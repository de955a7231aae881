import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { renderWithQueryClient } from '../../test/render';
import { paged, tariffRow } from './catalogo-fixtures';
import { TariffDialog } from './components/TariffDialog';

const CONVERGENT = tariffRow(4, {
  name: 'Fibra 1Gb + Móvil 100GB',
  category: 'convergent',
  price_value: '48.00',
  promotions: [31],
  svas: [],
  mobile_line_info: {
    mobile_line_data: { unit: 'GB', amount: 100 },
    mobile_line_voice: { unit: 'min', amount: null },
  },
} as never);

function options() {
  return {
    'GET /api/servicios/promociones/': () => json(paged([{ id: 31, name: 'Descuento 3 meses' }])),
    'GET /api/servicios/sva/': () => json(paged([{ id: 41, name: 'Seguridad Plus' }])),
    'GET /api/servicios/adicionales/': () => json(paged([{ id: 51, name: 'Línea extra 10GB' }])),
    'GET /api/servicios/pricehistory/': () =>
      json(
        paged([
          {
            id: 1,
            price: '45.00',
            object_id: 4,
            content_type: 'tariff',
            is_active: true,
            valid_from: '2026-01-01',
          },
          {
            id: 2,
            price: '48.00',
            object_id: 4,
            content_type: 'tariff',
            is_active: true,
            valid_from: '2026-06-01',
          },
          {
            id: 3,
            price: '50.00',
            object_id: 4,
            content_type: 'tariff',
            is_active: true,
            valid_from: '2099-01-01',
          },
        ]),
      ),
  };
}

describe('tariff dialog', () => {
  it('shows the sections of a convergent tariff, its VAT per location and its price timeline', async () => {
    fakeApi(options());
    renderWithQueryClient(
      <TariffDialog open onOpenChange={() => {}} formType="edit" row={CONVERGENT} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarifa' });
    expect(within(dialog).getByRole('region', { name: 'Línea fija' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Línea móvil' })).toBeInTheDocument();
    // 48 € × 1.21 in the Peninsula, × 1.07 in the Canary Islands.
    const preview = within(dialog).getByRole('region', { name: 'Precio con impuestos' });
    expect(preview).toHaveTextContent(/58,08\s€/);
    expect(preview).toHaveTextContent(/51,36\s€/);
    expect(await within(dialog).findByText('Programado')).toBeInTheDocument();
    expect(within(dialog).getByText(/50,00\s€/)).toBeInTheDocument();
  });

  it('sends only the line data the category carries, with its units', async () => {
    const api = fakeApi({
      ...options(),
      'PUT /api/servicios/tarifas/1/': () => json(tariffRow(1)),
    });
    const onOpenChange = (open: boolean) => void open;
    renderWithQueryClient(
      <TariffDialog
        open
        onOpenChange={onOpenChange}
        formType="edit"
        row={tariffRow(1, { category: 'fixed_line' })}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarifa' });
    expect(within(dialog).getByRole('region', { name: 'Línea fija' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Línea móvil' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/servicios/tarifas/1/')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/servicios/tarifas/1/')[0]!.body as Record<
      string,
      unknown
    >;
    expect(body['mobile_line_info']).toBeUndefined();
    expect(body['fixed_line_info']).toMatchObject({
      type: 'FIBRA',
      download_speed: { unit: 'Mb', amount: 300 },
    });
    expect(body['price_value']).toBe('30.00');
  });

  it("says 'Error al añadir tarifa' when the server refuses a new tariff", async () => {
    fakeApi({
      ...options(),
      'POST /api/servicios/tarifas/': () =>
        json({ name: ['Ya existe una tarifa con este nombre'] }, 400),
    });
    const user = userEvent.setup();
    renderWithQueryClient(
      <>
        <Toaster />
        <TariffDialog open onOpenChange={() => {}} formType="add" />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tarifa' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Fibra 600Mb');
    for (const [field, option] of [
      ['Operador', 'Yoigo'],
      ['Segmento', 'Particular'],
      ['Categoría', 'Fijo'],
    ] as const) {
      await user.click(within(dialog).getByRole('combobox', { name: new RegExp(field) }));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.type(within(dialog).getByRole('textbox', { name: /Precio sin impuestos/ }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: /Velocidad de bajada/ }), '600');
    await user.type(within(dialog).getByRole('textbox', { name: /Velocidad de subida/ }), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText(/Error al añadir tarifa/)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Ya existe una tarifa con este nombre'),
    ).toBeInTheDocument();
  });
});
