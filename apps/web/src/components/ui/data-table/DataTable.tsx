import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { isInvalidPageError } from '../../../lib/http/paged-list';
import { useIsPhone } from '../../../lib/use-media-query';
import { EmptyState } from '../EmptyState';
import { Pagination } from '../Pagination';
import { CardView } from './CardView';
import { columnLabel, isHideable } from './column-meta';
import { ColumnChooser, type ChooserColumn } from './ColumnChooser';
import { defaultRowLabel } from './row-parts';
import { SelectionBar } from './SelectionBar';
import { LoadError, LoadingRows } from './TableStates';
import { TableView } from './TableView';
import {
  DEFAULT_NOUN,
  type ItemNoun,
  type PagedQuery,
  type RowAction,
  type SortState,
} from './types';
import type { RowSelection, RowSelectionController } from './use-row-selection';

export interface DataTableProps<T> {
  /** Accessible name of the table or card list: 'Clientes'. */
  label: string;
  /** Defined by the feature; `meta.label` is required, sortable columns set `enableSorting: true`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  columns: ColumnDef<T, any>[];
  /** The paged query (usePagedList). */
  query: PagedQuery<T>;
  getRowId: (row: T) => string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  /** Visible column ids in order; null = the defaults (columns without `meta.defaultHidden`). */
  visibleColumns?: readonly string[] | null;
  /** Shows the column chooser; null = back to the defaults. */
  onVisibleColumnsChange?: (ids: string[] | null) => void;
  /** Row selection (useRowSelection) for bulk actions. */
  selection?: RowSelectionController;
  bulkActions?: (selection: RowSelection) => ReactNode;
  rowActions?: (row: T) => RowAction[];
  /** Opens a row: its title becomes a button. */
  onRowClick?: (row: T) => void;
  /** How buttons name a row ('Seleccionar Ana García'); default: its title cell. */
  getRowLabel?: (row: T) => string;
  noun?: ItemNoun;
  /** Shown when the page is empty; default "No hay {noun.other}". */
  empty?: ReactNode;
  /** Filters, search, views: drawn left of the column chooser. */
  toolbar?: ReactNode;
  /** 'auto': cards below 768 px, a table above. */
  view?: 'auto' | 'table' | 'cards';
}

/**
 * The one list component of Kiwi: server paging and sorting, column chooser,
 * selection with "all that match", row actions, loading/empty/error states,
 * cards on phones. Features give columns and a query; the state lives in the
 * URL (useListState).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, query, page, pageSize, selection, noun = DEFAULT_NOUN } = props;
  const phone = useIsPhone();
  const asCards = props.view === 'cards' || (props.view !== 'table' && phone);
  const rows = useMemo(() => query.data?.results ?? [], [query.data]);

  const allIds = useMemo(
    () =>
      columns.map(
        (column) => column.id ?? ('accessorKey' in column ? String(column.accessorKey) : ''),
      ),
    [columns],
  );
  const defaultVisible = useMemo(
    () =>
      columns
        .filter((column) => !column.meta?.defaultHidden)
        .map((_, index) => allIds[index] ?? ''),
    [columns, allIds],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => props.getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    // Headers default to meta.label (TanStack's own default is the column id).
    defaultColumn: { enableSorting: false, header: ({ column }) => columnLabel(column) },
    state: {
      sorting: props.sort ? [props.sort] : [],
      ...visibilityState(allIds, props.visibleColumns ?? defaultVisible, columns),
    },
  });

  const chooserColumns: ChooserColumn[] = table.getState().columnOrder.map((id) => {
    const column = table.getColumn(id);
    return {
      id,
      label: column ? columnLabel(column) : id,
      visible: column?.getIsVisible() ?? false,
      hideable: column ? isHideable(column) : false,
      pinned: column?.columnDef.meta?.card === 'title',
    };
  });

  const rowLabel = (rowId: string) => {
    const row = table.getRow(rowId, true);
    return props.getRowLabel ? props.getRowLabel(row.original) : defaultRowLabel(row);
  };
  const total = query.data?.count ?? 0;
  const estimated = query.data?.count_estimated;
  const invalidPage = isInvalidPageError(query.error) && page !== 1;
  const loading = (query.isPending && !query.data) || invalidPage;
  const failed = Boolean(query.error) && !invalidPage;
  const pageIds = rows.map((row) => props.getRowId(row));

  let body: ReactNode;
  if (loading) body = <LoadingRows rows={Math.min(pageSize, 8)} columns={defaultVisible.length} />;
  else if (failed) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0)
    body = props.empty ?? (
      <EmptyState
        compact
        title={`No hay ${noun.other}`}
        description="Pruebe a cambiar los filtros."
      />
    );
  else {
    const shared = {
      table,
      label,
      selection,
      rowActions: props.rowActions,
      onRowClick: props.onRowClick,
      rowLabel,
      busy: query.isFetching,
    };
    body = asCards ? (
      <CardView {...shared} />
    ) : (
      <TableView {...shared} sort={props.sort} onSortChange={props.onSortChange} />
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {props.toolbar || props.onVisibleColumnsChange ? (
        <div className="flex flex-wrap items-center gap-2">
          {/* A row of its own on a phone (the column chooser wraps below it), so its buttons sit side by side. */}
          <div className="flex min-w-0 grow basis-full flex-wrap items-center gap-2 sm:basis-0">
            {props.toolbar}
          </div>
          {props.onVisibleColumnsChange ? (
            <ColumnChooser
              columns={chooserColumns}
              onChange={(ids) => props.onVisibleColumnsChange?.(ids)}
              onReset={() => props.onVisibleColumnsChange?.(null)}
            />
          ) : null}
        </div>
      ) : null}
      {selection && !failed ? (
        <SelectionBar
          controller={selection}
          total={total}
          estimated={estimated}
          pageFullySelected={pageIds.length > 0 && pageIds.every((id) => selection.isSelected(id))}
          rowsOnPage={rows.length}
          noun={noun}
          bulkActions={props.bulkActions}
        />
      ) : null}
      <div
        className={
          asCards ? '' : 'overflow-hidden rounded-2xl border border-line bg-surface shadow-sm'
        }
      >
        {body}
      </div>
      {!loading && !failed && (rows.length > 0 || page > 1) ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          rowsOnPage={rows.length}
          total={total}
          estimated={estimated}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
          pageSizeOptions={props.pageSizeOptions}
          disabled={query.isFetching}
        />
      ) : null}
    </div>
  );
}

/** TanStack visibility and order from the ordered list of visible ids. */
function visibilityState<T>(
  allIds: readonly string[],
  visible: readonly string[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: readonly ColumnDef<T, any>[],
): { columnVisibility: VisibilityState; columnOrder: string[] } {
  const alwaysShown = columns
    .map((column, index) =>
      column.meta?.card === 'title' || column.meta?.hideable === false ? allIds[index] : null,
    )
    .filter((id): id is string => Boolean(id));
  const shown = [
    ...alwaysShown.filter((id) => !visible.includes(id)),
    ...visible.filter((id) => allIds.includes(id)),
  ];
  const columnVisibility = Object.fromEntries(allIds.map((id) => [id, shown.includes(id)]));
  return {
    columnVisibility,
    columnOrder: [...shown, ...allIds.filter((id) => !shown.includes(id))],
  };
}
