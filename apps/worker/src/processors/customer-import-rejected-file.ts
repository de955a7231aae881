import { mkdir, rename, rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { storagePaths } from '@kiwi/jobs';

/**
 * Writes the rejected rows as an xlsx the user can fix and import again: the file's own
 * header and cells, then the row number and the errors. Returns the file name (in the
 * tenant's exports folder).
 */
export async function writeRejectedRowsFile(
  storageDir: string,
  tenantId: string,
  importId: number,
  header: readonly string[],
  rows: readonly { fila: number; original: string[]; motivo: string }[],
): Promise<string> {
  const paths = storagePaths(storageDir, tenantId);
  const filename = `importacion-${importId}-rechazadas.xlsx`;
  const target = paths.exportFile(filename);
  const partial = `${target}.partial`;
  await mkdir(paths.exportsDir, { recursive: true });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: partial,
    useStyles: true,
    useSharedStrings: false,
  });
  try {
    const sheet = workbook.addWorksheet('Rechazadas');
    const headRow = sheet.addRow([...header, 'Fila en el archivo', 'Errores']);
    headRow.font = { bold: true };
    headRow.commit();
    for (const row of rows) {
      const cells = header.map((_, index) => row.original[index] ?? '');
      sheet.addRow([...cells, row.fila, row.motivo]).commit();
    }
    sheet.commit();
    await workbook.commit();
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return filename;
}
