import postgres from 'postgres';
import { expect } from 'vitest';
import { uploadFile } from '../../../../test/support/multipart';
import { createTestApp, type DemoUser, type TestApp } from '../../../../test/support/test-app';
import { call, convergentTariff } from '../servicios.test-support';

/** Fixtures shared by the tariff import tests (one test app per file). */
export const BASE = '/api/servicios/tarifas/importaciones';

export type Detail = Record<string, unknown> & {
  id: number;
  estado: string;
  mapeo: Record<string, number>;
};
export type Row = {
  fila: number;
  accion: string | null;
  errores: string[];
  resultado: string | null;
  tarifa: { id: number; nombre: string } | null;
};

export interface TariffImportFixture {
  t: TestApp;
  sql: postgres.Sql;
  /** A convergent tariff created before the imports ('Convergente Existente'). */
  existing: { id: number; name: string };
}

export async function openTariffImportFixture(): Promise<TariffImportFixture> {
  const t = await createTestApp();
  const sql = postgres(t.adminUrl, { max: 1, onnotice: () => {} });
  const created = await call(t, 'admin', 'POST', '/api/servicios/tarifas/', {
    ...convergentTariff({ name: 'Convergente Existente' }),
    promotions: [],
  });
  expect(created.statusCode).toBe(201);
  return { t, sql, existing: created.json<{ id: number; name: string }>() };
}

export async function closeTariffImportFixture(f: TariffImportFixture | undefined) {
  await f?.sql.end();
  await f?.t.close();
}

export const upload = (t: TestApp, user: DemoUser, filename: string, content: Buffer | string) =>
  uploadFile(t, `${BASE}/`, user, filename, content);

export async function rows(t: TestApp, id: number, tipo = 'todas'): Promise<Row[]> {
  const res = await call(t, 'admin', 'GET', `${BASE}/${id}/filas/?tipo=${tipo}&itemsPerPage=50`);
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Row[] }>().results;
}

export const HEADER =
  'Nombre;Operador;Segmento;Categoría;Precio;Datos móviles;Minutos del móvil;Tipo de línea fija;Velocidad de bajada;Velocidad de subida';
export const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');
