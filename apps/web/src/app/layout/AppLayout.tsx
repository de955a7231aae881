import { BOTTOM_NAV_HIDDEN_ROUTE_NAMES, DRAWER_WIDTH_PX, PRODUCT_NAME } from '@kiwi/domain';
import { useEffect, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/session/session-store';
import { usePrefetchOpciones } from '../../features/options/api/opciones';
import { useCurrentAppRoute } from '../route-handle';
import { BottomNav } from './BottomNav';
import { useHideOnScroll } from './hide-on-scroll';
import { ModalDrawer, PermanentDrawer } from './SideDrawer';
import { TopbarSearchProvider } from './topbar-search';
import { TopBar } from './TopBar';

/** Side drawer, top bar, bottom bar (small screens) around every logged-in screen. */
export function AppLayout() {
  const session = useSession();
  const route = useCurrentAppRoute();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const bottomNavHidden = useHideOnScroll();
  usePrefetchOpciones();
  const title = route?.title ?? PRODUCT_NAME;

  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  // The guard only lets a loaded session in; this covers the instant of logging out.
  if (!session) return null;
  const showBottomNav = !BOTTOM_NAV_HIDDEN_ROUTE_NAMES.includes(route?.name ?? '');

  return (
    <div className="min-h-dvh">
      <PermanentDrawer subject={session.subject} />
      <ModalDrawer subject={session.subject} open={menuOpen} onOpenChange={setMenuOpen} />
      <div
        className="lg:pl-[var(--drawer-width)]"
        style={{ '--drawer-width': `${DRAWER_WIDTH_PX}px` } as CSSProperties}
      >
        <TopbarSearchProvider key={pathname}>
          <TopBar
            tenantName={session.tenant.name}
            fullName={session.user.nombre_completo}
            email={session.user.email}
            subject={session.subject}
            onOpenMenu={() => setMenuOpen(true)}
          />
          <main className={`px-4 py-6 sm:px-6 lg:px-8 ${showBottomNav ? 'pb-24 md:pb-8' : 'pb-8'}`}>
            <Outlet />
          </main>
        </TopbarSearchProvider>
      </div>
      {showBottomNav ? <BottomNav subject={session.subject} hidden={bottomNavHidden} /> : null}
    </div>
  );
}
