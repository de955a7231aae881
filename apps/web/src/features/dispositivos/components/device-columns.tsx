import { OPERATORS } from '@kiwi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { StatusChip } from '../../../components/ui/StatusChip';
import { formatEuros } from '../../../lib/money-format';
import type { DeviceRow } from '../api/device-types';

const operatorLabel = (value: string) => OPERATORS.find((o) => o.value === value)?.label ?? value;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type
export const DEVICE_COLUMNS: ColumnDef<DeviceRow, any>[] = [
  { accessorKey: 'name', enableSorting: true, meta: { label: 'Terminal', card: 'title' } },
  { accessorKey: 'brand', enableSorting: true, meta: { label: 'Marca', card: 'subtitle' } },
  {
    id: 'operator',
    accessorFn: (row) => operatorLabel(row.operator),
    meta: { label: 'Operador', card: 'field' },
  },
  {
    accessorKey: 'price',
    enableSorting: true,
    meta: { label: 'Precio', card: 'field', align: 'end' },
    cell: (c) => formatEuros(c.getValue() as string),
  },
  {
    accessorKey: 'devices',
    meta: { label: 'Unidades', card: 'field', align: 'end' },
  },
  {
    id: 'is_active',
    accessorFn: (row) => row.is_active,
    meta: { label: 'Estado', card: 'badge' },
    cell: (c) =>
      c.getValue() ? (
        <StatusChip label="Activo" color="success" />
      ) : (
        <StatusChip label="Inactivo" color="dark" />
      ),
  },
];
