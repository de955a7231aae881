import { getBottomNavLinks, type AccessSubject } from '@kiwi/domain';
import { NavLink } from 'react-router';
import { navIcon } from './nav-icons';

export interface BottomNavProps {
  subject: AccessSubject;
  /** Scrolled down past the threshold: slide out of view. */
  hidden: boolean;
}

/** Bottom navigation for small screens with the spec's links and visibility rules. */
export function BottomNav({ subject, hidden }: BottomNavProps) {
  const links = getBottomNavLinks(subject);
  if (links.length === 0) return null;
  return (
    <nav
      aria-label="Navegación inferior"
      data-testid="bottom-nav"
      data-hidden={hidden ? 'true' : 'false'}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgba(31,29,43,0.06)] transition-transform duration-200 md:hidden ${hidden ? 'translate-y-full' : 'translate-y-0'}`}
    >
      <ul className="flex h-16">
        {links.map((link) => {
          const Icon = navIcon(link.name);
          return (
            <li key={link.name} className="min-w-0 flex-1">
              <NavLink
                to={link.path}
                data-testid={`bottom-${link.name}`}
                className={({ isActive }) =>
                  `flex h-full flex-col items-center justify-center gap-1 px-1 text-[11px] leading-tight font-medium ${
                    isActive ? 'text-primary' : 'text-muted'
                  }`
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                <span className="line-clamp-2 max-w-full text-center break-words">
                  {link.title}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
