import type { LightMyRequestResponse } from 'fastify';
import type { DemoUser, TestApp } from '../../../test/support/test-app';

/** Calls an API route as a demo user. */
export async function call(
  t: TestApp,
  user: DemoUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: await t.authHeader(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A convergent tariff body with fixed and mobile data (spec section 5). */
export const convergentTariff = (overrides: Record<string, unknown> = {}) => ({
  name: `Convergente prueba ${Math.random().toString(36).slice(2, 8)}`,
  category: 'convergent',
  price_value: 45.5,
  operator: 'YOIGO',
  segment: 'PARTICULAR',
  fixed_line_info: {
    type: 'FIBRA',
    owners: 1,
    upload_speed: { amount: 600 },
    download_speed: { amount: 600 },
    voice_to_fixed: null,
    voice_to_mobile: 1000,
  },
  mobile_line_info: {
    mobile_line_data: { amount: 100 },
    mobile_line_voice: { amount: null },
    voice_to_foreign: 0,
  },
  ...overrides,
});

/** The Otra Empresa tenant id and a way to add rows there as the database owner. */
export const OTRA_TENANT_SQL = `(select id from tenants where name = 'Otra Empresa')`;
