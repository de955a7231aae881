import {
  addDays,
  endOfMonthDay,
  madridToday,
  startOfMonthDay,
  startOfWeekDay,
  type DayRange,
  type IsoDay,
} from './madrid-days';

export interface DateRangePreset {
  id: string;
  label: string;
  range: (today: IsoDay) => DayRange;
}

/** Quick choices of the range picker, computed from the Madrid "today". */
export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  { id: 'today', label: 'Hoy', range: (today) => ({ from: today, to: today }) },
  {
    id: 'yesterday',
    label: 'Ayer',
    range: (today) => ({ from: addDays(today, -1), to: addDays(today, -1) }),
  },
  {
    id: 'last7',
    label: 'Últimos 7 días',
    range: (today) => ({ from: addDays(today, -6), to: today }),
  },
  {
    id: 'last30',
    label: 'Últimos 30 días',
    range: (today) => ({ from: addDays(today, -29), to: today }),
  },
  {
    id: 'thisWeek',
    label: 'Esta semana',
    range: (today) => ({ from: startOfWeekDay(today), to: addDays(startOfWeekDay(today), 6) }),
  },
  {
    id: 'thisMonth',
    label: 'Este mes',
    range: (today) => ({ from: startOfMonthDay(today), to: endOfMonthDay(today) }),
  },
  {
    id: 'lastMonth',
    label: 'Mes pasado',
    range: (today) => ({ from: startOfMonthDay(today, -1), to: endOfMonthDay(today, -1) }),
  },
  {
    id: 'thisYear',
    label: 'Este año',
    range: (today) => ({ from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` }),
  },
];

export function presetRange(id: string, now: Date | number = Date.now()): DayRange | null {
  const preset = DATE_RANGE_PRESETS.find((p) => p.id === id);
  return preset ? preset.range(madridToday(now)) : null;
}
