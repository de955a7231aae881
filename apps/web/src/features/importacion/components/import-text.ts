import type { TCustomerImport } from '@kiwi/domain';
import { n, rows } from '../../../components/ui/import/import-text';

export { n, rows, when } from '../../../components/ui/import/import-text';

/** The analysis in one sentence. */
export function analysisSummary(item: TCustomerImport): string {
  const valid = item.totalFilas - item.conErrores;
  return `${rows(item.totalFilas)} leídas: ${n(valid)} correctas, ${n(item.conErrores)} con errores, ${n(item.duplicadasArchivo)} repetidas en el archivo y ${n(item.duplicadasExistentes)} que ya existen.`;
}

/** The result in one sentence. */
export function resultSummary(item: TCustomerImport): string {
  if (item.estado === 'REVERTIDA') {
    const kept =
      item.conservadas > 0
        ? `, ${n(item.conservadas)} conservados porque ya se habían trabajado`
        : '';
    return `Revertida: ${n(item.eliminadas)} clientes eliminados, ${n(item.restauradas)} restaurados${kept}.`;
  }
  return `${n(item.insertadas)} clientes nuevos, ${n(item.actualizadas)} actualizados, ${n(item.omitidas)} filas omitidas y ${n(item.rechazadas)} rechazadas.`;
}
