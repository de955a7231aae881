import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, login } from '../support/app';
import { seriousAxeViolations } from '../support/axe';
import { DESKTOP, PHONE, openPage } from '../support/browser';
import { ARTIFACTS_DIR } from '../support/context';
import { madridDayFromToday, pageApi } from '../support/page-api';
import { browserSuite } from '../support/suite';

/**
 * Follow-ups, outcomes and the pipeline in Chromium with the demo users: schedule from the
 * customer view and see it in Próximos agendados, no-interest, the bell with the overdue
 * demo follow-ups, the agenda, a status change to Activada making the customer CLIENTE,
 * a package state with an order id; axe-core and screenshots at 1440 and 390 px.
 */
const baseUrl = inject('baseUrl');
const SHOTS = process.env.E2E_SHOTS_DIR ?? join(ARTIFACTS_DIR, 'atenciones');
const suite = browserSuite(SHOTS);

const api = pageApi;
const shot = suite.shot;
const tomorrow = () => madridDayFromToday(1);

describe('atenciones', () => {
  it('schedules a follow-up from the customer view and sees it in Próximos agendados and in the agenda', async () => {
    const { context, page } = await openPage(suite.browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.comercial);
    const list = await api<{ results: { id: number; nombre: string }[] }>(
      page,
      'GET',
      '/api/clientes/entradas/?itemsPerPage=5',
    );
    const customer = list.results[4]!;
    await page.goto(`/teletrabajo/clientes/${customer.id}`);
    await page.getByRole('button', { name: 'Agendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendar llamada' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Fecha y hora: fecha/ }).click();
    await page.locator(`[data-day="${tomorrow()}"] button`).click();
    await dialog.getByRole('textbox', { name: 'Notas' }).fill('Llamar para cerrar la portabilidad');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'agendar-1440', false);
    await dialog.getByRole('button', { name: 'Agendar' }).click();
    await page
      .getByText(/Agendado Correctamente!/)
      .first()
      .waitFor();

    await page.goto('/teletrabajo/agenda');
    const upcoming = page.getByTestId('proximos-agendados');
    await upcoming.getByRole('link', { name: customer.nombre }).first().waitFor();
    await upcoming.getByText('Vencidos').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'proximos-1440');

    // And in the agenda's day view, on tomorrow's page.
    await page.getByRole('tab', { name: 'Día' }).click();
    await page.getByRole('button', { name: 'Día siguiente' }).click();
    await page.getByRole('tabpanel', { name: 'Día' }).getByText(customer.nombre).first().waitFor();
    await shot(page, 'agenda-dia-1440');

    // The bell counts the overdue demo follow-ups.
    const bell = page.getByTestId('reminder-bell');
    await expect.poll(async () => bell.getAttribute('aria-label')).toMatch(/Recordatorios: \d+/);
    await bell.click();
    await page
      .getByRole('dialog', { name: 'Recordatorios de agendados' })
      .getByText('Vencidos')
      .waitFor();
    await shot(page, 'campana-1440', false);
    await context.close();
  });

  it('records a no-interest outcome from the customer view', async () => {
    const { context, page } = await openPage(suite.browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.comercial);
    const list = await api<{ results: { id: number }[] }>(
      page,
      'GET',
      '/api/clientes/entradas/?itemsPerPage=8',
    );
    await page.goto(`/teletrabajo/clientes/${list.results[7]!.id}`);
    await page.getByRole('button', { name: 'No interesado' }).click();
    const dialog = page.getByRole('dialog', { name: 'No interesado' });
    await dialog.getByRole('combobox', { name: /Razón/ }).click();
    await page.getByRole('option', { name: 'Precio' }).click();
    await dialog.getByRole('combobox', { name: /Tipo de llamada/ }).click();
    await page.getByRole('option', { name: 'Saliente' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText(/No interesado añadido correctamente!/)
      .first()
      .waitFor();
    await context.close();
  });

  it('a Manager activates an offer (customer becomes CLIENTE) and sets a package order id', async () => {
    const { context, page } = await openPage(suite.browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.manager);
    const offers = await api<{
      results: { id: number; cliente: { id: number }; oferta: { id: number } }[];
    }>(page, 'GET', '/api/atenciones/?estado[]=2&itemsPerPage=1');
    const offer = offers.results[0]!;
    await page.goto('/teletrabajo/ofertas?ofertas.estado[]=2');
    await page.getByRole('heading', { name: 'Ofertas y gestiones' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'ofertas-1440');
    const updated = await api<{ estado: number }>(page, 'PUT', `/api/atenciones/${offer.id}/`, {
      estado: 4,
    });
    expect(updated.estado).toBe(4);
    const customer = await api<{ estadoCliente?: string; estado_cliente?: string }>(
      page,
      'GET',
      `/api/clientes/entradas/${offer.cliente.id}/`,
    );
    expect(customer.estadoCliente ?? customer.estado_cliente).toBe('CLIENTE');
    const pkgs = await api<{ results: { id: number }[] }>(
      page,
      'GET',
      `/api/atenciones/paquete/?oferta=${offer.oferta.id}`,
    );
    const answer = await api<{ estado: string }>(
      page,
      'PUT',
      `/api/atenciones/paquete/${pkgs.results[0]!.id}/`,
      {
        estado: 'ACTIVO',
        order_id: `E2E-${Date.now()}`,
      },
    );
    expect(answer).toEqual({ estado: 'ACTIVO' });

    await page.goto('/teletrabajo/agenda');
    await page.getByRole('tab', { name: 'Semana' }).click();
    await shot(page, 'agenda-semana-manager-1440');
    await context.close();
  });

  it('phone screenshots', async () => {
    const { context, page } = await openPage(suite.browser, baseUrl, PHONE);
    await login(page, DEMO_USERS.comercial);
    await page.goto('/teletrabajo/agenda');
    await page.getByTestId('proximos-agendados').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'proximos-390');
    await page.goto('/teletrabajo/ofertas');
    await page.getByRole('heading', { name: 'Ofertas y gestiones' }).waitFor();
    await shot(page, 'ofertas-390');
    await context.close();
  });
});
