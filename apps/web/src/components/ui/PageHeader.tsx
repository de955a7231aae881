import { Search } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones): "Nuevo", "Exportar". */
  actions?: ReactNode;
  /** A search box for screens whose top bar has none. */
  search?: {
    value: string;
    onChange: (value: string) => void;
    label?: string;
    placeholder?: string;
  };
  /** Breadcrumb or back link above the title. */
  before?: ReactNode;
}

/** The top of every screen: one h1, its actions, optionally a search box. */
export function PageHeader({ title, description, actions, search, before }: PageHeaderProps) {
  return (
    <header className="mb-4 flex flex-col gap-3 md:mb-6">
      {before}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {search ? (
        <label className="flex h-11 w-full items-center gap-2 rounded-lg border border-line bg-surface px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20 md:max-w-sm">
          <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <input
            type="search"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            aria-label={search.label ?? 'Buscar'}
            placeholder={search.placeholder ?? 'Buscar'}
            className="h-full w-full min-w-0 bg-transparent text-sm outline-none focus-visible:outline-none"
          />
        </label>
      ) : null}
    </header>
  );
}
