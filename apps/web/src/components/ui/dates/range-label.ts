import { DATE_RANGE_PRESETS } from '../../../lib/date-range-presets';
import { formatDay, type DayRange, type IsoDay } from '../../../lib/madrid-days';

/** "Este mes" when the range is a preset today, else "01/03/2026 – 31/03/2026" (one day: one date). */
export function rangeLabel(range: DayRange, today: IsoDay): string {
  const preset = DATE_RANGE_PRESETS.find((candidate) => {
    const other = candidate.range(today);
    return other.from === range.from && other.to === range.to;
  });
  if (preset) return preset.label;
  if (range.from === range.to) return formatDay(range.from);
  return `${formatDay(range.from)} – ${formatDay(range.to)}`;
}
