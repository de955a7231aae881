import { findAttemptKind, SEGMENTS, UNASSIGNED_COMMERCIAL } from '@kiwi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { StatusChip } from '../../../components/ui/StatusChip';
import { formatMadrid } from '../../../lib/dates';
import type { CustomerRow } from '../api/customer-row';
import { customerStateLabel } from './customer-states';

const DASH = '—';

function day(value: string | null | undefined): string {
  return value ? formatMadrid(value, 'dd/MM/yyyy') : DASH;
}

function dayTime(value: string | null | undefined): string {
  return value ? formatMadrid(value, 'dd/MM/yy HH:mm') : DASH;
}

/** The first phone; how many more there are (all of them in the tooltip and on the card). */
function Phones({ phones }: { phones: readonly string[] }) {
  const [first, ...more] = phones;
  if (!first) return DASH;
  return (
    <span title={phones.join(', ')}>
      {first}
      {more.length > 0 ? (
        <span className="ml-1 text-xs text-muted">
          +{more.length}
          <span className="sr-only"> más: {more.join(', ')}</span>
        </span>
      ) : null}
    </span>
  );
}

function segmentLabel(value: string | null): string {
  return SEGMENTS.find((segment) => segment.value === value)?.label ?? value ?? DASH;
}

/** An atención without a sales status shows what it was (Agendado, No interesado…). */
function AttemptKindChip({ tipo }: { tipo: string }) {
  const kind = findAttemptKind(tipo);
  return kind ? (
    <StatusChip label={kind.label} color={kind.color} icon={kind.icon} />
  ) : (
    <StatusChip label={tipo} color="dark" />
  );
}

function LastAtencion({ row }: { row: CustomerRow }) {
  const last = row.lastAtencion;
  if (!last) return <span className="text-muted">Sin atenciones</span>;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      {last.estado ? (
        <StatusChip label={last.estado.label} color={last.estado.color} icon={last.estado.icon} />
      ) : (
        <AttemptKindChip tipo={last.tipo} />
      )}
      <span className="text-xs text-muted">{day(last.fechaContacto)}</span>
    </span>
  );
}

/**
 * The customer table's columns. Sortable ids are the API's `ordering` keys;
 * the phone card shows name, document, the last atención chip, phones,
 * locality, commercial and the next follow-up.
 */
export const CUSTOMER_COLUMNS: ColumnDef<CustomerRow, unknown>[] = [
  {
    accessorKey: 'nombre',
    enableSorting: true,
    meta: { label: 'Nombre', card: 'title', className: 'min-w-40' },
  },
  {
    accessorKey: 'documento',
    enableSorting: true,
    meta: { label: 'Documento', card: 'subtitle' },
    cell: (context) => (context.getValue() as string | null) ?? DASH,
  },
  {
    id: 'telefonos',
    accessorFn: (row) => row.telefonosContacto.join(', '),
    meta: { label: 'Teléfonos', card: 'field', className: 'whitespace-nowrap' },
    cell: (context) => <Phones phones={context.row.original.telefonosContacto} />,
  },
  {
    accessorKey: 'localidad',
    enableSorting: true,
    meta: { label: 'Localidad', card: 'field' },
    cell: (context) => (context.getValue() as string | null) ?? DASH,
  },
  {
    id: 'comercial',
    accessorFn: (row) => row.comercial?.nombre ?? UNASSIGNED_COMMERCIAL.nombre,
    enableSorting: true,
    meta: { label: 'Comercial', card: 'field', className: 'min-w-32' },
    cell: (context) =>
      context.row.original.comercial ? (
        (context.getValue() as string)
      ) : (
        <span className="text-muted italic">{UNASSIGNED_COMMERCIAL.nombre}</span>
      ),
  },
  {
    id: 'lastAtencion',
    accessorFn: (row) => row.lastAtencion?.fechaContacto ?? null,
    enableSorting: true,
    meta: { label: 'Última atención', card: 'badge' },
    cell: (context) => <LastAtencion row={context.row.original} />,
  },
  {
    id: 'nextAgendado',
    accessorFn: (row) => row.nextAgendado?.fechaAgendado ?? null,
    enableSorting: true,
    meta: { label: 'Próximo agendado', card: 'field', className: 'whitespace-nowrap' },
    cell: (context) => dayTime(context.getValue() as string | null),
  },
  {
    accessorKey: 'estadoCliente',
    enableSorting: true,
    meta: { label: 'Estado', defaultHidden: true, card: 'field' },
    cell: (context) => customerStateLabel(context.getValue() as string),
  },
  {
    id: 'origenBbdd',
    accessorFn: (row) => row.origenBbdd?.nombre ?? DASH,
    enableSorting: true,
    meta: { label: 'Origen', defaultHidden: true, card: 'field' },
  },
  {
    accessorKey: 'cp',
    enableSorting: true,
    meta: { label: 'Código postal', defaultHidden: true, card: 'field' },
    cell: (context) => (context.getValue() as string | null) ?? DASH,
  },
  {
    accessorKey: 'segmento',
    enableSorting: true,
    meta: { label: 'Segmento', defaultHidden: true, card: 'field' },
    cell: (context) => segmentLabel(context.getValue() as string | null),
  },
  {
    accessorKey: 'ispActual',
    enableSorting: true,
    meta: { label: 'Operador actual', defaultHidden: true, card: 'field' },
    cell: (context) => (context.getValue() as string | null) ?? DASH,
  },
  {
    accessorKey: 'email',
    meta: { label: 'Email', defaultHidden: true, card: 'field' },
    cell: (context) => (context.getValue() as string | null) ?? DASH,
  },
  {
    accessorKey: 'fechaContacto',
    enableSorting: true,
    meta: { label: 'Fecha de contacto', defaultHidden: true, card: 'field' },
    cell: (context) => day(context.getValue() as string | null),
  },
  {
    accessorKey: 'updated_on',
    enableSorting: true,
    meta: { label: 'Modificado', defaultHidden: true, card: 'field' },
    cell: (context) => dayTime(context.getValue() as string),
  },
];
