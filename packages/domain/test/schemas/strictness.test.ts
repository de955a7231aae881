import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from '../../src/index';

/** A valid body for every create/update request schema (ARCHITECTURE: strict bodies). */
const VALID_BODIES: readonly [name: string, schema: z.ZodType, body: Record<string, unknown>][] = [
  ['token', domain.ZTokenRequestSchema, { username: 'ana', password: 'x' }],
  ['token refresh', domain.ZTokenRefreshRequestSchema, { refresh: 'r' }],
  ['customer', domain.ZCreateCustomerRequestSchema, { nombre: 'Ana' }],
  ['note', domain.ZCreateNoteRequestSchema, { nota: 'Llamar', cliente: 1 }],
  ['move scheduled', domain.ZMoveScheduledRequestSchema, { origin: 1, destination: 2 }],
  ['package state', domain.ZUpdatePackageStateRequestSchema, { estado: 'VUELO', order_id: 'A1' }],
  ['atencion update', domain.ZUpdateAtencionRequestSchema, { updated_on: '2025-01-02T10:00:00Z' }],
  [
    'account',
    domain.ZCreateAccountRequestSchema,
    { nombre: 'L', username: 'l', password: '12345678', password2: '12345678' },
  ],
  [
    'credential',
    domain.ZCreatePortalCredentialRequestSchema,
    { nombre_portal: 'P', url: 'https://p.es', username: 'u', password: 'p' },
  ],
  [
    'announcement',
    domain.ZCreateAnnouncementRequestSchema,
    { message_title: 'T', message_body: 'B', receivers: [1] },
  ],
  ['set read', domain.ZSetReadAnnouncementRequestSchema, { id: 3 }],
  ['team', domain.ZCreateTeamRequestSchema, { name: 'Norte' }],
  [
    'holiday',
    domain.ZCreateHolidayRequestSchema,
    { commercial: 1, begin: '2025-08-01', end: '2025-08-02', type: 'VACACIONES' },
  ],
  [
    'calendar event',
    domain.ZCreateWorkingCalendarEventRequestSchema,
    { name: 'Fiesta', date: '2025-05-15' },
  ],
  [
    'punch now',
    domain.ZPunchNowRequestSchema,
    { location: { latitude: 40.4, longitude: -3.7, accuracy: 12 } },
  ],
  ['paysheet', domain.ZCreatePaysheetRequestSchema, { account: 1, month: '2025-02' }],
  [
    'contract',
    domain.ZCreateContractRequestSchema,
    { account: 1, contract_name: 'C', contract_type: 'INDEFINIDO' },
  ],
  ['group', domain.ZCreateGroupRequestSchema, { name: 'Ventas' }],
  [
    'permission',
    domain.ZCreatePermissionRequestSchema,
    { name: 'Ver', content_type_id: 3, codename: 'view_x' },
  ],
  [
    'tenant',
    domain.ZCreateTenantRequestSchema,
    { name: 'Dist', type: 'distributor', groups: 'MasMovil' },
  ],
  [
    'sva',
    domain.ZCreateSvaRequestSchema,
    { name: 'S', price_value: 3, operator: 'YOIGO', segment: 'PARTICULAR' },
  ],
  [
    'promotion',
    domain.ZCreatePromotionRequestSchema,
    { name: 'P', duration: 3, amount: 10, amount_unit: 'PERCENTS', operator: 'YOIGO' },
  ],
  ['insurance', domain.ZCreateInsuranceRequestSchema, { name: 'I', operator: 'YOIGO', price: 5 }],
  [
    'procedure',
    domain.ZCreateProcedureRequestSchema,
    { name: 'G', operator: 'YOIGO', tipo_gestion: 'ALTA' },
  ],
  ['database origin', domain.ZCreateDatabaseOriginRequestSchema, { nombre: 'Web' }],
  ['objective type', domain.ZCreateObjectiveTypeRequestSchema, { nombre: 'TV' }],
  [
    'device',
    domain.ZCreateDeviceRequestSchema,
    { name: 'X', brand: 'Y', price: 100, operator: 'YOIGO' },
  ],
  [
    'instalment',
    domain.ZCreateInstalmentRequestSchema,
    { initial_price: 0, month_price: 10, final_price: 0, object_id: 1, terminal: 2 },
  ],
  ['price history', domain.ZCreatePriceHistoryRequestSchema, { price: 1, object_id: 1 }],
  ['copy objectives', domain.ZCopyObjectivesRequestSchema, { month: 4, year: 2025 }],
  [
    'corrective factor',
    domain.ZCreateCorrectiveFactorRequestSchema,
    { factor_details: [{ porcentaje_maximo: 999, factor: 1 }] },
  ],
  ['reward', domain.ZCreateRewardRequestSchema, { tipo: 'BOLSA_FIJA', cantidad: 500 }],
  ['duty manager', domain.ZCreateDutyManagerRequestSchema, { dutty_manager: 3 }],
  ['offer pdf', domain.ZOfferPdfRequestSchema, { html: '<p>x</p>' }],
  ['read xlsx', domain.ZReadXlsxRequestSchema, { task_to_do: 'load_lowi_data' }],
];

describe('request bodies are strict', () => {
  it.each(VALID_BODIES)('%s: accepts a valid body', (_name, schema, body) => {
    const result = schema.safeParse(body);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(VALID_BODIES)('%s: refuses tenant_id and unknown fields', (_name, schema, body) => {
    const result = domain.parseRequest(schema, { ...body, tenant_id: 2 });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors['tenant_id']).toEqual(['Campo no permitido']);
  });

  it('a percentage promotion above 100 and a reward percentage above 100 are refused', () => {
    expect(
      domain.ZCreatePromotionRequestSchema.safeParse({
        name: 'P',
        duration: 1,
        amount: 120,
        amount_unit: 'PERCENTS',
        operator: 'Y',
      }).success,
    ).toBe(false);
    expect(
      domain.ZCreateRewardRequestSchema.safeParse({ tipo: 'PORCENTAJE', cantidad: 101 }).success,
    ).toBe(false);
  });
});
