import { CUSTOMER_IMPORT_STATE_LABELS, type TCustomerImport } from '@kiwi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { ImportTable } from '../../../components/ui/import/ImportTable';
import { IMPORTS_PATH } from '../api/importaciones';
import { TaskStep } from './TaskStep';
import { RevertImportButton } from './RevertImportButton';
import { saveRejectedRows } from './ResultStep';
import { resultSummary, analysisSummary, when } from './import-text';

const STATE_COLORS = {
  ANALIZANDO: 'info',
  ANALIZADA: 'warning',
  IMPORTANDO: 'info',
  IMPORTADA: 'success',
  REVIRTIENDO: 'info',
  REVERTIDA: 'dark',
  ERROR: 'error',
} as const;

function columns(onRevert: (taskId: string) => void): ColumnDef<TCustomerImport, unknown>[] {
  return [
    { accessorKey: 'archivo', meta: { label: 'Archivo', card: 'title' } },
    {
      id: 'fecha',
      accessorFn: (row) => when(row.createdAt),
      meta: { label: 'Fecha', card: 'subtitle' },
    },
    {
      id: 'estado',
      accessorFn: (row) => CUSTOMER_IMPORT_STATE_LABELS[row.estado],
      meta: { label: 'Estado', card: 'badge' },
      cell: (cell) => (
        <Badge color={STATE_COLORS[cell.row.original.estado]}>{String(cell.getValue())}</Badge>
      ),
    },
    {
      id: 'origen',
      accessorFn: (row) => row.origenBbdd?.nombre ?? '—',
      meta: { label: 'Origen', card: 'field' },
    },
    {
      id: 'resumen',
      accessorFn: (row) =>
        row.estado === 'IMPORTADA' || row.estado === 'REVERTIDA'
          ? resultSummary(row)
          : row.estado === 'ANALIZADA'
            ? analysisSummary(row)
            : (row.error ?? ''),
      meta: { label: 'Resultado', card: 'field' },
    },
    {
      id: 'por',
      accessorFn: (row) => row.creadaPor?.nombre ?? '—',
      meta: { label: 'Por', card: 'field', defaultHidden: true },
    },
    {
      id: 'revertir',
      meta: { label: 'Revertir', card: 'field' },
      cell: (cell) =>
        cell.row.original.revertibleHasta ? (
          <RevertImportButton item={cell.row.original} onStarted={onRevert} size="sm" />
        ) : null,
    },
  ];
}

/** Past imports of the tenant: open one, download its rejected rows, revert it (7 days). */
export function ImportHistory({ onOpen }: { onOpen: (id: number) => void }) {
  const client = useQueryClient();
  const [reverting, setReverting] = useState<string | null>(null);
  const done = () => {
    setReverting(null);
    void client.invalidateQueries({ queryKey: ['importaciones'] });
    void client.invalidateQueries({ queryKey: ['clientes'] });
  };
  return (
    <div className="flex flex-col gap-3">
      {reverting && (
        <TaskStep
          taskId={reverting}
          label="Revirtiendo la importación"
          onDone={done}
          onFailed={done}
        />
      )}
      <ImportTable<TCustomerImport>
        label="Importaciones"
        path={IMPORTS_PATH}
        queryKey={['importaciones', 'lista']}
        columns={columns(setReverting)}
        getRowId={(row) => String(row.id)}
        noun={{ one: 'importación', other: 'importaciones', feminine: true }}
        onRowClick={(row) => onOpen(row.id)}
        rowActions={(row) => [
          { label: 'Abrir', icon: FolderOpen, onSelect: () => onOpen(row.id) },
          ...(row.hayArchivoRechazadas
            ? [
                {
                  label: 'Descargar filas rechazadas',
                  icon: Download,
                  onSelect: () => void saveRejectedRows(row.id),
                },
              ]
            : []),
        ]}
        empty={<p className="p-4 text-sm text-muted">Todavía no se ha importado ningún archivo.</p>}
      />
    </div>
  );
}
