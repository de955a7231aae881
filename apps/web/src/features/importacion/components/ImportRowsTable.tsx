import type { TCustomerImportRow } from '@kiwi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/Badge';
import { ImportRowsTable as KitImportRowsTable } from '../../../components/ui/import/ImportRowsTable';
import { importPath } from '../api/importaciones';

export type RowKind = 'errores' | 'duplicados' | 'omitidas' | 'todas';

const COLUMNS: ColumnDef<TCustomerImportRow, unknown>[] = [
  { accessorKey: 'fila', meta: { label: 'Fila', card: 'badge' } },
  {
    id: 'nombre',
    accessorFn: (row) => row.nombre ?? '—',
    meta: { label: 'Nombre', card: 'title' },
  },
  {
    id: 'contacto',
    accessorFn: (row) => [row.documento, ...row.telefonos, row.email].filter(Boolean).join(' · '),
    meta: { label: 'Documento y contacto', card: 'subtitle' },
  },
  {
    id: 'problema',
    accessorFn: (row) => row.motivo ?? problemOf(row),
    meta: { label: 'Motivo', card: 'field' },
    cell: (cell) => {
      const row = cell.row.original;
      return (
        <span className="flex flex-wrap items-center gap-2">
          {row.resultado && (
            <Badge color={OUTCOME_COLOR[row.resultado]}>{OUTCOME_LABEL[row.resultado]}</Badge>
          )}
          <span>{String(cell.getValue())}</span>
        </span>
      );
    },
  },
];

const OUTCOME_LABEL = {
  INSERTADA: 'Nuevo',
  ACTUALIZADA: 'Actualizado',
  OMITIDA: 'Omitida',
  RECHAZADA: 'Rechazada',
} as const;
const OUTCOME_COLOR = {
  INSERTADA: 'success',
  ACTUALIZADA: 'info',
  OMITIDA: 'warning',
  RECHAZADA: 'error',
} as const;

function problemOf(row: TCustomerImportRow): string {
  if (row.errores.length > 0) return row.errores.join('; ');
  if (row.existente)
    return `Ya existe «${row.existente.nombre}» (mismo ${row.motivoDuplicado ?? 'dato'})`;
  if (row.duplicadoFila)
    return `Repite la fila ${row.duplicadoFila} (mismo ${row.motivoDuplicado ?? 'dato'})`;
  return '';
}

/** A paged list of the import's rows of one kind (errors, duplicates, skipped). */
export function ImportRowsTable({
  importId,
  kind,
  label,
}: {
  importId: number;
  kind: RowKind;
  label: string;
}) {
  return (
    <KitImportRowsTable<TCustomerImportRow>
      label={label}
      path={importPath(importId, 'filas/')}
      kind={kind}
      queryKey={['importaciones', importId]}
      columns={COLUMNS}
    />
  );
}
