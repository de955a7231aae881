import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cx } from '../../lib/cx';

export interface ProgressBarProps {
  /** 0–100, or null while the total is not known yet (an animated bar). */
  value: number | null;
  /** Accessible name: 'Progreso de la exportación'. */
  label: string;
  /** Shows "45 %" next to the bar. */
  showValue?: boolean;
  /** A line under the bar: "4.500 de 10.000 filas". */
  detail?: string;
  className?: string;
}

/** Real progress of a background task (export, import, bulk action). */
export function ProgressBar({
  value,
  label,
  showValue = true,
  detail,
  className,
}: ProgressBarProps) {
  const percent = value === null ? null : Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={cx('flex w-full flex-col gap-1', className)}>
      <div className="flex items-center gap-3">
        <ProgressPrimitive.Root
          value={percent}
          max={100}
          aria-label={label}
          getValueLabel={(current) => `${current} %`}
          className="relative h-2 flex-1 overflow-hidden rounded-full bg-primary-soft"
        >
          <ProgressPrimitive.Indicator
            className={cx(
              'h-full rounded-full bg-primary transition-[width] duration-300',
              percent === null && 'w-1/3 animate-pulse',
            )}
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </ProgressPrimitive.Root>
        {showValue ? (
          <span
            className="w-11 text-right text-xs font-medium text-muted tabular-nums"
            aria-hidden="true"
          >
            {percent === null ? '…' : `${percent} %`}
          </span>
        ) : null}
      </div>
      {detail ? <p className="text-xs text-muted">{detail}</p> : null}
    </div>
  );
}
