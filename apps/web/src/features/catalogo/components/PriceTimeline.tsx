import { CalendarClock, Euro } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Timeline, type TimelineEntry } from '../../../components/ui/Timeline';
import { madridDateTime, madridToday } from '../../../lib/madrid-days';
import { formatEuros } from '../../../lib/money-format';
import { usePriceHistoryOf } from '../api/price-history';
import type { PriceHistoryRow } from '../api/catalogue-types';
import { isScheduled, validFromDay } from './price-dates';

export interface PriceTimelineProps {
  /** The API's content_type: tariff, additional_line, sva, insurance, device, instalment. */
  contentType: string;
  objectId: number;
  decimals?: 2 | 4;
}

/** Newest first; rows without a date go last. */
export function timelineEntries(
  rows: readonly PriceHistoryRow[],
  decimals: 2 | 4 = 2,
  today = madridToday(),
): TimelineEntry[] {
  return rows
    .map((row) => ({ row, day: validFromDay(row) }))
    .filter((item): item is { row: PriceHistoryRow; day: string } => item.day !== null)
    .sort((a, b) => (a.day === b.day ? b.row.id - a.row.id : a.day < b.day ? 1 : -1))
    .map(({ row, day }) => {
      const scheduled = isScheduled(row, today);
      return {
        id: row.id,
        at:
          row.valid_from && row.valid_from.length > 10
            ? row.valid_from
            : madridDateTime(day, '00:00'),
        title: `${formatEuros(row.price, { decimals })}`,
        icon: scheduled ? CalendarClock : Euro,
        color: scheduled ? 'info' : row.is_active ? 'success' : 'dark',
        summary: scheduled ? (
          <Badge color="info">Programado</Badge>
        ) : row.is_active ? null : (
          <Badge color="dark">Anulado</Badge>
        ),
      };
    });
}

/** "Historial de precios" of one catalogue item, scheduled future prices included. */
export function PriceTimeline({ contentType, objectId, decimals = 2 }: PriceTimelineProps) {
  const history = usePriceHistoryOf(contentType, objectId);
  let body;
  if (history.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (history.isError)
    body = <p className="text-sm text-danger">No se pudo cargar el historial de precios.</p>;
  else {
    const entries = timelineEntries(history.data.results, decimals);
    body =
      entries.length === 0 ? (
        <p className="text-sm text-muted">Todavía no hay cambios de precio.</p>
      ) : (
        <Timeline label="Historial de precios" entries={entries} />
      );
  }
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink">Historial de precios</h3>
      {body}
    </div>
  );
}
