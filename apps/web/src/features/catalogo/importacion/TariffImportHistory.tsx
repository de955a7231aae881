import { TARIFF_IMPORT_STATE_LABELS, type TTariffImport } from '@kiwi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { FolderOpen } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { when } from '../../../components/ui/import/import-text';
import { ImportTable } from '../../../components/ui/import/ImportTable';
import { TARIFF_IMPORTS_PATH } from './tariff-imports';
import { tariffAnalysisSummary, tariffResultSummary } from './tariff-import-text';

const COLUMNS: ColumnDef<TTariffImport, unknown>[] = [
  { accessorKey: 'archivo', meta: { label: 'Archivo', card: 'title' } },
  {
    id: 'fecha',
    accessorFn: (row) => when(row.aplicadaAt ?? row.createdAt),
    meta: { label: 'Fecha', card: 'subtitle' },
  },
  {
    id: 'estado',
    accessorFn: (row) => TARIFF_IMPORT_STATE_LABELS[row.estado],
    meta: { label: 'Estado', card: 'badge' },
    cell: (cell) => (
      <Badge color={cell.row.original.estado === 'APLICADA' ? 'success' : 'warning'}>
        {String(cell.getValue())}
      </Badge>
    ),
  },
  {
    id: 'resumen',
    accessorFn: (row) =>
      row.estado === 'APLICADA' ? tariffResultSummary(row) : tariffAnalysisSummary(row),
    meta: { label: 'Resultado', card: 'field' },
  },
  {
    id: 'por',
    accessorFn: (row) => (row.aplicadaPor ?? row.creadaPor)?.nombre ?? '—',
    meta: { label: 'Por', card: 'field' },
  },
];

/** The tenant's tariff imports, newest first: open one to see its rows. */
export function TariffImportHistory({ onOpen }: { onOpen: (id: number) => void }) {
  return (
    <ImportTable<TTariffImport>
      label="Importaciones de tarifas"
      path={TARIFF_IMPORTS_PATH}
      queryKey={['tarifas-importaciones', 'lista']}
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      noun={{ one: 'importación', other: 'importaciones', feminine: true }}
      onRowClick={(row) => onOpen(row.id)}
      rowActions={(row) => [{ label: 'Abrir', icon: FolderOpen, onSelect: () => onOpen(row.id) }]}
      empty={<p className="p-4 text-sm text-muted">Todavía no se ha importado ninguna hoja.</p>}
    />
  );
}
