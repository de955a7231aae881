import { getDrawerEntries, getPermissionFlags, type AccessSubject } from '@kiwi/domain';
import { NavLink } from 'react-router';
import { KiwiLogo } from '../../components/ui/KiwiLogo';
import { useDeveloperMode } from './developer-mode';
import { navIcon } from './nav-icons';
import { VersionLabel } from './VersionLabel';

export interface DrawerContentProps {
  subject: AccessSubject;
  /** Called after an entry is chosen (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/** Entries filtered by role and group in the spec's order, then the version label. */
export function DrawerContent({ subject, onNavigate }: DrawerContentProps) {
  const developerMode = useDeveloperMode();
  const entries = getDrawerEntries(subject, { developerMode });
  return (
    <div className="flex h-full flex-col bg-surface">
      <div className="flex h-16 shrink-0 items-center px-6">
        <KiwiLogo size={32} />
      </div>
      <nav aria-label="Menú principal" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="flex flex-col gap-1">
          {entries.map((entry) => {
            const Icon = navIcon(entry.key);
            return (
              <li key={entry.key}>
                <NavLink
                  to={entry.path}
                  onClick={onNavigate}
                  data-testid={`drawer-${entry.key}`}
                  className={({ isActive }) =>
                    `flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${
                      isActive
                        ? 'bg-primary-soft text-primary'
                        : 'text-ink/80 hover:bg-background hover:text-primary'
                    }`
                  }
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {entry.title}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-line">
        <VersionLabel
          canEnableDeveloperMode={getPermissionFlags(subject).hasSuperAdminPermission}
        />
      </div>
    </div>
  );
}
