import type { TAgendado } from '@kiwi/domain';
import { madridDay } from '../../../lib/dates';

export interface AgendaGroup {
  key: string;
  title: string;
  overdue: boolean;
  items: TAgendado[];
}

/** Overdue follow-ups first (one group), then one group per Madrid day in time order. */
export function groupFollowUps(
  items: readonly TAgendado[],
  dayTitle: (day: string) => string,
): AgendaGroup[] {
  const overdue = items.filter((i) => i.vencido);
  const byDay = new Map<string, TAgendado[]>();
  for (const item of items) {
    if (item.vencido) continue;
    const day = madridDay(item.fechaAgendado);
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const groups: AgendaGroup[] = [];
  if (overdue.length)
    groups.push({ key: 'vencidos', title: 'Vencidos', overdue: true, items: overdue });
  for (const [day, list] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)))
    groups.push({ key: day, title: dayTitle(day), overdue: false, items: list });
  return groups;
}
