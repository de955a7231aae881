import type { ColorToken } from '@kiwi/domain';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { colorHex } from './status-catalogues';

export interface BadgeProps {
  children: ReactNode;
  /** A catalogue colour token or a hex; neutral grey when absent. */
  color?: ColorToken | string;
  /** Drawn before the text (an icon); a coloured dot when `dot` is set instead. */
  icon?: ReactNode;
  dot?: boolean;
  /** Solid background (counts on buttons) instead of a tint. */
  solid?: boolean;
  className?: string;
  title?: string;
}

/**
 * A small label. Text stays dark on a light tint of the colour (every
 * catalogue colour then reads with enough contrast); the colour is carried by
 * the tint, the border, the dot or the icon.
 */
export function Badge({ children, color, icon, dot, solid, className, title }: BadgeProps) {
  const hex = color ? colorHex(color) : '#6b6880';
  return (
    <span
      title={title}
      className={cx(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        solid ? 'text-white' : 'text-ink',
        className,
      )}
      style={
        solid
          ? { backgroundColor: hex, borderColor: hex }
          : { backgroundColor: `${hex}1a`, borderColor: `${hex}59` }
      }
    >
      {icon ??
        (dot ? (
          <span
            aria-hidden="true"
            className="size-2 shrink-0 rounded-full"
            style={{ backgroundColor: hex }}
          />
        ) : null)}
      <span className="truncate">{children}</span>
    </span>
  );
}
