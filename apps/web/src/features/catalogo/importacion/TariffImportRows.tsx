import { OPERATORS, SEGMENTS, type TTariffImportRow } from '@kiwi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/Badge';
import { ImportRowsTable } from '../../../components/ui/import/ImportRowsTable';
import { tariffImportPath, tariffImportQueryKey } from './tariff-imports';

const LABEL = {
  CREAR: ['Nueva', 'success'],
  ACTUALIZAR: ['Se actualiza', 'info'],
  SIN_CAMBIOS: ['Sin cambios', 'dark'],
  CREADA: ['Creada', 'success'],
  ACTUALIZADA: ['Actualizada', 'info'],
  RECHAZADA: ['Rechazada', 'error'],
} as const;

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? null : (options.find((o) => o.value === value)?.label ?? value);

const COLUMNS: ColumnDef<TTariffImportRow, unknown>[] = [
  { accessorKey: 'fila', meta: { label: 'Fila', card: 'badge' } },
  {
    id: 'nombre',
    accessorFn: (row) => row.nombre ?? '—',
    meta: { label: 'Tarifa', card: 'title' },
  },
  {
    id: 'clave',
    accessorFn: (row) =>
      [labelOf(OPERATORS, row.operador), labelOf(SEGMENTS, row.segmento)]
        .filter(Boolean)
        .join(' · '),
    meta: { label: 'Operador y segmento', card: 'subtitle' },
  },
  {
    id: 'detalle',
    accessorFn: (row) => (row.errores.length > 0 ? row.errores.join('; ') : ''),
    meta: { label: 'Qué hace', card: 'field' },
    cell: (cell) => {
      const row = cell.row.original;
      const state = row.resultado ?? row.accion;
      return (
        <span className="flex flex-wrap items-center gap-2">
          {state && <Badge color={LABEL[state][1]}>{LABEL[state][0]}</Badge>}
          {row.errores.length > 0 && (
            <ul className="list-disc pl-4 text-danger">
              {row.errores.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </span>
      );
    },
  },
];

/** The rows of a tariff import of one kind (errors, new, updated, all). */
export function TariffImportRows({
  importId,
  kind,
  label,
}: {
  importId: number;
  kind: 'errores' | 'crear' | 'actualizar' | 'sin_cambios' | 'todas';
  label: string;
}) {
  return (
    <ImportRowsTable<TTariffImportRow>
      label={label}
      path={tariffImportPath(importId, 'filas/')}
      kind={kind}
      queryKey={tariffImportQueryKey(importId)}
      columns={COLUMNS}
    />
  );
}
