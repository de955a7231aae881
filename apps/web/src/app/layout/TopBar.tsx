import { hasTopbarSearch, type AccessSubject } from '@kiwi/domain';
import { Menu, Search } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTopbarSearchState } from './topbar-search';
import { UserMenu } from './UserMenu';
import { ReminderBell } from '../../features/atenciones/components/ReminderBell';

export interface TopBarProps {
  /** The tenant's name: which distributor this session works in. */
  tenantName: string;
  fullName: string;
  email?: string | null | undefined;
  subject: AccessSubject;
  onOpenMenu: () => void;
}

/** Menu button (small screens), the tenant, the search field where the spec lists it, the user menu. */
export function TopBar({ tenantName, fullName, email, subject, onOpenMenu }: TopBarProps) {
  const { pathname } = useLocation();
  const search = useTopbarSearchState();
  const withSearch = hasTopbarSearch(pathname);

  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-line bg-surface/95 px-2 backdrop-blur sm:gap-4 sm:px-4">
      <button
        type="button"
        onClick={onOpenMenu}
        className="rounded-full p-2 text-ink hover:bg-background lg:hidden"
        aria-label="Abrir menú"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <p
        className={`min-w-0 truncate text-sm font-medium text-muted ${withSearch ? 'hidden md:block md:w-48 lg:w-56' : 'flex-1'}`}
        data-testid="tenant-name"
      >
        {tenantName}
      </p>
      {withSearch ? (
        <div className="flex min-w-0 flex-1 justify-center">
          <label className="flex h-10 w-full max-w-md items-center gap-2 rounded-full bg-background px-4 focus-within:ring-2 focus-within:ring-primary/30">
            <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <input
              type="search"
              value={search.value}
              onChange={(event) => search.setValue(event.target.value)}
              placeholder="Buscar"
              aria-label="Buscar"
              className="h-full w-full min-w-0 bg-transparent text-sm outline-none focus-visible:outline-none"
            />
          </label>
        </div>
      ) : null}
      <ReminderBell subject={subject} />
      <UserMenu fullName={fullName} email={email} subject={subject} />
    </header>
  );
}
