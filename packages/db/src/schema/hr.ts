import { MESSAGE_PRIORITIES } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import {
  createdAt,
  idColumn,
  refColumn,
  sqlInList,
  tenantFk,
  tenantIsolation,
  updatedAt,
} from './columns';
import { tenantIdColumn } from './platform';

/** Announcements (comunicados). Receivers and their read state are announcement_reads. */
export const announcements = pgTable(
  'announcements',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    authorId: refColumn('author_id'),
    messageTitle: text('message_title').notNull(),
    messageBody: text('message_body').notNull(),
    priority: text('priority').notNull().default('LOW'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('announcements_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('announcements_author_fk', t.tenantId, t.authorId, accounts).onDelete('set null'),
    index('announcements_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    check(
      'announcements_priority_valid',
      sql`${t.priority} in ${sqlInList(MESSAGE_PRIORITIES.map((p) => p.value))}`,
    ),
    tenantIsolation(),
  ],
);

/** One row per receiver of an announcement, with its read state (is_read). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    announcementId: refColumn('announcement_id').notNull(),
    accountId: refColumn('account_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('announcement_reads_receiver_key').on(t.tenantId, t.announcementId, t.accountId),
    tenantFk(
      'announcement_reads_announcement_fk',
      t.tenantId,
      t.announcementId,
      announcements,
    ).onDelete('cascade'),
    tenantFk('announcement_reads_account_fk', t.tenantId, t.accountId, accounts).onDelete(
      'cascade',
    ),
    index('announcement_reads_tenant_account_idx').on(t.tenantId, t.accountId, t.isRead),
    check('announcement_reads_read_at_when_read', sql`${t.isRead} or ${t.readAt} is null`),
    tenantIsolation(),
  ],
);

/** Holiday or leave requests; `end` is inclusive. */
export const holidays = pgTable(
  'holidays',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id').notNull(),
    begin: date('begin').notNull(),
    end: date('end').notNull(),
    /** LEAVE_REQUEST_TYPES in @kiwi/domain (VACACIONES, ASUNTOS_PROPIOS, ...). */
    type: text('type').notNull().default('VACACIONES'),
    isAccepted: boolean('is_accepted').notNull().default(false),
    filePath: text('file_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('holidays_account_fk', t.tenantId, t.accountId, accounts).onDelete('cascade'),
    index('holidays_tenant_account_idx').on(t.tenantId, t.accountId, t.begin),
    index('holidays_tenant_range_idx').on(t.tenantId, t.begin, t.end),
    check('holidays_range_ordered', sql`${t.end} >= ${t.begin}`),
    tenantIsolation(),
  ],
);

/** A tenant's working calendar for one year; region is the autonomous community code. */
export const workingCalendars = pgTable(
  'working_calendars',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    year: smallint('year').notNull(),
    region: text('region'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('working_calendars_tenant_id_id_key').on(t.tenantId, t.id),
    unique('working_calendars_tenant_year_key').on(t.tenantId, t.year),
    check('working_calendars_year_range', sql`${t.year} between 2000 and 2100`),
    tenantIsolation(),
  ],
);

/** Non-working days and other events of a working calendar. */
export const workingCalendarEvents = pgTable(
  'working_calendar_events',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    calendarId: refColumn('calendar_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    date: date('date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk(
      'working_calendar_events_calendar_fk',
      t.tenantId,
      t.calendarId,
      workingCalendars,
    ).onDelete('cascade'),
    index('working_calendar_events_tenant_date_idx').on(t.tenantId, t.date),
    index('working_calendar_events_calendar_idx').on(t.tenantId, t.calendarId),
    check(
      'working_calendar_events_date_in_year',
      sql`${t.date} >= date '2000-01-01' and ${t.date} < date '2101-01-01'`,
    ),
    tenantIsolation(),
  ],
);

const coordinateChecks = (prefix: string, lat: unknown, lng: unknown, accuracy: unknown) => [
  check(`punches_${prefix}_latitude_range`, sql`${lat} is null or ${lat} between -90 and 90`),
  check(`punches_${prefix}_longitude_range`, sql`${lng} is null or ${lng} between -180 and 180`),
  check(`punches_${prefix}_accuracy_non_negative`, sql`${accuracy} is null or ${accuracy} >= 0`),
];

/**
 * Clock-in: one row per account and day holding the IN and (once punched) the OUT,
 * each with time and location. A past day with outAt null is an invalid punch.
 */
export const punches = pgTable(
  'punches',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id').notNull(),
    /** The working day in Europe/Madrid. */
    day: date('day').notNull(),
    inAt: timestamp('in_at', { withTimezone: true }).notNull(),
    inLatitude: doublePrecision('in_latitude'),
    inLongitude: doublePrecision('in_longitude'),
    inAccuracy: doublePrecision('in_accuracy'),
    outAt: timestamp('out_at', { withTimezone: true }),
    outLatitude: doublePrecision('out_latitude'),
    outLongitude: doublePrecision('out_longitude'),
    outAccuracy: doublePrecision('out_accuracy'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('punches_account_day_key').on(t.tenantId, t.accountId, t.day),
    tenantFk('punches_account_fk', t.tenantId, t.accountId, accounts).onDelete('cascade'),
    index('punches_tenant_day_idx').on(t.tenantId, t.day),
    index('punches_open_idx')
      .on(t.tenantId, t.accountId, t.day)
      .where(sql`${t.outAt} is null`),
    check('punches_out_after_in', sql`${t.outAt} is null or ${t.outAt} >= ${t.inAt}`),
    ...coordinateChecks('in', t.inLatitude, t.inLongitude, t.inAccuracy),
    ...coordinateChecks('out', t.outLatitude, t.outLongitude, t.outAccuracy),
    tenantIsolation(),
  ],
);

/**
 * Operator portal credentials used by the scrapers (/api/scraping/claves/). password
 * holds what the API stores: it must encrypt it before writing (it is read back to log
 * into the portal, so it cannot be hashed).
 */
export const portalCredentials = pgTable(
  'portal_credentials',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    nombrePortal: text('nombre_portal').notNull(),
    url: text('url').notNull(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    cookie: text('cookie'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('portal_credentials_tenant_portal_idx').on(t.tenantId, t.nombrePortal),
    tenantIsolation(),
  ],
);
