import { buildOpciones } from '@kiwi/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { renderWithQueryClient } from '../../test/render';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import { OPCIONES_PATH, opcionesQueryOptions, useOpciones } from './api/opciones';

const OPCIONES = buildOpciones();

/** Lets dynamic imports and fetches that were started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function startUpServer(opciones: Handler = () => json(OPCIONES)): Record<string, Handler> {
  return {
    [`GET ${OPCIONES_PATH}`]: opciones,
    'GET /api/cuentas/check-invalid-punch-in/': () => json({ has_invalid_punch: false, dates: [] }),
    'GET /api/clientes/agendados/': () => json([]),
  };
}

function VatLocations() {
  const opciones = useOpciones();
  if (opciones.isError) return <p>Error</p>;
  if (!opciones.data) return <p>Cargando</p>;
  return (
    <ul>
      {opciones.data.vatLocations.map((location) => (
        <li key={location.value}>{location.label}</li>
      ))}
    </ul>
  );
}

describe('option lists at start-up', () => {
  it('are not asked for on the login page', async () => {
    const { api } = renderApp('/login', { handlers: startUpServer() });
    expect(await screen.findByLabelText('Usuario')).toBeInTheDocument();
    await settle();
    expect(api.callsTo('GET', OPCIONES_PATH)).toHaveLength(0);
  });

  it('are prefetched after login, and the screens then read them from the query cache', async () => {
    const user = demoUser(4);
    const { api, client } = renderApp('/login', {
      handlers: {
        ...startUpServer(),
        'POST /api/token/': () => json({ access: 'new-access', refresh: 'new-refresh' }),
        'GET /api/cuentas/detalle/': () => json(user),
        'GET /api/distribuidores/get-distribuidor-info/': () => json(DEMO_DISTRIBUTOR),
      },
    });
    const typist = userEvent.setup();
    await typist.type(await screen.findByLabelText('Usuario'), user.username);
    await typist.type(screen.getByLabelText('Contraseña'), 'Kiwi-Demo-2026!');
    await typist.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Teletrabajo' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', OPCIONES_PATH)).toHaveLength(1));

    expect(await client.fetchQuery(opcionesQueryOptions())).toEqual(OPCIONES);
    expect(await client.fetchQuery(opcionesQueryOptions())).toEqual(OPCIONES);
    expect(api.callsTo('GET', OPCIONES_PATH)).toHaveLength(1);
  });

  it('are prefetched for a session restored from storage without holding up its first screen', async () => {
    const { api } = renderApp('/teletrabajo', {
      as: { user: demoUser(2), tenant: DEMO_DISTRIBUTOR },
      // Never answers: the first screen must not wait for it.
      handlers: startUpServer(() => new Promise<Response>(() => undefined)),
    });
    expect(await screen.findByRole('heading', { name: 'Teletrabajo' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', OPCIONES_PATH)).toHaveLength(1));
  });

  it('only log a failed prefetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = renderApp('/teletrabajo', {
      as: { user: demoUser(2), tenant: DEMO_DISTRIBUTOR },
      handlers: startUpServer(() => json({ detail: 'Error' }, 500)),
    });
    expect(await screen.findByRole('heading', { name: 'Teletrabajo' })).toBeInTheDocument();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'No se han podido cargar las listas de opciones',
        expect.anything(),
      ),
    );
    expect(api.callsTo('GET', OPCIONES_PATH)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Teletrabajo' })).toBeInTheDocument();
  });
});

describe('useOpciones', () => {
  it('gives a screen the lists', async () => {
    const api = fakeApi(startUpServer());
    renderWithQueryClient(<VatLocations />);
    expect(await screen.findByText('Península')).toBeInTheDocument();
    expect(api.callsTo('GET', OPCIONES_PATH)).toHaveLength(1);
  });

  it('refuses an answer that is not the option lists', async () => {
    fakeApi(startUpServer(() => json({ vatLocations: 'Península' })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <VatLocations />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });
});
