import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  ERP_GROUPS,
  canAccessRoute,
  findAppRoute,
  flattenRoutes,
  type AppRoute,
  type TenantGroup,
} from '../../src/index';
import { admin, comercial, manager, subject, superAdmin } from './subjects';

function route(path: string): AppRoute {
  const found = findAppRoute(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

const ALL = [1, 2, 3, 4];

describe('route table (spec section 2)', () => {
  it.each<[string, string, number[], readonly TenantGroup[] | null]>([
    ['/teletrabajo', 'ERP groups, all roles', ALL, ERP_GROUPS],
    ['/teletrabajo/clientes/42', 'customer full view, as teletrabajo', ALL, ERP_GROUPS],
    ['/retailX', 'Vodafone group only', ALL, ['Vodafone']],
    ['/gerencia', 'SuperAdmin, Admin, Manager', [1, 2, 3], null],
    ['/gerencia/proyeccion', 'child of gerencia', [1, 2, 3], null],
    ['/rrhh', 'SuperAdmin, Admin; no group needed', [1, 2], null],
    ['/offerconfigurator/123', 'ERP groups', ALL, ERP_GROUPS],
    ['/devicemanagement', 'MasMovil group', ALL, ['MasMovil']],
    ['/dashBoard', 'ERP groups', ALL, ERP_GROUPS],
    ['/ManagementBase', 'ERP groups; SuperAdmin, Admin, Manager', [1, 2, 3], ERP_GROUPS],
    ['/areapersonal', 'ERP groups', ALL, ERP_GROUPS],
    ['/areapersonal/calculadora', 'ERP groups', ALL, ERP_GROUPS],
    ['/areapersonal/liquidacion', 'also MasMovil and SuperAdmin or Admin', [1, 2], ['MasMovil']],
    ['/areapersonal/listaupfronts', 'also MasMovil and SuperAdmin or Admin', [1, 2], ['MasMovil']],
    ['/fichaje', 'PunchIn group', ALL, ['PunchIn']],
    ['/vacaciones', 'all roles, no group needed', ALL, null],
    ['/documentos', 'Storage group', ALL, ['Storage']],
    ['/tutorials', 'MasMovil group', ALL, ['MasMovil']],
    ['/tiendas', 'MasMovil group', ALL, ['MasMovil']],
    ['/databaseManagement', 'SuperAdmin only', [1], null],
    ['/lowi', 'Lowi group', ALL, ['Lowi']],
  ])('%s: "%s"', (path, _rule, roles, groups) => {
    const r = route(path);
    expect([...r.roles].sort()).toEqual(roles);
    expect(r.groups === null ? null : [...r.groups].sort()).toEqual(
      groups === null ? null : [...groups].sort(),
    );
  });

  it('every route declares a rule: at least one role, and groups null or non-empty', () => {
    for (const r of flattenRoutes()) {
      expect(r.roles.length, r.path).toBeGreaterThan(0);
      expect(r.groups === null || r.groups.length > 0, r.path).toBe(true);
    }
  });

  it('a child is never more permissive than its parent', () => {
    for (const parent of APP_ROUTES) {
      for (const child of parent.children ?? []) {
        for (const role of child.roles) expect(parent.roles).toContain(role);
        if (parent.groups !== null) {
          expect(child.groups).not.toBeNull();
          for (const g of child.groups ?? []) expect(parent.groups).toContain(g);
        }
      }
    }
  });

  it('login and maintenance are public, logout always allowed', () => {
    expect(route('/login').public).toBe(true);
    expect(route('/maintenance').public).toBe(true);
    expect(route('/logout').alwaysAllowed).toBe(true);
  });

  it('names used by the guard exist', () => {
    const names = flattenRoutes().map((r) => r.name);
    for (const n of ['login', 'logout', 'maintenance', 'dashboard', 'calculadora']) {
      expect(names).toContain(n);
    }
    expect(names).toContain('OfferConfigurator');
    expect(names).toContain('databaseManagement');
  });
});

describe('findAppRoute', () => {
  it('matches paths as the spec writes them, case-sensitive', () => {
    expect(findAppRoute('/dashBoard')?.name).toBe('dashboard');
    expect(findAppRoute('/dashboard')).toBeUndefined();
    expect(findAppRoute('/managementbase')).toBeUndefined();
    expect(findAppRoute('/ManagementBase/')?.name).toBe('managementBase');
  });

  it('matches a parameter, query strings and a trailing slash', () => {
    expect(findAppRoute('/offerconfigurator/123')?.name).toBe('OfferConfigurator');
    expect(findAppRoute('/offerconfigurator/')).toBeUndefined();
    expect(findAppRoute('/teletrabajo?page=2#top')?.name).toBe('teletrabajo');
  });

  it('root path and unknown paths have no route', () => {
    expect(findAppRoute('/')).toBeUndefined();
    expect(findAppRoute('/nope')).toBeUndefined();
  });
});

describe('canAccessRoute', () => {
  it('needs an allowed role and one of the groups', () => {
    expect(canAccessRoute(route('/gerencia'), comercial)).toBe(false);
    expect(canAccessRoute(route('/gerencia'), manager)).toBe(true);
    expect(canAccessRoute(route('/rrhh'), manager)).toBe(false);
    expect(canAccessRoute(route('/databaseManagement'), admin)).toBe(false);
    expect(canAccessRoute(route('/databaseManagement'), superAdmin)).toBe(true);
  });

  it('a tenant without the group is refused whatever the role', () => {
    const noVodafone = subject(1, { tenantGroups: ['MasMovil'] });
    expect(canAccessRoute(route('/retailX'), noVodafone)).toBe(false);
    expect(canAccessRoute(route('/retailX'), subject(4, { tenantGroups: ['Vodafone'] }))).toBe(
      true,
    );
  });

  it('isAdmin gives every role permission but not the tenant groups', () => {
    const flagged = subject(4, { isAdmin: true, tenantGroups: ['Yoigo'] });
    expect(canAccessRoute(route('/rrhh'), flagged)).toBe(true);
    expect(canAccessRoute(route('/areapersonal/liquidacion'), flagged)).toBe(false);
  });

  it('liquidacion needs MasMovil and Admin; an Avatel-only admin is refused', () => {
    const liquidacion = route('/areapersonal/liquidacion');
    expect(canAccessRoute(liquidacion, admin)).toBe(true);
    expect(canAccessRoute(liquidacion, manager)).toBe(false);
    expect(canAccessRoute(liquidacion, subject(2, { tenantGroups: ['Avatel'] }))).toBe(false);
  });
});
