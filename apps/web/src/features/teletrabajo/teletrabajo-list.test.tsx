import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import { seriousAxeViolations } from '../../test/axe';
import { CUSTOMERS_LIST_PATH } from './api/customers-list';
import { screenHandlers, serveFakeCustomers, type ServeOptions } from './test/fake-customers';

function open(
  path = '/teletrabajo',
  role: 1 | 2 | 3 | 4 = 3,
  extra: Record<string, Handler> = {},
  serve: ServeOptions = {},
) {
  const app = renderApp(path, {
    as: { user: demoUser(role), tenant: DEMO_DISTRIBUTOR },
    handlers: {
      [`GET ${CUSTOMERS_LIST_PATH}`]: serveFakeCustomers(serve),
      ...screenHandlers(),
      ...extra,
    },
  });
  const lastList = () => app.api.callsTo('GET', CUSTOMERS_LIST_PATH).at(-1)!.search;
  const url = () => new URLSearchParams(app.router.state.location.search);
  return { ...app, lastList, url };
}

describe('/teletrabajo customer table', () => {
  it('lists the customers with their commercial, last atención and the count', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Teletrabajo', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1–25 de 30')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: 'Ana García 1' })).toBeInTheDocument();
    expect(within(table).getAllByText('Por asignar').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Sin atenciones').length).toBeGreaterThan(0);
  });

  it('filters by two fields from the grouped panel and shows them as chips', async () => {
    const user = userEvent.setup({ delay: null });
    const { lastList, url } = open();
    await screen.findByText('1–25 de 30');

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    for (const title of ['Contacto', 'Comercial', 'Ofertas y ventas', 'Seguimientos', 'Contratos'])
      expect(within(panel).getByRole('button', { name: title })).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Nombre' }), 'ana');
    await user.click(within(panel).getByRole('button', { name: 'Comercial' }));
    await user.click(within(panel).getByRole('button', { name: /^Comercial/, expanded: false }));
    const choices = await screen.findByRole('listbox', { name: 'Comercial' });
    await user.click(within(choices).getByRole('option', { name: 'Por asignar' }));
    await user.click(within(panel).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(lastList().get('comercial')).toBe('null'));
    expect(lastList().get('nombre')).toBe('ana');
    expect(url().get('comercial')).toBe('null');
    const chips = screen.getByRole('group', { name: 'Filtros activos' });
    expect(chips).toHaveTextContent('Nombre: ana');
    expect(chips).toHaveTextContent('Comercial: Por asignar');
    await user.click(within(chips).getByRole('button', { name: 'Limpiar' }));
    expect(await screen.findByText('1–25 de 30')).toBeInTheDocument();
    expect(url().toString()).toBe('');
  });

  it('sends the top-bar search as `search`, keeps it in the URL, and clears it with its chip', async () => {
    const user = userEvent.setup({ delay: null });
    const { lastList, url } = open();
    await screen.findByText('1–25 de 30');
    const box = screen.getByRole('searchbox', { name: 'Buscar' });

    await user.type(box, 'Darío');
    await waitFor(() => expect(lastList().get('search')).toBe('Darío'));
    expect(url().get('search')).toBe('Darío');
    expect(await screen.findByText('1–5 de 5')).toBeInTheDocument();

    const chips = screen.getByRole('group', { name: 'Filtros activos' });
    await user.click(within(chips).getByRole('button', { name: 'Quitar filtro Búsqueda: Darío' }));
    await waitFor(() => expect(box).toHaveValue(''));
    // Back to the unfiltered list (served from the query cache).
    expect(await screen.findByText('1–25 de 30')).toBeInTheDocument();
    expect(url().has('search')).toBe(false);
  });

  it('arrives with ?search= in the field, without resetting the page', async () => {
    const { url } = open('/teletrabajo?search=a&page=2');
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toHaveValue('a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(url().get('page')).toBe('2');
  });

  it('pages and sorts on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { lastList, url } = open();
    await screen.findByText('1–25 de 30');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('26–30 de 30')).toBeInTheDocument();
    expect(lastList().get('page')).toBe('2');

    const header = screen.getByRole('columnheader', { name: /Localidad/ });
    await user.click(within(header).getByRole('button', { name: /Localidad/ }));
    await waitFor(() => expect(lastList().get('ordering')).toBe('localidad'));
    expect(lastList().get('page')).toBe('1');
    expect(url().get('ordering')).toBe('localidad');
  });

  it("goes back to page 1 on 'Página inválida.' and words an estimated count with ≈", async () => {
    const { url } = open('/teletrabajo?page=9', 3, {}, { estimated: true });
    expect(await screen.findByText('1–25 de ≈ 30')).toBeInTheDocument();
    expect(url().has('page')).toBe(false);
  });

  it('shows a big estimated count as an estimate: "≈ 99.600", no last page, "all that match" too', async () => {
    // What the API answers for a whole scale tenant (decision 1112: rounded planner estimate).
    const user = userEvent.setup({ delay: null });
    open('/teletrabajo', 3, {}, { estimated: true, count: 99_600 });
    expect(await screen.findByText('1–25 de ≈ 99.600')).toBeInTheDocument();
    const paging = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(paging).getByText('Página 1')).toBeInTheDocument();
    expect(within(paging).queryByRole('button', { name: 'Última página' })).toBeNull();
    expect(within(paging).getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Seleccionar los ≈ 99.600 que coinciden' }),
    ).toBeInTheDocument();
  });

  it('opens the customer full view on a row click', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Ana García 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teletrabajo/clientes/1'));
  });

  it("opens the customer form in create mode from 'Nuevo cliente'", async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveValue('');
  });

  it('exports with the current filters (no paging)', async () => {
    const user = userEvent.setup({ delay: null });
    const exportPath = '/api/clientes/teletrabajo/download-xlsx-teletrabajo/';
    const { api } = open('/teletrabajo?nombre=ana&estadoOferta[]=2', 3, {
      [`GET ${exportPath}`]: () => json({ task_id: 't-1' }),
      'GET /api/utils/task-status/t-1/': () =>
        json({ state: 'PROGRESS', progress: { done: 5, total: 10 }, result: null }),
    });
    await screen.findByRole('group', { name: 'Filtros activos' });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Progreso de la exportación' }),
    ).toBeInTheDocument();
    const call = api.callsTo('GET', exportPath)[0]!.search;
    expect(call.get('nombre')).toBe('ana');
    expect(call.getAll('estadoOferta[]')).toEqual(['2']);
    expect(call.has('itemsPerPage')).toBe(false);
    expect(await screen.findByText('5 de 10 filas')).toBeInTheDocument();
  });

  it('has no serious or critical axe violations', async () => {
    open();
    await screen.findByText('1–25 de 30');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
