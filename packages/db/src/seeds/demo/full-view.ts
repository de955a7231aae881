import { and, asc, eq } from 'drizzle-orm';
import {
  contactAttempts,
  customerContracts,
  customerNotes,
  customerProcedures,
  customers,
  noInterestOutcomes,
  offers,
  packages,
  savedViews,
  schedules,
} from '../../schema/index';
import { insertAll, insertIds } from '../batch';
import type { SeedTx } from '../connect';
import type { DemoCatalogue } from './catalogue';

/**
 * The customer full view's showcase (decisions 0902–0906): three customers of
 * comercial@kiwi.demo get a long contact history (sixteen atenciones over five months:
 * calls, a no-interest, follow-ups, offers rejected, presented, activated and partly
 * activated, procedures), their notes and operator contracts; and the teletrabajo list has
 * saved views (the team's and the comercial's own). Added after the planned customers,
 * from fixed scripts, so nothing else of the demo shifts. Everything is dated in the past
 * and every follow-up is attended: the agenda of today does not change.
 */

type Step =
  | { kind: 'CONTACTO'; daysAgo: number; notas: string }
  | { kind: 'NO_INTERESADO'; daysAgo: number; razon: string; tipo: string; notas: string }
  | { kind: 'AGENDADO'; daysAgo: number; notas: string; inDays: number }
  | { kind: 'GESTION'; daysAgo: number; notas: string }
  | { kind: 'OFERTA'; daysAgo: number; estado: number; lines: number; notas: string };

const STORY: readonly Step[] = [
  { kind: 'CONTACTO', daysAgo: 150, notas: 'Primera llamada: lead de la campaña de fibra.' },
  {
    kind: 'NO_INTERESADO',
    daysAgo: 146,
    razon: 'Permanencia',
    tipo: 'Llamada saliente',
    notas: 'Tiene permanencia hasta dentro de tres meses.',
  },
  {
    kind: 'AGENDADO',
    daysAgo: 145,
    inDays: 30,
    notas: 'Volver a llamar al acabar la permanencia.',
  },
  { kind: 'CONTACTO', daysAgo: 115, notas: 'Pide comparar con su factura actual.' },
  { kind: 'OFERTA', daysAgo: 112, estado: 3, lines: 2, notas: 'Fibra y móvil: le parece cara.' },
  { kind: 'AGENDADO', daysAgo: 111, inDays: 10, notas: 'Rehacer la oferta con la promoción.' },
  {
    kind: 'OFERTA',
    daysAgo: 100,
    estado: 1,
    lines: 2,
    notas: 'Oferta con la promoción de bienvenida.',
  },
  { kind: 'OFERTA', daysAgo: 96, estado: 2, lines: 3, notas: 'Añade una línea para su hija.' },
  { kind: 'GESTION', daysAgo: 90, notas: 'Documentación del titular recibida.' },
  {
    kind: 'OFERTA',
    daysAgo: 84,
    estado: 4,
    lines: 3,
    notas: 'Firmada: portabilidad de las tres líneas.',
  },
  { kind: 'GESTION', daysAgo: 70, notas: 'Portabilidad completada, SIM entregadas.' },
  { kind: 'CONTACTO', daysAgo: 55, notas: 'Llamada de seguimiento tras la activación: contento.' },
  {
    kind: 'NO_INTERESADO',
    daysAgo: 40,
    razon: 'Precio',
    tipo: 'Venta cruzada',
    notas: 'No quiere la TV por ahora.',
  },
  { kind: 'AGENDADO', daysAgo: 30, inDays: 20, notas: 'Ofrecer el renuevo del terminal.' },
  {
    kind: 'OFERTA',
    daysAgo: 9,
    estado: 6,
    lines: 2,
    notas: 'Renuevo: una línea activada, otra en vuelo.',
  },
  { kind: 'CONTACTO', daysAgo: 2, notas: 'Confirma que le ha llegado el terminal.' },
];

const NOTES = [
  {
    daysAgo: 148,
    nota: 'Cliente de toda la vida de la zona; prefiere las llamadas a media tarde.',
  },
  { daysAgo: 97, nota: 'La hija también quiere línea: contarla en la próxima oferta.' },
  { daysAgo: 20, nota: 'Pregunta por fibra para el local de su negocio: pasar a Negocios.' },
];

const DAY_MS = 86_400_000;
const PACKAGE_STATE: Record<number, (line: number) => string | null> = {
  1: () => null,
  2: () => 'VUELO',
  3: () => null,
  4: () => 'ACTIVO',
  6: (line) => (line === 0 ? 'ACTIVO' : 'VUELO'),
};

export interface FullViewSeedContext {
  tenantId: number;
  comercialId: number;
  managerId: number;
  now: Date;
}

export async function seedFullViewShowcase(
  tx: SeedTx,
  ctx: FullViewSeedContext,
  catalogue: DemoCatalogue,
): Promise<void> {
  const chosen = await tx
    .select({ id: customers.id, createdAt: customers.createdAt })
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.comercialId, ctx.comercialId)))
    .orderBy(asc(customers.id))
    .limit(3);
  const tariffs = catalogue.tariffs.filter((t) => t.operator === 'YOIGO');
  const pick = tariffs.length > 0 ? tariffs : catalogue.tariffs;
  const procedure = catalogue.procedures[0];
  const at = (daysAgo: number, minutes: number) =>
    new Date(ctx.now.getTime() - daysAgo * DAY_MS + minutes * 60_000);

  for (const [n, customer] of chosen.entries()) {
    const base = { tenantId: ctx.tenantId, customerId: customer.id, comercialId: ctx.comercialId };
    // The customer was there before its story starts.
    await tx
      .update(customers)
      .set({ createdAt: at(155, 0) })
      .where(eq(customers.id, customer.id));
    for (const step of STORY) {
      const when = at(step.daysAgo, n * 37);
      const stamps = { createdAt: when };
      let links: Partial<typeof contactAttempts.$inferInsert> = {};
      if (step.kind === 'NO_INTERESADO') {
        const [id] = await insertIds(tx, noInterestOutcomes, [
          { ...base, ...stamps, razon: step.razon, tipo: step.tipo, notas: step.notas },
        ]);
        links = { noInterestId: id ?? null };
      } else if (step.kind === 'AGENDADO') {
        const fecha = new Date(when.getTime() + step.inDays * DAY_MS);
        const [id] = await insertIds(tx, schedules, [
          {
            ...base,
            ...stamps,
            updatedAt: fecha,
            fechaAgendado: fecha,
            notas: step.notas,
            doneAt: fecha,
          },
        ]);
        links = { scheduleId: id ?? null };
      } else if (step.kind === 'GESTION' && procedure) {
        const [id] = await insertIds(tx, customerProcedures, [
          { ...base, ...stamps, procedureId: procedure.id, notas: step.notas },
        ]);
        links = { procedureId: id ?? null };
      } else if (step.kind === 'OFERTA') {
        const lines = Array.from({ length: step.lines }, (_, i) => pick[(n + i) % pick.length]);
        const total = lines.reduce((sum, t) => sum + (t?.price ?? 0) * 1.21, 0);
        const [offerId] = await insertIds(tx, offers, [
          {
            ...base,
            ...stamps,
            updatedAt: when,
            isp: 'YOIGO',
            precioAnterior: (total * 1.2).toFixed(2),
            precioTotal: total.toFixed(2),
            numeroComercial: `C-${String(ctx.comercialId).padStart(4, '0')}`,
            notas: step.notas,
          },
        ]);
        await insertAll(
          tx,
          packages,
          lines.map((tariff, i) => ({
            tenantId: ctx.tenantId,
            offerId: offerId ?? 0,
            tipoVenta: i === 0 ? 'PORTABILIDAD' : 'ALTA_NUEVA',
            tipoLinea: i === 0 ? 'LINEA_PRINCIPAL' : 'LINEA_ADICIONAL',
            tariffId: tariff?.id ?? null,
            telefono: `+346${String(10_000_000 + customer.id * 10 + i).slice(-8)}`,
            precio: ((tariff?.price ?? 0) * 1.21).toFixed(2),
            estado: PACKAGE_STATE[step.estado]?.(i) ?? null,
            createdAt: when,
            updatedAt: when,
          })),
        );
        links = {
          offerId: offerId ?? null,
          estado: step.estado,
          fechaVenta: step.estado === 4 || step.estado === 6 ? when : null,
        };
      }
      await insertAll(tx, contactAttempts, [
        {
          ...base,
          tipo: step.kind === 'GESTION' && !procedure ? 'CONTACTO' : step.kind,
          notas: step.kind === 'CONTACTO' ? step.notas : null,
          fechaContacto: when,
          createdAt: when,
          updatedAt: when,
          ...links,
        },
      ]);
    }
    await insertAll(
      tx,
      customerNotes,
      NOTES.map((note, i) => ({
        ...base,
        comercialId: i === 1 ? ctx.managerId : ctx.comercialId,
        nota: note.nota,
        createdAt: at(note.daysAgo, n * 37),
      })),
    );
    await insertAll(tx, customerContracts, [
      {
        tenantId: ctx.tenantId,
        customerId: customer.id,
        isp: 'YOIGO',
        sfid: `SF-DEMO-${customer.id}-1`,
        packageId: `PKG-DEMO-${customer.id}`,
        segment: 'PARTICULAR',
        tariffCategory: 'convergent',
        services: ['FIBRA', 'MOVIL', 'MOVIL'],
        permanenceEnding: new Date(ctx.now.getTime() + 280 * DAY_MS).toISOString().slice(0, 10),
        serviceState: 'ACTIVO',
        estadoServicio: 'Activo',
        fetchedAt: at(1, 0),
      },
      {
        tenantId: ctx.tenantId,
        customerId: customer.id,
        isp: 'MOVISTAR',
        sfid: `SF-DEMO-${customer.id}-2`,
        segment: 'PARTICULAR',
        tariffCategory: 'fixed_line',
        services: ['FIJO', 'TV'],
        permanenceEnding: new Date(ctx.now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10),
        serviceState: 'BAJA',
        estadoServicio: 'Portado',
        fetchedAt: at(1, 0),
      },
    ]);
  }
}

/** Saved views of the teletrabajo list: two of the team (by the manager), two of the comercial. */
export async function seedSavedViews(tx: SeedTx, ctx: FullViewSeedContext): Promise<void> {
  const sort = (id: string, desc: boolean) => ({ id, desc });
  await insertAll(tx, savedViews, [
    {
      tenantId: ctx.tenantId,
      ownerId: ctx.managerId,
      pantalla: 'teletrabajo',
      nombre: 'Ofertas pendientes y presentadas',
      compartida: true,
      vista: {
        filters: { estadoOferta: ['1', '2'] },
        sort: sort('fecha_contacto', true),
        columns: null,
      },
    },
    {
      tenantId: ctx.tenantId,
      ownerId: ctx.managerId,
      pantalla: 'teletrabajo',
      nombre: 'Negocios de Yoigo',
      compartida: true,
      vista: {
        filters: { segmento: 'NEGOCIOS', ispActual: 'YOIGO' },
        sort: sort('nombre', false),
        columns: null,
      },
    },
    {
      tenantId: ctx.tenantId,
      ownerId: ctx.comercialId,
      pantalla: 'teletrabajo',
      nombre: 'Mis ventas activadas',
      compartida: false,
      vista: {
        filters: { estadoOferta: ['4', '6'], comercial: String(ctx.comercialId) },
        sort: sort('fecha_contacto', true),
        columns: null,
      },
    },
    {
      tenantId: ctx.tenantId,
      ownerId: ctx.comercialId,
      pantalla: 'teletrabajo',
      nombre: 'No interesados por precio',
      compartida: false,
      vista: { filters: { razon_no_interesado: 'Precio' }, sort: null, columns: null },
    },
  ]);
}
