import { ERP_GROUPS, type TenantGroup } from './groups';
import { ROLE_IDS, ROLE, type RoleId } from './roles';

/**
 * One entry of the route table of spec section 2. A child's `roles` and
 * `groups` are its effective rule (already narrowed by its parent), so a
 * guard only needs to look at the matched entry.
 */
export interface AppRoute {
  name: string;
  /** Path as the spec writes it (case-sensitive); `:id` marks a path parameter. */
  path: string;
  title: string;
  roles: readonly RoleId[];
  /** The tenant needs at least one of these groups; null = no group needed. */
  groups: readonly TenantGroup[] | null;
  children?: readonly AppRoute[];
  /** Reachable without a session (login, maintenance). */
  public?: boolean;
  /** Always allowed, logged in or not (logout). */
  alwaysAllowed?: boolean;
  /** Path this route redirects to when opened itself (gerencia, areapersonal). */
  redirectTo?: string;
}

const ALL_ROLES: readonly RoleId[] = ROLE_IDS;
const MANAGER_UP: readonly RoleId[] = [ROLE.SuperAdmin, ROLE.Admin, ROLE.Manager];
const ADMIN_UP: readonly RoleId[] = [ROLE.SuperAdmin, ROLE.Admin];
const SUPERADMIN_ONLY: readonly RoleId[] = [ROLE.SuperAdmin];

/** Route names the guard refers to (spec section 2). */
export const ROUTE_NAMES = {
  login: 'login',
  logout: 'logout',
  maintenance: 'maintenance',
  dashboard: 'dashboard',
  calculadora: 'calculadora',
  offerConfigurator: 'OfferConfigurator',
  databaseManagement: 'databaseManagement',
} as const;

function gerenciaChild(name: string, title: string): AppRoute {
  return { name, path: `/gerencia/${name}`, title, roles: MANAGER_UP, groups: null };
}

function areaPersonalChild(name: string, title: string): AppRoute {
  return { name, path: `/areapersonal/${name}`, title, roles: ALL_ROLES, groups: ERP_GROUPS };
}

/** liquidacion and listaupfronts: ERP groups and MasMovil (an ERP group), SuperAdmin or Admin. */
function areaPersonalAdminChild(name: string, title: string): AppRoute {
  return { name, path: `/areapersonal/${name}`, title, roles: ADMIN_UP, groups: ['MasMovil'] };
}

export const APP_ROUTES: readonly AppRoute[] = [
  { name: 'login', path: '/login', title: 'Login', roles: ALL_ROLES, groups: null, public: true },
  {
    name: 'logout',
    path: '/logout',
    title: 'Logout',
    roles: ALL_ROLES,
    groups: null,
    alwaysAllowed: true,
  },
  {
    name: 'maintenance',
    path: '/maintenance',
    title: 'Mantenimiento',
    roles: ALL_ROLES,
    groups: null,
    public: true,
  },
  {
    name: 'teletrabajo',
    path: '/teletrabajo',
    title: 'Teletrabajo',
    roles: ALL_ROLES,
    groups: ERP_GROUPS,
    // The customer full view (decision 1320): same access as the table.
    children: [
      {
        name: 'clienteFicha',
        path: '/teletrabajo/clientes/:id',
        title: 'Ficha del cliente',
        roles: ALL_ROLES,
        groups: ERP_GROUPS,
      },
      // Follow-ups and the offers pipeline (decision 1406).
      {
        name: 'agenda',
        path: '/teletrabajo/agenda',
        title: 'Agenda',
        roles: ALL_ROLES,
        groups: ERP_GROUPS,
      },
      {
        name: 'seguimiento',
        path: '/teletrabajo/ofertas',
        title: 'Ofertas y gestiones',
        roles: ALL_ROLES,
        groups: ERP_GROUPS,
      },
    ],
  },
  { name: 'retailX', path: '/retailX', title: 'RetailX', roles: ALL_ROLES, groups: ['Vodafone'] },
  {
    name: 'gerencia',
    path: '/gerencia',
    title: 'Gerencia',
    roles: MANAGER_UP,
    groups: null,
    redirectTo: '/gerencia/comerciales',
    children: [
      gerenciaChild('comerciales', 'Comerciales'),
      gerenciaChild('proyeccion', 'Proyección'),
      gerenciaChild('reporte', 'Reporte'),
      gerenciaChild('estadisticas', 'Estadísticas'),
    ],
  },
  { name: 'rrhh', path: '/rrhh', title: 'RRHH', roles: ADMIN_UP, groups: null },
  {
    name: ROUTE_NAMES.offerConfigurator,
    path: '/offerconfigurator/:id',
    title: 'Configurador de ofertas',
    roles: ALL_ROLES,
    groups: ERP_GROUPS,
  },
  {
    name: 'devicemanagement',
    path: '/devicemanagement',
    title: 'Dispositivos',
    roles: ALL_ROLES,
    groups: ['MasMovil'],
  },
  {
    name: ROUTE_NAMES.dashboard,
    path: '/dashBoard',
    title: 'Dashboard',
    roles: ALL_ROLES,
    groups: ERP_GROUPS,
  },
  {
    name: 'managementBase',
    path: '/ManagementBase',
    title: 'Administración',
    roles: MANAGER_UP,
    groups: ERP_GROUPS,
  },
  {
    name: 'areapersonal',
    path: '/areapersonal',
    title: 'Área Personal',
    roles: ALL_ROLES,
    groups: ERP_GROUPS,
    redirectTo: '/areapersonal/calculadora',
    children: [
      areaPersonalChild('mizona', 'Mi zona'),
      areaPersonalChild('calendario', 'Calendario'),
      areaPersonalChild(ROUTE_NAMES.calculadora, 'Calculadora'),
      areaPersonalAdminChild('liquidacion', 'Liquidación'),
      areaPersonalAdminChild('listaupfronts', 'Lista de upfronts'),
    ],
  },
  { name: 'fichaje', path: '/fichaje', title: 'Fichaje', roles: ALL_ROLES, groups: ['PunchIn'] },
  { name: 'vacaciones', path: '/vacaciones', title: 'Vacaciones', roles: ALL_ROLES, groups: null },
  {
    name: 'documentos',
    path: '/documentos',
    title: 'Mis Documentos',
    roles: ALL_ROLES,
    groups: ['Storage'],
  },
  {
    name: 'tutorials',
    path: '/tutorials',
    title: 'Tutoriales',
    roles: ALL_ROLES,
    groups: ['MasMovil'],
  },
  { name: 'tiendas', path: '/tiendas', title: 'Tiendas', roles: ALL_ROLES, groups: ['MasMovil'] },
  {
    name: ROUTE_NAMES.databaseManagement,
    path: '/databaseManagement',
    title: 'Database Management',
    roles: SUPERADMIN_ONLY,
    groups: null,
  },
  { name: 'lowi', path: '/lowi', title: 'Lowi', roles: ALL_ROLES, groups: ['Lowi'] },
];
