import {
  accountContracts,
  accountPermissionGroups,
  exportTasks,
  paysheets,
  permissionGroupPermissions,
  permissionGroups,
  permissions,
  portalCredentials,
  userImages,
} from '../../schema/index';
import { insertAll, insertIds } from '../batch';
import type { SeedTx } from '../connect';
import { monthStart } from '../time';

export interface DocumentsSeedContext {
  tenantId: number;
  staff: number[];
  adminId: number;
  managerId: number;
  today: string;
}

const PERMISSIONS: Array<[name: string, codename: string, contentTypeId: number]> = [
  ['Puede ver clientes', 'view_customer', 10],
  ['Puede exportar clientes', 'export_customer', 10],
  ['Puede ver gerencia', 'view_gerencia', 20],
  ['Puede editar catálogo', 'change_catalogue', 30],
];

/** Personal documents, permission groups, scraper credentials and a finished export. */
export async function seedDocuments(tx: SeedTx, ctx: DocumentsSeedContext): Promise<void> {
  const { tenantId } = ctx;
  const folder = (accountId: number) => `tenants/${tenantId}/accounts/${accountId}`;
  await insertAll(
    tx,
    userImages,
    ctx.staff.map((accountId) => ({
      tenantId,
      accountId,
      signaturePath: `${folder(accountId)}/firma.png`,
      dniFrontPath: `${folder(accountId)}/dni-anverso.jpg`,
      dniBackPath: `${folder(accountId)}/dni-reverso.jpg`,
    })),
  );
  await insertAll(
    tx,
    paysheets,
    ctx.staff.flatMap((accountId) =>
      [-3, -2, -1].map((offset) => {
        const month = monthStart(ctx.today, offset);
        return {
          tenantId,
          accountId,
          month,
          filePath: `${folder(accountId)}/nominas/${month.slice(0, 7)}.pdf`,
        };
      }),
    ),
  );
  await insertAll(
    tx,
    accountContracts,
    ctx.staff.map((accountId, i) => ({
      tenantId,
      accountId,
      filePath: `${folder(accountId)}/contratos/contrato.pdf`,
      contractName: 'Contrato laboral',
      contractType: i % 3 === 0 ? 'TEMPORAL' : 'INDEFINIDO',
    })),
  );

  const [salesGroup, backofficeGroup] = await insertIds(tx, permissionGroups, [
    { tenantId, name: 'Ventas' },
    { tenantId, name: 'Backoffice' },
  ]);
  const permissionIds = await insertIds(
    tx,
    permissions,
    PERMISSIONS.map(([name, codename, contentTypeId]) => ({
      tenantId,
      name,
      codename,
      contentTypeId,
    })),
  );
  await insertAll(tx, permissionGroupPermissions, [
    { tenantId, groupId: salesGroup ?? 0, permissionId: permissionIds[0] ?? 0 },
    ...permissionIds.map((permissionId) => ({
      tenantId,
      groupId: backofficeGroup ?? 0,
      permissionId,
    })),
  ]);
  await insertAll(tx, accountPermissionGroups, [
    ...ctx.staff.map((accountId) => ({ tenantId, accountId, groupId: salesGroup ?? 0 })),
    { tenantId, accountId: ctx.adminId, groupId: backofficeGroup ?? 0 },
    { tenantId, accountId: ctx.managerId, groupId: backofficeGroup ?? 0 },
  ]);

  await insertAll(tx, portalCredentials, [
    {
      tenantId,
      nombrePortal: 'Portal distribuidores Yoigo',
      url: 'https://distribuidores.yoigo.example',
      username: 'demo.distribuciones',
      password: 'demo-only-not-a-secret',
    },
    {
      tenantId,
      nombrePortal: 'Cobertura Avatel',
      url: 'https://cobertura.avatel.example',
      username: 'kiwi-demo',
      password: 'demo-only-not-a-secret',
    },
  ]);
  await insertAll(tx, exportTasks, [
    {
      tenantId,
      accountId: ctx.adminId,
      taskId: `demo-export-${tenantId}`,
      kind: 'teletrabajo-xlsx',
      state: 'SUCCESS',
      progressDone: 300,
      progressTotal: 300,
      filename: 'teletrabajo-demo.xlsx',
      result: { filename: 'teletrabajo-demo.xlsx' },
    },
  ]);
}
