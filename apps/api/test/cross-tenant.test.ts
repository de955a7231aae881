import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { storagePaths } from '@kiwi/jobs';
import { createTestApp, type TestApp } from './support/test-app';
import { servicioProbes } from '../src/modules/servicios/servicios.cross-tenant-probes';
import {
  expectCrossTenantNotFound,
  routesTakingIds,
  type CrossTenantProbe,
} from './support/cross-tenant';
import { atencionesProbes } from '../src/modules/atenciones/cross-tenant-probes';

/**
 * Objects of "Otra Empresa" are 404 to every "Demo Distribuciones" user on every
 * route that takes an id. A new route with a `:param` fails the coverage test
 * below until a probe for it is added here.
 */
let t: TestApp;
let storageDir: string;
const probes = new Map<string, CrossTenantProbe[]>();

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'kiwi-cross-tenant-'));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  const sql = postgres(t.adminUrl, { max: 1 });
  const [otra] = await sql<
    { id: number }[]
  >`select id::int as id from tenants where name = 'Otra Empresa'`;
  // A finished lead import of Otra Empresa, with its rejected-rows file (decision 1201).
  const [otraImport] = await sql<{ id: number }[]>`
    insert into customer_imports (tenant_id, archivo, formato, ruta, estado, importada_at, archivo_rechazadas)
    values (${otra!.id}, 'leads.csv', 'csv', ${`${otra!.id}/uploads/import-otra.csv`}, 'IMPORTADA', now(), 'importacion-otra-rechazadas.xlsx')
    returning id::int as id`;
  for (const [route, list] of await atencionesProbes(sql)) probes.set(route, list);
  for (const [route, list] of await servicioProbes(sql)) probes.set(route, list);
  await sql.end();

  // An export task of Otra Empresa (queued; no worker needed to probe it) ...
  const boundary = '----kiwiprobe';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="otra.json"\r\nContent-Type: application/json\r\n\r\n` +
      `[{"a":1}]\r\n--${boundary}--\r\n`,
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/utils/write-xlsx',
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(await t.authHeader('otraAdmin')),
    },
  });
  expect(upload.statusCode).toBe(200);
  const otraTask = upload.json<{ task_id: string }>().task_id;

  // ... and a finished file in Otra Empresa's storage.
  const paths = storagePaths(storageDir, otra!.id);
  await mkdir(paths.exportsDir, { recursive: true });
  await writeFile(paths.exportFile('nominas-otra.xlsx'), 'xlsx');

  probes.set('GET /api/utils/task-status/:taskId', [
    { method: 'GET', url: `/api/utils/task-status/${otraTask}/` },
  ]);
  // A customer of Otra Empresa (given an ERP group here, so its own admin may open it).
  const admin = postgres(t.adminUrl, { max: 1 });
  await admin`update tenants set groups = array_append(groups, 'Lowi') where id = ${otra!.id}`;
  const [customer] = await admin<{ id: number }[]>`
    insert into customers (tenant_id, nombre) values (${otra!.id}, 'Cliente de Otra') returning id::int`;
  await admin.end();
  const customerUrl = `/api/clientes/entradas/${customer!.id}/`;
  probes.set('GET /api/clientes/entradas/:id', [{ method: 'GET', url: customerUrl }]);
  probes.set('PUT /api/clientes/entradas/:id', [
    { method: 'PUT', url: customerUrl, payload: { nombre: 'Cliente de Otra' } },
  ]);
  // The customer's full view: record history, contact history and contracts (probed before
  // the DELETE below removes the customer).
  probes.set('GET /api/historial/:entidad/:id', [
    { method: 'GET', url: `/api/historial/clientes/${customer!.id}/` },
  ]);
  probes.set('GET /api/atenciones/historico/:id', [
    { method: 'GET', url: `/api/atenciones/historico/${customer!.id}` },
  ]);
  probes.set('GET /api/atenciones/contracts/:id', [
    { method: 'GET', url: `/api/atenciones/contracts/${customer!.id}` },
  ]);
  probes.set('DELETE /api/clientes/entradas/:id', [{ method: 'DELETE', url: customerUrl }]);

  // A saved view of Otra Empresa's admin (decision 0906).
  const views = postgres(t.adminUrl, { max: 1 });
  const [view] = await views<{ id: number }[]>`
    insert into saved_views (tenant_id, owner_id, pantalla, nombre, vista)
    select tenant_id, id, 'teletrabajo', 'Vista de Otra', '{}'::jsonb from accounts
    where username = 'admin@otra.demo' returning id::int`;
  await views.end();
  probes.set('PUT /api/utils/vistas/:id', [
    { method: 'PUT', url: `/api/utils/vistas/${view!.id}/`, payload: { nombre: 'Vista de Otra' } },
  ]);
  probes.set('DELETE /api/utils/vistas/:id', [
    { method: 'DELETE', url: `/api/utils/vistas/${view!.id}/`, ownStatus: 204 },
  ]);

  probes.set('GET /api/utils/get-xlsx-files?filename', [
    { method: 'GET', url: '/api/utils/get-xlsx-files/?filename=nominas-otra.xlsx' },
  ]);

  // Lead imports: Manager and above only; the steps out of order answer 409 to the owner.
  await writeFile(paths.exportFile('importacion-otra-rechazadas.xlsx'), 'xlsx');
  const imports = `/api/clientes/importaciones/${otraImport!.id}`;
  const managers = ['superadmin', 'admin', 'manager'] as const;
  for (const [method, path, payload, ownStatus] of [
    ['GET', '', undefined, 200],
    ['GET', 'filas/', undefined, 200],
    ['GET', 'rechazadas/', undefined, 200],
    ['POST', 'analizar/', { mapeo: { nombre: 0, telefono: 1 } }, 409],
    ['POST', 'confirmar/', { origenBbdd: 1, duplicados: 'omitir' }, 409],
    ['POST', 'revertir/', undefined, 200],
  ] as const) {
    probes.set(`${method} /api/clientes/importaciones/:id${path ? `/${path.slice(0, -1)}` : ''}`, [
      { method, url: `${imports}/${path}`, payload, users: managers, ownStatus },
    ]);
  }
});

afterAll(async () => {
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('cross-tenant probes', () => {
  it('every route whose path takes an id has a probe', () => {
    const probed = [...probes.keys()];
    for (const route of routesTakingIds(t.app)) expect(probed, route).toContain(route);
  });

  it('Otra Empresa’s objects answer 404 to every Demo Distribuciones user', async () => {
    await expectCrossTenantNotFound(t, [...probes.values()].flat());
  });

  it('the same objects do exist for their own tenant (the probes are not vacuous)', async () => {
    const headers = await t.authHeader('otraAdmin');
    for (const probe of [...probes.values()].flat()) {
      const res = await t.app.inject({
        method: probe.method,
        url: probe.url,
        headers,
        ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
      });
      expect(res.statusCode, `${probe.method} ${probe.url} ${res.body}`).toBe(
        probe.ownStatus ?? 200,
      );
    }
  });
});
