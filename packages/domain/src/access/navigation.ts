import { canAccessRoute, findAppRouteByName } from './route-access';
import { getPermissionFlags, hasTenantGroup } from './permissions';
import type { AccessSubject } from './roles';

export interface DrawerEntry {
  key: string;
  title: string;
  path: string;
}

export interface BottomNavLink {
  name: string;
  title: string;
  path: string;
}

interface DrawerRule {
  key: string;
  title: string;
  /** The route the entry opens; the subject must be allowed to open it. */
  routeName: string;
  /** Extra condition the spec adds to the entry itself. */
  extra?: (subject: AccessSubject, developerMode: boolean) => boolean;
}

/** Side drawer entries in the spec's order (section 2, "Layout"). */
const DRAWER_RULES: readonly DrawerRule[] = [
  { key: 'dashboard', title: 'Dashboard', routeName: 'dashboard' },
  {
    key: 'gerencia',
    title: 'Gerencia',
    routeName: 'gerencia',
    extra: (s) => getPermissionFlags(s).hasManagerPermission,
  },
  { key: 'teletrabajo', title: 'Teletrabajo', routeName: 'teletrabajo' },
  {
    key: 'retailX',
    title: 'RetailX',
    routeName: 'retailX',
    extra: (s) => hasTenantGroup(s, 'Vodafone') && getPermissionFlags(s).hasAdminPermission,
  },
  { key: 'areaPersonal', title: 'ÁreaPersonal', routeName: 'areapersonal' },
  { key: 'fichaje', title: 'Fichaje', routeName: 'fichaje' },
  { key: 'vacaciones', title: 'Vacaciones', routeName: 'vacaciones' },
  { key: 'documentos', title: 'Mis Documentos', routeName: 'documentos' },
  {
    key: 'managementBase',
    title: 'Administración',
    routeName: 'managementBase',
    extra: (s) => getPermissionFlags(s).hasAdminPermission,
  },
  { key: 'devicemanagement', title: 'Dispositivos', routeName: 'devicemanagement' },
  {
    key: 'rrhh',
    title: 'RRHH',
    routeName: 'rrhh',
    extra: (s) => getPermissionFlags(s).hasAdminPermission,
  },
  { key: 'lowi', title: 'Lowi', routeName: 'lowi' },
  {
    key: 'databaseManagement',
    title: 'Database Management',
    routeName: 'databaseManagement',
    extra: (s, developerMode) => developerMode && getPermissionFlags(s).hasSuperAdminPermission,
  },
];

export function getDrawerEntries(
  subject: AccessSubject,
  options: { developerMode: boolean },
): readonly DrawerEntry[] {
  return DRAWER_RULES.flatMap((rule) => {
    const route = findAppRouteByName(rule.routeName);
    if (!route || !canAccessRoute(route, subject)) return [];
    if (rule.extra && !rule.extra(subject, options.developerMode)) return [];
    return [{ key: rule.key, title: rule.title, path: route.path }];
  });
}

type Flags = ReturnType<typeof getPermissionFlags>;

interface BottomNavRule extends BottomNavLink {
  visible: (flags: Flags) => boolean;
}

/** Bottom navigation links and their visibility, as the spec lists them. */
const BOTTOM_NAV_RULES: readonly BottomNavRule[] = [
  { name: 'dashboard', title: 'Dashboard', path: '/dashBoard', visible: (f) => f.isDistributor },
  {
    name: 'teletrabajo',
    title: 'Teletrabajo',
    path: '/teletrabajo',
    visible: (f) => f.isDistributor,
  },
  {
    name: 'gerencia',
    title: 'Gerencia',
    path: '/gerencia',
    visible: (f) => f.hasManagerPermission && f.isDistributor,
  },
  {
    name: 'managementBase',
    title: 'Administración',
    path: '/ManagementBase',
    visible: (f) => f.hasAdminPermission && f.isDistributor,
  },
  {
    name: 'devicemanagement',
    title: 'Dispositivos',
    path: '/devicemanagement',
    visible: (f) => !f.hasManagerPermission && f.isDistributor,
  },
  {
    name: 'areaPersonal',
    title: 'Area Personal',
    path: '/areapersonal',
    visible: (f) => f.isDistributor,
  },
  { name: 'fichaje', title: 'Fichaje', path: '/fichaje', visible: (f) => !f.isDistributor },
  {
    name: 'documentos',
    title: 'Documentos',
    path: '/documentos',
    visible: (f) => !f.isDistributor,
  },
  {
    name: 'vacaciones',
    title: 'Vacaciones',
    path: '/vacaciones',
    visible: (f) => !f.isDistributor,
  },
  {
    name: 'rrhh',
    title: 'RRHH',
    path: '/rrhh',
    visible: (f) => !f.isDistributor && f.hasAdminPermission,
  },
];

export function getBottomNavLinks(subject: AccessSubject): readonly BottomNavLink[] {
  const flags = getPermissionFlags(subject);
  return BOTTOM_NAV_RULES.filter((rule) => rule.visible(flags)).map(({ name, title, path }) => ({
    name,
    title,
    path,
  }));
}

/** Route names on which the bottom navigation bar is hidden. */
export const BOTTOM_NAV_HIDDEN_ROUTE_NAMES: readonly string[] = [
  'login',
  'maintenance',
  'databaseManagement',
];

/** Paths whose top bar carries a search field. */
export const TOPBAR_SEARCH_PATHS: readonly string[] = [
  '/teletrabajo',
  '/gerencia/comerciales',
  '/gerencia/proyeccion',
  '/gerencia/reporte',
  '/rrhh',
  '/ManagementBase',
  '/devicemanagement',
  '/retailX',
];

export function hasTopbarSearch(pathname: string): boolean {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');
  return TOPBAR_SEARCH_PATHS.includes(path);
}
