import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { json, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import { COMERCIALES, ORIGENES, customerFixture } from './test/customer-fixtures';

const BADGES = {
  OFERTA: { value: 'OFERTA', label: 'Oferta', color: 'primary', hex: '#670069', icon: 'file-text' },
  AGENDADO: {
    value: 'AGENDADO',
    label: 'Agendado',
    color: 'info',
    hex: '#0288D1',
    icon: 'calendar-clock',
  },
};

function contact(overrides: Record<string, unknown>) {
  return {
    id: 1,
    tipo: BADGES.AGENDADO,
    estado: null,
    fechaContacto: '2026-11-18T10:00:00.000Z',
    updated_on: '2026-11-18T10:00:00.000Z',
    fecha_venta: null,
    comercial: { id: 14, nombre_completo: 'Carmen Comercial' },
    notas: null,
    resumen: '',
    oferta: null,
    agendado: null,
    no_interesado: null,
    gestion: null,
    ...overrides,
  };
}

/** Newest first, as the API answers (decision 0903). */
const HISTORICO = [
  contact({
    id: 7,
    tipo: { value: 'CONTACTO', label: 'Contacto', color: 'dark', hex: '#333333', icon: 'phone' },
    fechaContacto: '2026-11-21T09:30:00.000Z',
    resumen: 'Confirma que le ha llegado el terminal.',
    notas: 'Confirma que le ha llegado el terminal.',
  }),
  contact({
    id: 5,
    tipo: BADGES.OFERTA,
    fechaContacto: '2026-11-20T09:30:00.000Z',
    estado: { value: 4, label: 'Activada', color: 'success', hex: '#2E7D32', icon: 'circle-check' },
    resumen: 'Oferta YOIGO · 45,90 € · 2 líneas',
  }),
  contact({
    id: 3,
    resumen: 'Agendado para el 25/11/2026, 17:00',
    notas: 'Llamar después de las cuatro',
  }),
];

const HISTORIAL = {
  count: 1,
  current: 1,
  results: [
    {
      id: 70,
      fecha: '2026-11-21T08:15:00.000Z',
      accion: 'modificacion',
      accion_label: 'Modificación',
      titulo: 'Cliente modificado',
      entidad: 'clientes',
      entidad_label: 'Cliente',
      registro_id: 42,
      cuenta: { id: 13, nombre: 'Mario Manager' },
      quien: 'Mario Manager',
      ruta: 'PUT /api/clientes/entradas/:id/',
      cambios: [
        {
          campo: 'email',
          etiqueta: 'Email',
          antes: 'viejo@example.es',
          despues: 'lucia@example.es',
        },
      ],
    },
  ],
};

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/clientes/entradas/42/': () => json(customerFixture()),
    'GET /api/clientes/notascliente/': () =>
      json([
        {
          id: 1,
          nota: 'Interesada en fibra 1 Gb',
          comercial: 14,
          comercial_nombre: 'Carmen Comercial',
          cliente: 42,
          created_on: '2026-11-19T12:00:00.000Z',
        },
      ]),
    'GET /api/atenciones/historico/42': () => json(HISTORICO),
    'GET /api/atenciones/contracts/42': () =>
      json([
        {
          id: 8,
          isp: 'Movistar',
          sfid: 'SF-123',
          package_id: null,
          segment: 'PARTICULAR',
          tariff_category: 'convergent',
          services: ['FIBRA', 'MOVIL'],
          permanence_ending: '2027-03-31',
          dias_permanencia: 128,
          service_state: 'ACTIVO',
          estado_servicio: null,
          details: {},
          fetched_at: '2026-11-01T00:00:00.000Z',
        },
      ]),
    'GET /api/historial/clientes/42/': () => json(HISTORIAL),
    'GET /api/comerciales/': () => json(COMERCIALES),
    'GET /api/utils/model-query/': () => json(ORIGENES),
    'GET /api/utils/localidades-from-cp/': () =>
      json({
        cp: '29005',
        provincia: { codigo: '29', nombre: 'Málaga' },
        localidades: [{ nombre: 'Málaga', municipio_id: '1', origen: 'ine' }],
      }),
    ...extra,
  };
}

const asManager = { user: demoUser(3), tenant: DEMO_DISTRIBUTOR };
const user = () => userEvent.setup({ delay: null });

// The screens these tests open and return to are lazy chunks; transform them once up front so
// the first test's waits measure the screen, not the cold module load (17 s seen on a busy CI).
beforeAll(async () => {
  await Promise.all([
    import('../../app/customer-view-screen'),
    import('../../app/teletrabajo-screen'),
  ]);
}, 120_000);

describe('customer full view (/teletrabajo/clientes/:id)', () => {
  it('shows the header with the state chip and key data, and the data in view mode', async () => {
    renderApp('/teletrabajo/clientes/42', { as: asManager, handlers: handlers() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lucía Fernández Ruiz' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Presentada')).toBeInTheDocument();
    const facts = screen.getByTestId('customer-key-data');
    expect(within(facts).getByText('Carmen Comercial')).toBeInTheDocument();
    expect(within(facts).getByText('29005 Málaga')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/teletrabajo');
    expect(screen.getByText('Calle Larios 5, 29005 Málaga')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('adds a note and lists it (author from the server, never the body)', async () => {
    let notes = [
      {
        id: 1,
        nota: 'Interesada en fibra 1 Gb',
        comercial: 14,
        comercial_nombre: 'Carmen Comercial',
        cliente: 42,
        created_on: '2026-11-19T12:00:00.000Z',
      },
    ];
    const { api } = renderApp('/teletrabajo/clientes/42?seccion=notas', {
      as: asManager,
      handlers: handlers({
        'GET /api/clientes/notascliente/': () => json(notes),
        'POST /api/clientes/notascliente/': (call) => {
          const body = call.body as { nota: string };
          notes = [
            {
              id: 2,
              nota: body.nota,
              comercial: 13,
              comercial_nombre: 'Mario Manager',
              cliente: 42,
              created_on: '2026-11-22T12:00:00.000Z',
            },
            ...notes,
          ];
          return json(notes[0], 201);
        },
      }),
    });
    expect(await screen.findByText('Interesada en fibra 1 Gb')).toBeInTheDocument();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Añadir nota' }));
    expect(await screen.findByText('Escriba la nota')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /Nota/ }), 'Quiere la oferta por email');
    await u.click(screen.getByRole('button', { name: 'Añadir nota' }));
    expect(await screen.findByText('Quiere la oferta por email')).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/clientes/notascliente/');
    expect(post?.body).toEqual({ nota: 'Quiere la oferta por email', cliente: 42 });
    const list = screen.getByRole('list', { name: 'Notas del cliente' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Quiere la oferta por email',
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Mario Manager');
  });

  it('shows the contact history newest first with state chips, and the record history with its changes', async () => {
    renderApp('/teletrabajo/clientes/42?seccion=contactos', {
      as: asManager,
      handlers: handlers(),
    });
    const timeline = await screen.findByRole('region', { name: 'Historial de contactos' });
    const items = within(timeline).getAllByRole('listitem');
    // A contact whose summary is its note has nothing more behind "Ver detalle".
    expect(items[0]).toHaveTextContent('Confirma que le ha llegado el terminal.');
    expect(
      within(items[0] as HTMLElement).queryByRole('button', { name: 'Ver detalle' }),
    ).toBeNull();
    expect(items[1]).toHaveTextContent('Oferta');
    expect(items[1]).toHaveTextContent('Activada');
    expect(items[1]).toHaveTextContent('Oferta YOIGO · 45,90 € · 2 líneas');
    expect(items[2]).toHaveTextContent('Agendado');
    expect(
      within(items[2] as HTMLElement).getByRole('button', { name: 'Ver detalle' }),
    ).toBeInTheDocument();

    const u = user();
    await u.click(screen.getByRole('tab', { name: 'Historial de cambios' }));
    const changes = await screen.findByRole('region', { name: 'Historial de cambios' });
    expect(within(changes).getByText('Cliente modificado')).toBeInTheDocument();
    expect(within(changes).getByText(/Mario Manager/)).toBeInTheDocument();
    await u.click(within(changes).getByRole('button', { name: 'Ver detalle' }));
    expect(within(changes).getByText('viejo@example.es')).toBeVisible();
    expect(within(changes).getByText('lucia@example.es')).toBeVisible();

    await u.click(screen.getByRole('tab', { name: 'Contratos' }));
    const contracts = await screen.findByRole('list', { name: 'Contratos del cliente' });
    expect(within(contracts).getByText('Movistar')).toBeInTheDocument();
    expect(within(contracts).getByText('SF-123')).toBeInTheDocument();
    expect(within(contracts).getByText('FIBRA')).toBeInTheDocument();
    expect(within(contracts).getByText('Convergente')).toBeInTheDocument();
    expect(within(contracts).getByText('31 mar 2027 (quedan 128 días)')).toBeInTheDocument();
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const { api, router } = renderApp('/teletrabajo/clientes/42', {
      as: asManager,
      handlers: handlers({ 'DELETE /api/clientes/entradas/42/': () => json(null, 204) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Lucía Fernández Ruiz' });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen
      .findByRole('alertdialog', { name: 'Eliminar cliente' })
      .catch(() => screen.findByRole('dialog', { name: 'Eliminar cliente' }));
    await u.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teletrabajo'));
    expect(await screen.findByText(/Eliminado correctamente/)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/clientes/entradas/42/')).toHaveLength(1);
  });

  it('says the customer was not found for an id the caller cannot see (404)', async () => {
    renderApp('/teletrabajo/clientes/99', { as: asManager, handlers: handlers() });
    expect(await screen.findByText('No se ha encontrado al cliente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a clientes' })).toHaveAttribute(
      'href',
      '/teletrabajo',
    );
  });

  it('opens the edit form from "Editar"', async () => {
    renderApp('/teletrabajo/clientes/42', { as: asManager, handlers: handlers() });
    await screen.findByRole('heading', { level: 1, name: 'Lucía Fernández Ruiz' });
    await user().click(screen.getAllByRole('button', { name: 'Editar' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {
      name: 'Editar cliente: Lucía Fernández Ruiz',
    });
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveValue(
      'Lucía Fernández Ruiz',
    );
  });

  it('lets a Comercial edit the customer but not hand it to another commercial', async () => {
    renderApp('/teletrabajo/clientes/42', {
      as: { user: demoUser(4), tenant: DEMO_DISTRIBUTOR },
      handlers: handlers(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Lucía Fernández Ruiz' });
    await user().click(screen.getAllByRole('button', { name: 'Editar' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {
      name: 'Editar cliente: Lucía Fernández Ruiz',
    });
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /^Comercial/ })).toBeDisabled();
    expect(
      within(dialog).getByText('Los clientes que guarda quedan asignados a usted'),
    ).toBeInTheDocument();
  });
});
