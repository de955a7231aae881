import { mkdir, rename, rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  customerCountSql,
  customerExportSql,
  customerWhere,
  renderSql,
  type CustomerExportRow,
} from '@kiwi/db/queries';
import {
  DEFAULT_CUSTOMER_ORDERING,
  findSalesStatus,
  parseCustomerOrdering,
  ZCustomerFiltersSchema,
} from '@kiwi/domain';
import { storagePaths, type TCustomersExportResult } from '@kiwi/jobs';
import { withTenantSql } from '../database';
import { InvalidJobInputError, requireSql, type JobProcessor } from './types';

/** The columns of the teletrabajo table, in its order (decision 1107). */
const COLUMNS: {
  header: string;
  width: number;
  value: (row: CustomerExportRow) => string | null;
}[] = [
  { header: 'Nombre', width: 32, value: (r) => r.nombre },
  { header: 'Documento', width: 12, value: (r) => r.documento },
  { header: 'Tipo de documento', width: 10, value: (r) => r.tipo_documento },
  { header: 'Teléfonos', width: 28, value: (r) => r.telefonos || null },
  { header: 'Email', width: 28, value: (r) => r.email },
  { header: 'Localidad', width: 20, value: (r) => r.localidad },
  { header: 'CP', width: 7, value: (r) => r.cp },
  { header: 'Comercial', width: 24, value: (r) => r.comercial ?? 'Por asignar' },
  { header: 'Origen', width: 20, value: (r) => r.origen },
  { header: 'Segmento', width: 12, value: (r) => r.segmento },
  { header: 'ISP actual', width: 12, value: (r) => r.isp_actual },
  { header: 'Estado del cliente', width: 14, value: (r) => r.estado_cliente },
  { header: 'Fecha de contacto', width: 17, value: (r) => r.fecha_contacto },
  { header: 'Última atención', width: 14, value: (r) => r.la_tipo },
  {
    header: 'Estado de la última atención',
    width: 18,
    value: (r) => (r.la_estado === null ? null : (findSalesStatus(r.la_estado)?.label ?? null)),
  },
  { header: 'Fecha de la última atención', width: 17, value: (r) => r.la_fecha },
  { header: 'Próximo agendado', width: 17, value: (r) => r.na_fecha },
];

/** Rows fetched per cursor round trip. */
const BATCH = 2_000;

/**
 * GET /api/clientes/teletrabajo/download-xlsx-teletrabajo/: the customers matching the
 * list's filters, as the caller sees them, streamed from a cursor (read-only tenant
 * transaction) into exceljs' WorkbookWriter; progress after every batch. Memory stays flat
 * whatever the number of rows. Written under a temporary name, renamed when complete.
 */
export const customersExport: JobProcessor<'customers-export'> = async (job, payload, ctx) => {
  const sql = requireSql(ctx);
  const filters = ZCustomerFiltersSchema.safeParse(payload.filters);
  const sort = parseCustomerOrdering(payload.ordering ?? DEFAULT_CUSTOMER_ORDERING);
  if (!filters.success || !sort)
    throw new InvalidJobInputError('Filtros de exportación no válidos');
  const where = customerWhere(filters.data, { ownAccountId: payload.ownAccountId });
  const count = renderSql(customerCountSql(where));
  const select = renderSql(customerExportSql(where, sort));

  const paths = storagePaths(ctx.storageDir, payload.tenantId);
  const filename = `${payload.outputName}.xlsx`;
  const target = paths.exportFile(filename);
  const partial = `${target}.${job.id ?? 'job'}.partial`;
  await mkdir(paths.exportsDir, { recursive: true });

  const actor = { accountId: payload.requestedBy, route: 'job:customers-export' };
  let done = 0;
  try {
    await withTenantSql(sql, payload.tenantId, actor, async (tx) => {
      await tx`set transaction read only`;
      const [counted] = await tx.unsafe<{ n: number }[]>(count.text, count.params as never[]);
      const total = counted?.n ?? 0;
      await job.updateProgress({ done: 0, total });
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        filename: partial,
        useStyles: false,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('Clientes');
      sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
      const cursor = tx.unsafe<CustomerExportRow[]>(select.text, select.params as never[]);
      for await (const rows of cursor.cursor(BATCH)) {
        for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row))).commit();
        done += rows.length;
        await job.updateProgress({ done, total: Math.max(total, done) });
      }
      sheet.commit();
      await workbook.commit();
    });
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  ctx.logger.info(
    { jobId: job.id, tenantId: payload.tenantId, filename, rows: done },
    'customers exported',
  );
  const result: TCustomersExportResult = { filename, rows: done };
  return result;
};
