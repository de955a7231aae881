import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface CardProps {
  /** A heading for the card; `titleLevel` sets its level (default h2). */
  title?: ReactNode;
  titleLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** No inner padding (a table or list that runs edge to edge). */
  flush?: boolean;
  className?: string;
}

/** A white panel on the page background that groups related content. */
export function Card({
  title,
  titleLevel = 2,
  description,
  actions,
  footer,
  children,
  flush,
  className,
}: CardProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <section className={cx('rounded-2xl border border-line bg-surface shadow-sm', className)}>
      {title || actions ? (
        <header className="flex flex-wrap items-start justify-between gap-2 px-4 pt-4 sm:px-5">
          <div className="min-w-0">
            {title ? <Heading className="text-base font-semibold text-ink">{title}</Heading> : null}
            {description ? <p className="text-sm text-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className={flush ? '' : 'p-4 sm:p-5'}>{children}</div>
      {footer ? <footer className="border-t border-line px-4 py-3 sm:px-5">{footer}</footer> : null}
    </section>
  );
}
