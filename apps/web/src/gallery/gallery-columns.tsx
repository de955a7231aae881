import type { ColumnDef } from '@tanstack/react-table';
import { StatusChip } from '../components/ui/StatusChip';
import { formatMadrid } from '../lib/dates';
import type { GalleryCustomer } from './gallery-data';

export const GALLERY_COLUMNS: ColumnDef<GalleryCustomer, unknown>[] = [
  {
    accessorKey: 'nombre',
    enableSorting: true,
    meta: { label: 'Nombre', card: 'title', className: 'min-w-48' },
  },
  { accessorKey: 'documento', meta: { label: 'Documento', card: 'subtitle' } },
  { accessorKey: 'telefono', meta: { label: 'Teléfono', card: 'field' } },
  { accessorKey: 'localidad', enableSorting: true, meta: { label: 'Localidad', card: 'field' } },
  { accessorKey: 'comercial', enableSorting: true, meta: { label: 'Comercial', card: 'field' } },
  {
    accessorKey: 'estado',
    meta: { label: 'Última atención', card: 'badge' },
    cell: (context) => <StatusChip catalogue="salesStatus" value={context.getValue() as number} />,
  },
  {
    accessorKey: 'ultimoContacto',
    enableSorting: true,
    meta: { label: 'Último contacto', defaultHidden: true, card: 'field' },
    cell: (context) => formatMadrid(context.getValue() as string, 'dd/MM/yyyy HH:mm'),
  },
];
