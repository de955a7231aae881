import { countText } from '../../../components/ui/count-label';
import type { RowSelection } from '../../../components/ui/data-table/use-row-selection';

export type BulkKind = 'reasignar' | 'origen' | 'eliminar';

export interface BulkTarget {
  selection: RowSelection;
  /** The list's count (for "all that match"). */
  total: number;
  estimated?: boolean | undefined;
}

/** "3 clientes", "1 cliente", "≈ 12.345 clientes" (all that match an estimated count). */
export function howMany({ selection, total, estimated }: BulkTarget): string {
  const count = selection.allMatching ? total : selection.ids.size;
  const text = countText({ total: count, estimated: selection.allMatching && estimated });
  return `${text} ${count === 1 ? 'cliente' : 'clientes'}`;
}

export const BULK_TITLES: Record<BulkKind, string> = {
  reasignar: 'Reasignar comercial',
  origen: 'Cambiar el origen',
  eliminar: 'Eliminar clientes',
};

export function bulkDescription(kind: BulkKind, target: BulkTarget): string {
  const what = howMany(target);
  const scope = target.selection.allMatching ? ' (todos los que coinciden con los filtros)' : '';
  switch (kind) {
    case 'reasignar':
      return `Se asignará el comercial elegido a ${what}${scope}.`;
    case 'origen':
      return `Se cambiará el origen de la base de datos de ${what}${scope}.`;
    case 'eliminar':
      return `Se eliminarán ${what}${scope}. Esta acción no se puede deshacer.`;
  }
}

/** The success snackbar, with how many rows the server says it changed. */
export function bulkDoneMessage(kind: BulkKind, afectados: number): string {
  const n = `${countText({ total: afectados })} ${afectados === 1 ? 'cliente' : 'clientes'}`;
  switch (kind) {
    case 'reasignar':
      return `Comercial reasignado: ${n}`;
    case 'origen':
      return `Origen cambiado: ${n}`;
    case 'eliminar':
      return `Eliminado correctamente: ${n}`;
  }
}

export const BULK_PROGRESS_LABEL: Record<BulkKind, string> = {
  reasignar: 'Reasignando clientes',
  origen: 'Cambiando el origen',
  eliminar: 'Eliminando clientes',
};
