import { Inbox } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** A next step: "Limpiar filtros", "Nuevo cliente". */
  action?: ReactNode;
  /** Less padding, inside cards and tables. */
  compact?: boolean;
  className?: string;
}

/** What a list or panel shows when there is nothing to show, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
  compact,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-2 text-center',
        compact ? 'px-4 py-8' : 'px-6 py-14',
        className,
      )}
    >
      <Icon className="size-10 text-primary/60" aria-hidden="true" />
      <p className="text-base font-medium text-ink">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
