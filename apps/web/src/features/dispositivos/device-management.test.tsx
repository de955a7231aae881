import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import type { DeviceRow, InstalmentRow } from './api/device-types';

const admin = { user: demoUser(2), tenant: DEMO_DISTRIBUTOR };
const DEVICES = '/api/servicios/terminales/';

const PHONE: DeviceRow = {
  id: 3,
  name: 'Galaxy S25',
  brand: 'Samsung',
  description: null,
  page_url: null,
  seguro: null,
  price: '899.00',
  devices: 12,
  is_active: true,
  operator: 'MASMOVIL',
  created_on: '2026-01-10T09:00:00Z',
  updated_on: '2026-01-10T09:00:00Z',
};

const plan = (id: number, tariff: string, objectId: number): InstalmentRow => ({
  id,
  initial_price: '0.00',
  month_price: '37.46',
  final_price: '899.00',
  months: 24,
  object_id: objectId,
  object_type: 'tariff',
  tariff_name: tariff,
  terminal__id: 3,
  terminal__name: 'Galaxy S25',
  installment_type: 'MONTHLY',
  is_active: true,
  created_on: '2026-01-10T09:00:00Z',
  updated_on: '2026-01-10T09:00:00Z',
});

describe('/devicemanagement', () => {
  it('lists devices 20 per page and shows each device plans per tariff', async () => {
    const { api } = renderApp('/devicemanagement', {
      as: admin,
      handlers: {
        [`GET ${DEVICES}`]: () => json({ results: [PHONE], count: 1, current: 1 }),
        'GET /api/servicios/installments-terminal/3/': () =>
          json([plan(1, 'Fibra 1Gb + Móvil 100GB', 4), plan(2, 'Móvil 50GB', 2)]),
      },
    });
    await screen.findByRole('heading', { name: 'Dispositivos' });
    expect(api.callsTo('GET', DEVICES).at(-1)!.search.get('itemsPerPage')).toBe('20');

    await userEvent.click((await screen.findAllByRole('button', { name: 'Galaxy S25' }))[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Galaxy S25' });
    expect(
      await within(sheet).findByRole('region', { name: 'Tarifa · Móvil 50GB' }),
    ).toBeInTheDocument();
    expect(within(sheet).getAllByText(/24 cuotas de 37,46\s€\/mes/)).toHaveLength(2);
  });

  it("says 'Error al Editar' when a device edit fails", async () => {
    renderApp('/devicemanagement', {
      as: admin,
      handlers: {
        [`GET ${DEVICES}`]: () => json({ results: [PHONE], count: 1, current: 1 }),
        [`PUT ${DEVICES}3/`]: () => json({ price: ['El importe no puede superar 10.000 €'] }, 400),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Galaxy S25' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar terminal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Error al Editar/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByText('El importe no puede superar 10.000 €')).toBeInTheDocument(),
    );
  });

  it('exports the terminals with the table filters and all instalment plans (Manager and above)', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderApp('/devicemanagement?operator=MASMOVIL', {
      as: admin,
      handlers: {
        [`GET ${DEVICES}`]: () => json({ count: 1, results: [PHONE], current: 1 }),
        'GET /api/servicios/export/': () => json({ task_id: 'dev-1' }),
        'GET /api/utils/task-status/dev-1/': () =>
          json({ state: 'PENDING', progress: null, result: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('button', { name: 'Exportar plazos' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/servicios/export/')).toHaveLength(2));
    const [devices, plans] = api.callsTo('GET', '/api/servicios/export/').map((c) => c.search);
    expect(devices!.get('tab')).toBe('terminales');
    expect(devices!.get('operator')).toBe('MASMOVIL');
    expect(devices!.has('itemsPerPage')).toBe(false);
    expect(plans!.get('tab')).toBe('installment');
  });

  it('offers no export to a Comercial', async () => {
    renderApp('/devicemanagement', {
      as: { user: demoUser(4), tenant: DEMO_DISTRIBUTOR },
      handlers: { [`GET ${DEVICES}`]: () => json({ count: 1, results: [PHONE], current: 1 }) },
    });
    expect((await screen.findAllByText('Galaxy S25')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Exportar/ })).not.toBeInTheDocument();
  });
});
