import { UPCOMING_WINDOW_DAYS } from '@kiwi/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { addDays, formatDay, madridToday } from '../../../lib/madrid-days';
import { useAgenda } from '../api/agenda';
import { groupFollowUps } from './agenda-groups';
import { FollowUpRow } from './FollowUpRow';

const dayTitle = (today: string) => (day: string) =>
  day === today ? `Hoy, ${formatDay(day, 'EEEE d')}` : formatDay(day, "EEEE d 'de' MMMM");

/**
 * "Próximos agendados": the caller's follow-ups from today to today + 3 (spec section 9),
 * grouped by day, the overdue of the last week first and marked; a click opens the customer.
 */
export function UpcomingFollowUps({ comercial }: { comercial: number | null }) {
  const today = madridToday();
  const agenda = useAgenda([addDays(today, -7), addDays(today, UPCOMING_WINDOW_DAYS)], comercial);
  if (agenda.isPending) return <Skeleton className="h-40" />;
  if (agenda.isError) return <p className="text-danger">No se pudo cargar el contenido</p>;
  const groups = groupFollowUps(agenda.data.results, dayTitle(today));
  if (groups.length === 0)
    return (
      <EmptyState
        title="Sin agendados"
        description="No hay llamadas agendadas para los próximos días."
      />
    );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="proximos-agendados">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title} className="min-w-0">
          <h2
            className={`mb-2 text-sm font-semibold first-letter:uppercase ${group.overdue ? 'text-danger' : 'text-ink'}`}
          >
            {group.title} <span className="font-normal text-muted">({group.items.length})</span>
          </h2>
          <ul className="grid min-w-0 grid-cols-1 gap-2">
            {group.items.map((item) => (
              <FollowUpRow key={item.id} item={item} showDay={group.overdue} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
