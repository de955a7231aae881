import type { ColorToken } from '@kiwi/domain';
import { ChevronDown, Circle, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatMadrid, madridDay } from '../../lib/dates';
import { addDays, formatDay, madridToday } from '../../lib/madrid-days';
import { cx } from '../../lib/cx';
import { colorHex } from './status-catalogues';

export interface TimelineEntry {
  id: string | number;
  /** When it happened (an instant; shown in Madrid time). */
  at: string;
  /** What happened: 'Oferta presentada', 'Cliente modificado'. */
  title: ReactNode;
  /** Who did it. */
  who?: string | null | undefined;
  /** A short line always shown under the title. */
  summary?: ReactNode;
  /** More, behind "Ver detalle" (changed fields, the offer's packages…). */
  detail?: ReactNode;
  icon?: LucideIcon;
  color?: ColorToken | string;
}

export interface TimelineProps {
  /** Accessible name of the list: 'Historial de contacto'. */
  label: string;
  /** Newest first, as the APIs answer. */
  entries: readonly TimelineEntry[];
}

function dayHeading(day: string, today: string): string {
  if (day === today) return 'Hoy';
  if (day === addDays(today, -1)) return 'Ayer';
  return formatDay(day, "d 'de' MMMM 'de' yyyy");
}

/**
 * Dated entries grouped by Madrid day, each with an icon, who, what, a
 * summary and an expandable detail: the contact history and the record
 * history (field changes) both use it.
 */
export function Timeline({ label, entries }: TimelineProps) {
  const today = madridToday();
  const days = [...new Set(entries.map((entry) => madridDay(entry.at)))];
  return (
    <div aria-label={label} role="region" className="flex flex-col gap-4">
      {days.map((day) => (
        <section key={day} aria-label={dayHeading(day, today)}>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {dayHeading(day, today)}
          </h3>
          <ol className="relative flex flex-col gap-3 border-l-2 border-line pl-6">
            {entries
              .filter((entry) => madridDay(entry.at) === day)
              .map((entry) => (
                <TimelineItem key={entry.id} entry={entry} />
              ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const Icon = entry.icon ?? Circle;
  const hex = entry.color ? colorHex(entry.color) : '#670069';
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className="absolute top-0.5 -left-[2.45rem] flex size-7 items-center justify-center rounded-full border-2 bg-surface"
        style={{ borderColor: hex, color: hex }}
      >
        <Icon className="size-3.5" />
      </span>
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
        <time dateTime={entry.at}>{formatMadrid(entry.at, 'HH:mm')}</time>
        {entry.who ? <span>· {entry.who}</span> : null}
      </div>
      <p className="text-sm font-medium text-ink">{entry.title}</p>
      {entry.summary ? <div className="text-sm text-muted">{entry.summary}</div> : null}
      {entry.detail ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((value) => !value)}
            className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
          >
            {open ? 'Ocultar detalle' : 'Ver detalle'}
            <ChevronDown
              className={cx('size-3.5 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
          <div id={detailId} hidden={!open} className="mt-2 rounded-lg bg-background p-3 text-sm">
            {entry.detail}
          </div>
        </>
      ) : null}
    </li>
  );
}
