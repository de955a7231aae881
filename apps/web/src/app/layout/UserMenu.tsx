import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { canAccessRoute, findAppRoute, type AccessSubject } from '@kiwi/domain';
import { ChevronDown, CircleUser, LogOut, Megaphone } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useUnreadCommunicates } from './unread-communicates';

/** Announcements live in Área Personal → Mi zona. */
export const COMMUNICATES_PATH = '/areapersonal/mizona';

const ITEM =
  'flex h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary';

export interface UserMenuProps {
  fullName: string;
  email?: string | null | undefined;
  subject: AccessSubject;
}

/** The user's name, and a menu with 'Comunicados' (unread badge) and log out. */
export function UserMenu({ fullName, email, subject }: UserMenuProps) {
  const navigate = useNavigate();
  const unread = useUnreadCommunicates();
  const communicatesRoute = findAppRoute(COMMUNICATES_PATH);
  const canOpenCommunicates = communicatesRoute
    ? canAccessRoute(communicatesRoute, subject)
    : false;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex h-10 max-w-[55vw] items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium hover:bg-background sm:max-w-xs"
        aria-label={`Menú de ${fullName}`}
        data-testid="user-menu-trigger"
      >
        <span className="relative">
          <CircleUser className="size-8 text-primary" strokeWidth={1.5} aria-hidden="true" />
          {unread > 0 ? (
            <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-danger ring-2 ring-surface" />
          ) : null}
        </span>
        <span className="hidden truncate sm:inline" data-testid="user-name">
          {fullName}
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-xl border border-line bg-surface p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{fullName}</p>
            {email ? <p className="truncate text-xs text-muted">{email}</p> : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={ITEM}
            disabled={!canOpenCommunicates}
            onSelect={() => void navigate(COMMUNICATES_PATH)}
          >
            <Megaphone className="size-4" aria-hidden="true" />
            <span className="flex-1">Comunicados</span>
            <span
              className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold ${unread > 0 ? 'bg-primary text-white' : 'bg-background text-muted'}`}
              aria-label={`${unread} sin leer`}
              data-testid="communicates-badge"
            >
              {unread}
            </span>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => void navigate('/logout')}>
            <LogOut className="size-4" aria-hidden="true" />
            Cerrar sesión
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
