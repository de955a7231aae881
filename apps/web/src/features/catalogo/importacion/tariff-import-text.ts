import type { TTariffImport } from '@kiwi/domain';
import { n, rows } from '../../../components/ui/import/import-text';

const count = (value: number, one: string, other: string) =>
  `${n(value)} ${value === 1 ? one : other}`;

/** The preview in one sentence. */
export function tariffAnalysisSummary(item: TTariffImport): string {
  return `${rows(item.totalFilas)} leídas: ${count(item.aCrear, 'tarifa nueva', 'tarifas nuevas')}, ${count(item.aActualizar, 'que se actualiza', 'que se actualizan')}, ${n(item.sinCambios)} sin cambios y ${rows(item.conErrores)} con errores, que no se importarán.`;
}

/** The result in one sentence. */
export function tariffResultSummary(item: TTariffImport): string {
  return `${count(item.creadas, 'tarifa creada', 'tarifas creadas')}, ${count(item.actualizadas, 'actualizada', 'actualizadas')}, ${n(item.sinCambios)} sin cambios y ${count(item.rechazadas, 'fila rechazada', 'filas rechazadas')}.`;
}
