import type { ComponentType } from 'react';
import { loadChunk } from '../lib/chunk-timeout';

export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * Lazy screen per route name. A route without an entry shows the "not yet
 * available" notice; later issues add their screen here.
 */
const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  login: () =>
    loadChunk(() => import('../features/auth/routes/LoginPage')).then((m) => ({
      Component: m.LoginPage,
    })),
  logout: () =>
    loadChunk(() => import('../features/auth/routes/LogoutPage')).then((m) => ({
      Component: m.LogoutPage,
    })),
  managementBase: () =>
    loadChunk(() => import('../features/catalogo/routes/ManagementBasePage')).then((m) => ({
      Component: m.ManagementBasePage,
    })),
  devicemanagement: () =>
    loadChunk(() => import('../features/dispositivos/routes/DeviceManagementPage')).then((m) => ({
      Component: m.DeviceManagementPage,
    })),
  maintenance: () =>
    loadChunk(() => import('../features/auth/routes/MaintenancePage')).then((m) => ({
      Component: m.MaintenancePage,
    })),
  clienteFicha: () =>
    loadChunk(() => import('./customer-view-screen')).then((m) => ({
      Component: m.CustomerViewScreen,
    })),
  agenda: () =>
    loadChunk(() => import('../features/atenciones/routes/AgendaPage')).then((m) => ({
      Component: m.AgendaPage,
    })),
  seguimiento: () =>
    loadChunk(() => import('../features/atenciones/routes/PipelinePage')).then((m) => ({
      Component: m.PipelinePage,
    })),
  teletrabajo: () =>
    loadChunk(() => import('./teletrabajo-screen')).then((m) => ({
      Component: m.TeletrabajoScreen,
    })),
};

const notYetAvailable: ScreenLoader = () =>
  loadChunk(() => import('../features/placeholder/NotYetAvailablePage')).then((m) => ({
    Component: m.NotYetAvailablePage,
  }));

export function screenFor(routeName: string): ScreenLoader {
  return SCREENS[routeName] ?? notYetAvailable;
}

export const loadAppLayout: ScreenLoader = () =>
  loadChunk(() => import('./layout/AppLayout')).then((m) => ({ Component: m.AppLayout }));
