import type { Faker } from '@faker-js/faker';
import {
  announcementReads,
  announcements,
  holidays,
  punches,
  workingCalendarEvents,
  workingCalendars,
} from '../../schema/index';
import { insertAll, insertIds } from '../batch';
import type { SeedTx } from '../connect';
import { addDays, madridTime, previousWorkingDays } from '../time';

export interface HrSeedContext {
  tenantId: number;
  /** Everyone in the tenant, in creation order. */
  staff: Array<{ id: number; estado: string }>;
  authorId: number;
  today: string;
  /** Account left with an IN and no OUT three working days ago (invalid punch). */
  openPunchAccountId: number;
  /** Account that has already clocked in today (no OUT yet: the day is not over). */
  inTodayAccountId: number;
  punchDays: number;
  announcementCount: number;
}

const ANNOUNCEMENTS: Array<[title: string, body: string, priority: string]> = [
  [
    'Nuevas tarifas de fibra',
    'Desde el lunes están disponibles las nuevas tarifas de fibra 1 Gb.',
    'HIGH',
  ],
  [
    'Reunión mensual',
    'La reunión de resultados será el primer viernes del mes a las 9:00.',
    'MEDIUM',
  ],
  ['Cierre de vacaciones', 'Recordad solicitar las vacaciones de verano antes del día 15.', 'LOW'],
  [
    'Campaña de renuevos',
    'Prioridad a los clientes con permanencia que termina este trimestre.',
    'MEDIUM',
  ],
  ['Formación Doctor Go', 'Sesión de formación online el jueves a las 16:00.', 'LOW'],
];

/** Spain's fixed national holidays (spec section 5) as MM-DD. */
const NATIONAL_HOLIDAYS: Array<[string, string]> = [
  ['01-01', 'Año Nuevo'],
  ['01-06', 'Epifanía del Señor'],
  ['05-01', 'Fiesta del Trabajo'],
  ['08-15', 'Asunción de la Virgen'],
  ['10-12', 'Fiesta Nacional de España'],
  ['11-01', 'Todos los Santos'],
  ['12-06', 'Día de la Constitución'],
  ['12-08', 'Inmaculada Concepción'],
  ['12-25', 'Navidad'],
];

export async function seedHr(tx: SeedTx, faker: Faker, ctx: HrSeedContext): Promise<void> {
  const { tenantId } = ctx;
  const staffIds = ctx.staff.map((s) => s.id);

  const chosen = ANNOUNCEMENTS.slice(0, ctx.announcementCount);
  const announcementIds = await insertIds(
    tx,
    announcements,
    chosen.map(([messageTitle, messageBody, priority], i) => ({
      tenantId,
      authorId: ctx.authorId,
      messageTitle,
      messageBody,
      priority,
      createdAt: madridTime(addDays(ctx.today, -(chosen.length - i) * 4), 9),
    })),
  );
  // Older announcements have been read by most people; the newest two by nobody.
  await insertAll(
    tx,
    announcementReads,
    announcementIds.flatMap((announcementId, i) =>
      staffIds.map((accountId) => {
        const isRead = i < announcementIds.length - 2 && faker.datatype.boolean(0.7);
        return {
          tenantId,
          announcementId,
          accountId,
          isRead,
          readAt: isRead ? madridTime(addDays(ctx.today, -1), 10) : null,
        };
      }),
    ),
  );

  const year = Number(ctx.today.slice(0, 4));
  const [calendarId] = await insertIds(tx, workingCalendars, [{ tenantId, year, region: 'MD' }]);
  await insertAll(
    tx,
    workingCalendarEvents,
    NATIONAL_HOLIDAYS.map(([monthDay, name]) => ({
      tenantId,
      calendarId: calendarId ?? 0,
      name,
      description: 'Festivo nacional',
      date: `${year}-${monthDay}`,
    })),
  );

  await insertAll(
    tx,
    holidays,
    ctx.staff.flatMap((member, i) => {
      if (i % 2 === 1 && member.estado !== 'VACACIONES') return [];
      const onLeave = member.estado === 'VACACIONES';
      const start = onLeave ? addDays(ctx.today, -2) : addDays(ctx.today, 20 + i * 3);
      return [
        {
          tenantId,
          accountId: member.id,
          begin: start,
          end: addDays(start, onLeave ? 9 : 4),
          type: 'VACACIONES',
          isAccepted: onLeave || i % 4 === 0,
        },
        {
          tenantId,
          accountId: member.id,
          begin: addDays(ctx.today, -60 - i),
          end: addDays(ctx.today, -60 - i),
          type: 'ASUNTOS_PROPIOS',
          isAccepted: true,
        },
      ];
    }),
  );

  const working = ctx.staff.filter((s) => s.estado === 'ALTA');
  const days = previousWorkingDays(ctx.today, ctx.punchDays);
  const openDay = days[2];
  await insertAll(tx, punches, [
    ...days.flatMap((day) =>
      working.map((member) => {
        const inAt = madridTime(day, 8, faker.number.int({ min: 30, max: 59 }));
        const open = member.id === ctx.openPunchAccountId && day === openDay;
        const location = {
          lat: 40.4168 + faker.number.float({ min: -0.02, max: 0.02 }),
          lng: -3.7038 + faker.number.float({ min: -0.02, max: 0.02 }),
        };
        return {
          tenantId,
          accountId: member.id,
          day,
          inAt,
          inLatitude: location.lat,
          inLongitude: location.lng,
          inAccuracy: faker.number.int({ min: 5, max: 40 }),
          outAt: open ? null : madridTime(day, 17, faker.number.int({ min: 0, max: 59 })),
          outLatitude: open ? null : location.lat,
          outLongitude: open ? null : location.lng,
          outAccuracy: open ? null : faker.number.int({ min: 5, max: 40 }),
        };
      }),
    ),
    {
      tenantId,
      accountId: ctx.inTodayAccountId,
      day: ctx.today,
      inAt: madridTime(ctx.today, 8, 45),
      inLatitude: 40.4168,
      inLongitude: -3.7038,
      inAccuracy: 12,
    },
  ]);
}
