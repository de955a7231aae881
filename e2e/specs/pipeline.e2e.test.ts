import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, login } from '../support/app';
import { seriousAxeViolations } from '../support/axe';
import { DESKTOP, PHONE, openPage } from '../support/browser';
import { ARTIFACTS_DIR } from '../support/context';
import { madridDayFromToday, pageApi } from '../support/page-api';
import { browserSuite } from '../support/suite';

/**
 * Issue 9, the flows atenciones.e2e.test.ts leaves out: a Manager moves a commercial's
 * follow-ups to another from the agenda, a procedure recorded from the customer view, an
 * overdue follow-up in the bell, a package's additional info; axe-core on the agenda, the
 * ofertas/gestiones lists and the new dialog at 1440 and 390 px.
 */
const baseUrl = inject('baseUrl');
const SHOTS = process.env.E2E_SHOTS_DIR ?? join(ARTIFACTS_DIR, 'pipeline');
const suite = browserSuite(SHOTS);

const shot = suite.shot;

interface Agendado {
  id: number;
  cliente: { id: number; nombre: string };
  comercial: { id: number; nombre_completo: string } | null;
}
interface Paquete {
  id: number;
  oferta: number;
  atencion: number | null;
  cliente: { id: number; nombre: string };
  tarifa: { nombre: string } | null;
  tipoLinea: string;
  additional_info: number | null;
}

/** Monday … Sunday (Madrid) of the current week, as the agenda's Semana tab shows it. */
function currentWeek(): [string, string] {
  const today = madridDayFromToday();
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return [madridDayFromToday(-weekday), madridDayFromToday(6 - weekday)];
}

async function weekOf(page: Page, comercial: number): Promise<Agendado[]> {
  const [from, to] = currentWeek();
  const answer = await pageApi<{ results: Agendado[] }>(
    page,
    'GET',
    `/api/atenciones/agendado/?range[]=${from}&range[]=${to}&comercial=${comercial}`,
  );
  return answer.results;
}

async function pickCommercial(page: Page, name: string) {
  await page.getByRole('combobox', { name: /^Comercial/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

describe('agenda and pipeline', () => {
  it('a Manager moves a commercial’s follow-ups of the week to another; both agendas show it', async () => {
    const { context, page } = await openPage(suite.browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.manager);
    const [from, to] = currentWeek();
    const team = await pageApi<{ results: Agendado[] }>(
      page,
      'GET',
      `/api/atenciones/agendado/?range[]=${from}&range[]=${to}`,
    );
    const me = await pageApi<{ id: number }>(page, 'GET', '/api/cuentas/detalle/');
    const commercials = await pageApi<{ id: number | null; nombre?: string; estado?: string }[]>(
      page,
      'GET',
      '/api/comerciales/',
    );
    const nameOf = (id: number) => commercials.find((c) => c.id === id)?.nombre ?? '';
    // comercial@kiwi.demo keeps their agenda: other specs read it (bell, welcome message).
    const comercialDemo = await fetch(`${baseUrl}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_USERS.comercial, password: 'Kiwi-Demo-2026!' }),
    })
      .then((r) => r.json() as Promise<{ access: string }>)
      .then((t) =>
        fetch(`${baseUrl}/api/cuentas/detalle/`, {
          headers: { authorization: `Bearer ${t.access}` },
        }),
      )
      .then((r) => r.json() as Promise<{ id: number }>);
    const perCommercial = new Map<number, number>();
    for (const item of team.results)
      if (item.comercial && item.comercial.id !== comercialDemo.id && item.comercial.id !== me.id)
        perCommercial.set(item.comercial.id, (perCommercial.get(item.comercial.id) ?? 0) + 1);
    const [origin] = [...perCommercial.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    expect(origin, 'a commercial with follow-ups this week').toBeDefined();
    const destination = commercials.find(
      (c) =>
        c.id !== null &&
        c.estado === 'ALTA' &&
        ![origin, comercialDemo.id, me.id].includes(c.id) &&
        !perCommercial.has(c.id),
    )!.id!;
    const moving = await weekOf(page, origin!);

    await page.goto('/teletrabajo/agenda');
    await pickCommercial(page, nameOf(origin!));
    await page.getByRole('tab', { name: 'Semana' }).click();
    await page.getByRole('link', { name: moving[0]!.cliente.nombre }).first().waitFor();
    await page.getByRole('button', { name: 'Mover agendados' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Mover agendados' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: /Mover a/ }).click();
    await page.getByRole('option', { name: nameOf(destination), exact: true }).click();
    const n = moving.length;
    await expect
      .poll(() => dialog.textContent())
      .toContain(
        `Se moverán ${n} ${n === 1 ? 'agendado pendiente' : 'agendados pendientes'} (semana del`,
      );
    expect(await dialog.textContent()).toContain(`de ${nameOf(origin!)} a ${nameOf(destination)}.`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'mover-agendados-1440', false);
    await dialog.getByRole('button', { name: 'Mover' }).click();
    await page.getByText(`Agendados movidos correctamente! (${n})`).first().waitFor();

    // The origin's week is empty now; the destination's holds every moved follow-up.
    await page.getByText('Sin agendados').waitFor();
    expect(await weekOf(page, origin!)).toEqual([]);
    await pickCommercial(page, nameOf(destination));
    for (const item of moving)
      await page.getByRole('link', { name: item.cliente.nombre }).first().waitFor();
    const destinationIds = (await weekOf(page, destination)).map((a) => a.id);
    expect(destinationIds).toEqual(expect.arrayContaining(moving.map((a) => a.id)));
    await shot(page, 'agenda-semana-destino-1440');
    await context.close();
  });

  it('records a procedure (Gestión) from the customer view: timeline and Gestiones list', async () => {
    const { context, page } = await openPage(suite.browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.comercial);
    const list = await pageApi<{ results: { id: number; nombre: string }[] }>(
      page,
      'GET',
      '/api/clientes/entradas/?itemsPerPage=3',
    );
    const customer = list.results[2]!;
    await page.goto(`/teletrabajo/clientes/${customer.id}?seccion=contactos`);
    await page.getByRole('button', { name: 'Gestión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar gestión' });
    await dialog.getByRole('combobox', { name: /Gestión/ }).click();
    const option = page.getByRole('option').first();
    const procedure = (await option.textContent())!.trim();
    await option.click();
    await dialog.getByRole('textbox', { name: 'Notas' }).fill('Revisada la cobertura (e2e)');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await page
      .getByText(/Gestión Registrada Correctamente!/)
      .first()
      .waitFor();
    // The contact history shows it at once, newest first.
    const timeline = page.getByRole('region', { name: 'Historial de contactos' });
    await timeline.getByText(`Gestión: ${procedure}`).first().waitFor();

    await page.goto('/teletrabajo/ofertas');
    await page.getByRole('tab', { name: 'Gestiones' }).click();
    const table = page.getByRole('region', { name: 'Gestiones' });
    const first = table.getByRole('row').nth(1);
    await expect.poll(() => first.textContent()).toContain(customer.nombre);
    expect(await first.textContent()).toContain('Revisada la cobertura (e2e)');
    await context.close();
  });

  it('an overdue follow-up shows in the bell, marked', async () => {
    const { context, page } = await openPage(suite.browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.comercial);
    const bellAnswer = await pageApi<{ vencidos: Agendado[]; count: number }>(
      page,
      'GET',
      '/api/atenciones/recordatorios/',
    );
    const overdue = bellAnswer.vencidos[0];
    expect(overdue, 'the demo leaves overdue follow-ups from yesterday').toBeDefined();
    const bell = page.getByTestId('reminder-bell');
    await expect
      .poll(() => bell.getAttribute('aria-label'))
      .toBe(`Recordatorios: ${bellAnswer.count}`);
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Recordatorios de agendados' });
    const row = popover.getByRole('listitem').filter({ hasText: overdue!.cliente.nombre });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('Vencido');
    await shot(page, 'campana-vencido-1440', false);
    await context.close();
  });

  it('fills the additional info of a package from the Ofertas packages (1440 and 390 px)', async () => {
    const { context, page } = await openPage(suite.browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.manager);
    const pkgs = await pageApi<{ results: Paquete[] }>(
      page,
      'GET',
      '/api/atenciones/paquete/?estado[]=SIN_ESTADO&itemsPerPage=50',
    );
    const pkg = pkgs.results.find((p) => p.additional_info === null && p.atencion !== null)!;
    // Touching its atención brings the offer to the top of the list (most recently updated).
    await pageApi(page, 'PUT', `/api/atenciones/${pkg.atencion}/`, {
      notas: 'Faltan los datos de la portabilidad (e2e)',
    });
    const name = pkg.tarifa?.nombre ?? pkg.tipoLinea;

    const openInfo = async (p: Page) => {
      await p.goto('/teletrabajo/ofertas');
      await p
        .getByRole('button', { name: `Acciones de ${pkg.cliente.nombre}` })
        .first()
        .click();
      await p.getByRole('menuitem', { name: 'Paquetes' }).click();
      const sheet = p.getByRole('dialog', { name: 'Paquetes' });
      const item = sheet.getByRole('listitem', { name: `Paquete ${name}` }).first();
      await item.getByRole('button', { name: 'Información adicional' }).click();
      const dialog = p.getByRole('dialog', { name: 'Información adicional' });
      await dialog.waitFor();
      return { sheet, item, dialog };
    };

    const { item, dialog } = await openInfo(page);
    await dialog.getByRole('switch', { name: /Portabilidad/ }).click();
    await dialog.getByRole('textbox', { name: /Operador donante/ }).fill('Movistar');
    await dialog.getByRole('textbox', { name: /Número a portar/ }).fill('612 345 678');
    await dialog.getByRole('textbox', { name: /ICC de la SIM/ }).fill('8934 0412 3456 7890 123');
    await dialog.getByRole('textbox', { name: /^IBAN/ }).fill('ES00 1234');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('IBAN no válido').waitFor();
    await dialog.getByRole('textbox', { name: /^IBAN/ }).fill('ES91 2100 0418 4502 0005 1332');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'informacion-adicional-1440', false);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText(/Información adicional guardada correctamente/)
      .first()
      .waitFor();
    await item.getByText('Con información adicional').waitFor();
    const saved = await pageApi<{ results: Paquete[] }>(
      page,
      'GET',
      `/api/atenciones/paquete/?oferta=${pkg.oferta}`,
    );
    const infoId = saved.results.find((p) => p.id === pkg.id)!.additional_info!;
    expect(await pageApi(page, 'GET', `/api/atenciones/additionalinfo/${infoId}/`)).toMatchObject({
      paquete: pkg.id,
      portabilidad: true,
      operador_donante: 'Movistar',
      telefono_portado: '612345678',
      icc: '8934041234567890123',
      iban: 'ES9121000418450200051332',
    });
    await context.close();

    // On a phone: the same dialog, now an edit of what was saved.
    const phone = await openPage(suite.browser, baseUrl, PHONE);
    await login(phone.page, DEMO_USERS.manager);
    const opened = await openInfo(phone.page);
    expect(
      await opened.dialog.getByRole('textbox', { name: /Operador donante/ }).inputValue(),
    ).toBe('Movistar');
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'informacion-adicional-390', false);
    await phone.context.close();
  });

  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`agenda, ofertas and gestiones have no serious axe violations at ${size} px`, async () => {
      const { context, page } = await openPage(suite.browser, baseUrl, viewport);
      await login(page, DEMO_USERS.manager);
      await page.goto('/teletrabajo/agenda');
      await page.getByTestId('proximos-agendados').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `agenda-proximos-manager-${size}`);
      await page.getByRole('combobox', { name: /^Comercial/ }).click();
      await page.getByRole('option', { name: 'Todo el equipo' }).click();
      for (const tab of ['Día', 'Semana']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('button', { name: /anterior$/ }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page), tab).toEqual([]);
        await shot(page, `agenda-${tab === 'Día' ? 'dia' : 'semana'}-equipo-${size}`);
      }
      await page.goto('/teletrabajo/ofertas');
      await page.getByRole('heading', { name: 'Ofertas y gestiones' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Phones: the first screen of the cards (a whole page of cards is a 12 000 px image).
      await shot(page, `ofertas-manager-${size}`, size === '1440');
      await page.getByRole('tab', { name: 'Gestiones' }).click();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `gestiones-manager-${size}`, size === '1440');
      await page.getByRole('tab', { name: 'Ofertas' }).click();
      await page
        .getByRole('button', { name: /^Acciones de / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Paquetes' }).click();
      await page.getByRole('dialog', { name: 'Paquetes' }).getByRole('listitem').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `paquetes-${size}`, false);
      await context.close();
    });

    it(`the customer view's Agendar, No interesado and Gestión dialogs at ${size} px`, async () => {
      const { context, page } = await openPage(suite.browser, baseUrl, viewport);
      await login(page, DEMO_USERS.comercial);
      const list = await pageApi<{ results: { id: number }[] }>(
        page,
        'GET',
        '/api/clientes/entradas/?itemsPerPage=2',
      );
      await page.goto(`/teletrabajo/clientes/${list.results[1]!.id}?seccion=contactos`);
      await page.getByRole('region', { name: 'Historial de contactos' }).waitFor();
      await shot(page, `cliente-contactos-${size}`, false);
      for (const [button, title, file] of [
        ['Agendar', 'Agendar llamada', 'agendar'],
        ['No interesado', 'No interesado', 'no-interesado'],
        ['Gestión', 'Registrar gestión', 'gestion'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByRole('dialog', { name: title }).waitFor();
        expect(await seriousAxeViolations(page), title).toEqual([]);
        await shot(page, `dialogo-${file}-${size}`, false);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
      }
      await context.close();
    });
  }
});
