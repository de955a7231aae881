import { PROCEDURE_TYPES, type TAtencion } from '@kiwi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { StatusChip } from '../../../components/ui/StatusChip';
import { formatMadrid } from '../../../lib/dates';

/** Columns of the Ofertas and Gestiones lists (decision 1406); the kit's DataTable draws them. */
const date = (iso: string) => formatMadrid(iso, 'dd/MM/yyyy HH:mm');
const procedureType = (code: string) =>
  PROCEDURE_TYPES.find((t) => t.value === code)?.label ?? code;

const COMMON: ColumnDef<TAtencion, unknown>[] = [
  { id: 'cliente', accessorFn: (r) => r.cliente.nombre, meta: { label: 'Cliente', card: 'title' } },
  {
    id: 'comercial',
    accessorFn: (r) => r.comercial?.nombre_completo ?? 'Por asignar',
    meta: { label: 'Comercial', card: 'subtitle' },
  },
];

export const OFFER_COLUMNS: ColumnDef<TAtencion, unknown>[] = [
  ...COMMON,
  {
    id: 'estado',
    accessorFn: (r) => r.estado,
    meta: { label: 'Estado', card: 'badge' },
    cell: (c) =>
      c.getValue() == null ? (
        '—'
      ) : (
        <StatusChip catalogue="salesStatus" value={c.getValue() as number} />
      ),
  },
  {
    id: 'operador',
    accessorFn: (r) => r.oferta?.isp ?? '',
    meta: { label: 'Operador', card: 'field' },
  },
  {
    id: 'precio',
    accessorFn: (r) => (r.oferta ? `${r.oferta.precioTotal.replace('.', ',')}\u00a0€` : ''),
    meta: { label: 'Precio', card: 'field', align: 'end', className: 'whitespace-nowrap' },
  },
  {
    id: 'paquetes',
    accessorFn: (r) => r.oferta?.paquetes ?? 0,
    meta: { label: 'Paquetes', card: 'field', align: 'end' },
  },
  {
    id: 'updated_on',
    accessorFn: (r) => date(r.updated_on),
    meta: { label: 'Actualizada', card: 'field', className: 'whitespace-nowrap' },
  },
  {
    id: 'fechaVenta',
    accessorFn: (r) => (r.fechaVenta ? date(r.fechaVenta) : ''),
    meta: { label: 'Venta', card: 'field', defaultHidden: true, className: 'whitespace-nowrap' },
  },
];

export const PROCEDURE_COLUMNS: ColumnDef<TAtencion, unknown>[] = [
  ...COMMON,
  {
    id: 'gestion',
    accessorFn: (r) => r.gestion?.nombre ?? '',
    meta: { label: 'Gestión', card: 'badge' },
  },
  {
    id: 'tipo_gestion',
    accessorFn: (r) => (r.gestion ? procedureType(r.gestion.tipo_gestion) : ''),
    meta: { label: 'Tipo', card: 'field' },
  },
  { id: 'notas', accessorFn: (r) => r.notas ?? '', meta: { label: 'Notas', card: 'field' } },
  {
    id: 'fechaContacto',
    accessorFn: (r) => date(r.fechaContacto),
    meta: { label: 'Fecha', card: 'field', className: 'whitespace-nowrap' },
  },
];
