import type { ColumnDef } from '@tanstack/react-table';
import { formatMadrid } from '../../../lib/dates';
import { formatEuros } from '../../../lib/money-format';
import type { CatalogueKey } from '../api/catalogue-paths';
import type {
  AdditionalLineRow,
  CatalogueRow,
  DatabaseOriginRow,
  InsuranceRow,
  ObjectiveTypeRow,
  PriceHistoryRow,
  ProcedureRow,
  PromotionRow,
  SvaRow,
  TariffRow,
  UpfrontRow,
} from '../api/catalogue-types';
import { ActiveChip } from './ActiveChip';
import {
  categoryLabel,
  durationUnitLabel,
  operatorLabel,
  paymentTypeLabel,
  segmentLabel,
} from './labels';
import { pricedObjectLabel } from './priced-objects';
import { formatValidFrom } from './price-dates';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type
type Columns<T> = ColumnDef<T, any>[];

const activeColumn = <T extends { is_active?: boolean }>(): ColumnDef<T> => ({
  id: 'is_active',
  accessorFn: (row) => row.is_active,
  meta: { label: 'Estado', card: 'badge' },
  cell: (c) => <ActiveChip active={c.getValue() as boolean | undefined} />,
});
const operatorColumn = <T extends { operator: string }>(): ColumnDef<T> => ({
  id: 'operator',
  accessorFn: (row) => operatorLabel(row.operator),
  enableSorting: true,
  meta: { label: 'Operador', card: 'subtitle' },
});
const segmentColumn = <T extends { segment: string }>(): ColumnDef<T> => ({
  id: 'segment',
  accessorFn: (row) => segmentLabel(row.segment),
  meta: { label: 'Segmento', card: 'field' },
});
const money = (label: string, decimals: 2 | 4 = 2) => ({
  meta: { label, card: 'field' as const, align: 'end' as const },
  cell: (c: { getValue: () => unknown }) =>
    formatEuros(c.getValue() as string | null, { decimals }),
});
const nameColumn = <T,>(key: 'name' | 'nombre'): ColumnDef<T> => ({
  accessorKey: key,
  enableSorting: true,
  meta: { label: 'Nombre', card: 'title' },
});

const TARIFF: Columns<TariffRow> = [
  nameColumn('name'),
  operatorColumn(),
  segmentColumn(),
  {
    id: 'category',
    accessorFn: (row) => categoryLabel(row.category),
    meta: { label: 'Categoría', card: 'field' },
  },
  {
    id: 'payment_type',
    accessorFn: (row) => paymentTypeLabel(row.payment_type),
    meta: { label: 'Pago', card: 'field', defaultHidden: true },
  },
  { accessorKey: 'price_value', enableSorting: true, ...money('Precio (sin IVA)') },
  activeColumn(),
];

const ADDITIONAL: Columns<AdditionalLineRow> = [
  nameColumn('name'),
  operatorColumn(),
  segmentColumn(),
  { accessorKey: 'price_value', enableSorting: true, ...money('Precio') },
  {
    id: 'base_fee',
    accessorFn: (row) => row.mobile_line_info?.price?.base_fee,
    ...money('Cuota base', 4),
  },
  { accessorKey: 'max_number', meta: { label: 'Máximo', card: 'field', align: 'end' } },
  activeColumn(),
];

const SVA: Columns<SvaRow> = [
  nameColumn('name'),
  operatorColumn(),
  segmentColumn(),
  { accessorKey: 'price_value', enableSorting: true, ...money('Precio') },
  {
    accessorKey: 'permanence',
    meta: { label: 'Permanencia (meses)', card: 'field', align: 'end' },
  },
  activeColumn(),
];

const PROMOTION: Columns<PromotionRow> = [
  nameColumn('name'),
  operatorColumn(),
  {
    id: 'amount',
    accessorFn: (row) =>
      row.amount_unit === 'PERCENTS'
        ? `${String(row.amount).replace('.', ',')} %`
        : formatEuros(row.amount),
    meta: { label: 'Descuento', card: 'field', align: 'end' },
  },
  {
    id: 'duration',
    accessorFn: (row) =>
      row.duration_unit === 'PERMANENT'
        ? 'Permanente'
        : `${row.duration} ${durationUnitLabel(row.duration_unit).toLowerCase()}`,
    meta: { label: 'Duración', card: 'field' },
  },
  {
    accessorKey: 'priority_order',
    enableSorting: true,
    meta: { label: 'Prioridad', card: 'field', align: 'end' },
  },
  activeColumn(),
];

const INSURANCE: Columns<InsuranceRow> = [
  nameColumn('name'),
  operatorColumn(),
  { accessorKey: 'price', enableSorting: true, ...money('Precio') },
  { accessorKey: 'tramo', meta: { label: 'Tramo', card: 'field' } },
  activeColumn(),
];

const PROCEDURE: Columns<ProcedureRow> = [
  nameColumn('name'),
  operatorColumn(),
  { accessorKey: 'tipo_gestion', meta: { label: 'Tipo de gestión', card: 'field' } },
  activeColumn(),
];

const ORIGIN: Columns<DatabaseOriginRow> = [
  nameColumn('nombre'),
  {
    accessorKey: 'timestamp',
    enableSorting: true,
    meta: { label: 'Creado', card: 'subtitle' },
    cell: (c) => (c.getValue() ? formatMadrid(c.getValue() as string, 'dd/MM/yyyy') : '—'),
  },
];

const OBJECTIVE_TYPE: Columns<ObjectiveTypeRow> = [nameColumn('nombre')];

const objectColumn = <
  T extends { content_type?: string | null; object_name?: string | null; object_id: number },
>(): ColumnDef<T> => ({
  id: 'object',
  accessorFn: (row) => row.object_name ?? `#${row.object_id}`,
  meta: { label: 'Elemento', card: 'title' },
});
const contentTypeColumn = <T extends { content_type?: string | null }>(): ColumnDef<T> => ({
  id: 'content_type',
  accessorFn: (row) => pricedObjectLabel(row.content_type),
  meta: { label: 'Tipo', card: 'subtitle' },
});

const PRICE_HISTORY: Columns<PriceHistoryRow> = [
  objectColumn(),
  contentTypeColumn(),
  { accessorKey: 'price', ...money('Precio') },
  {
    id: 'valid_from',
    accessorFn: (row) => formatValidFrom(row),
    meta: { label: 'Desde', card: 'field' },
  },
  activeColumn(),
];

const UPFRONT: Columns<UpfrontRow> = [
  objectColumn(),
  contentTypeColumn(),
  {
    id: 'familia_objetivo',
    accessorFn: (row) => row.familia_objetivo_nombre ?? row.familia_objetivo ?? '—',
    meta: { label: 'Familia de objetivo', card: 'field' },
  },
  { accessorKey: 'tipo', meta: { label: 'Tipo de venta', card: 'field' } },
  { accessorKey: 'upfront', ...money('Upfront') },
  activeColumn(),
];

/** Column definitions of each tab (meta.label required; sortable ids are the API's ordering keys). */
export const CATALOGUE_COLUMNS: Readonly<Record<CatalogueKey, Columns<CatalogueRow>>> = {
  tarifas: TARIFF as Columns<CatalogueRow>,
  adicionales: ADDITIONAL as Columns<CatalogueRow>,
  sva: SVA as Columns<CatalogueRow>,
  promociones: PROMOTION as Columns<CatalogueRow>,
  seguros: INSURANCE as Columns<CatalogueRow>,
  gestiones: PROCEDURE as Columns<CatalogueRow>,
  origenes: ORIGIN as Columns<CatalogueRow>,
  tipoobjetivo: OBJECTIVE_TYPE as Columns<CatalogueRow>,
  precios: PRICE_HISTORY as Columns<CatalogueRow>,
  upfronts: UPFRONT as Columns<CatalogueRow>,
};
