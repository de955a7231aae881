import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { formatCount, hasNextPage, pageCount, rangeText } from './count-label';
import { IconButton } from './IconButton';

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface PaginationProps {
  page: number;
  pageSize: number;
  /** Rows the current page holds. */
  rowsOnPage: number;
  total: number;
  /** The total is the server's estimate (`count_estimated`). */
  estimated?: boolean;
  onPageChange: (page: number) => void;
  /** Omit to hide the page-size choice. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  disabled?: boolean;
}

/** "1–25 de 12.345", rows per page, first/previous/next/last. */
export function Pagination({
  page,
  pageSize,
  rowsOnPage,
  total,
  estimated,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  disabled,
}: PaginationProps) {
  const sizeId = useId();
  const input = { page, pageSize, rowsOnPage, total, estimated };
  const pages = pageCount({ total, estimated, pageSize });
  const next = hasNextPage(input);
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <nav
      aria-label="Paginación"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted"
    >
      <p aria-live="polite" className="tabular-nums">
        {rangeText(input)}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {onPageSizeChange ? (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId}>Filas por página</label>
            <select
              id={sizeId}
              value={pageSize}
              disabled={disabled}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="h-9 rounded-lg border border-line bg-surface px-2 text-ink"
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex items-center gap-1">
          <IconButton
            icon={ChevronsLeft}
            size="sm"
            label="Primera página"
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(1)}
          />
          <IconButton
            icon={ChevronLeft}
            size="sm"
            label="Página anterior"
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          />
          <span className="px-2 whitespace-nowrap text-ink tabular-nums">
            {pages === null
              ? `Página ${formatCount(page)}`
              : `Página ${formatCount(page)} de ${formatCount(pages)}`}
          </span>
          <IconButton
            icon={ChevronRight}
            size="sm"
            label="Página siguiente"
            disabled={disabled || !next}
            onClick={() => onPageChange(page + 1)}
          />
          {pages !== null ? (
            <IconButton
              icon={ChevronsRight}
              size="sm"
              label="Última página"
              disabled={disabled || page >= pages}
              onClick={() => onPageChange(pages)}
            />
          ) : null}
        </div>
      </div>
    </nav>
  );
}
