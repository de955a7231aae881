import { describe, expect, it } from 'vitest';
import {
  BOTTOM_NAV_HIDDEN_ROUTE_NAMES,
  getBottomNavLinks,
  getDrawerEntries,
  hasTopbarSearch,
} from '../../src/index';
import { admin, comercial, manager, subject, superAdmin } from './subjects';

const keys = (entries: readonly { key: string }[]) => entries.map((e) => e.key);
const names = (links: readonly { name: string }[]) => links.map((l) => l.name);

describe('side drawer (spec 2, "Layout")', () => {
  it('lists every entry in the spec order for a SuperAdmin in developer mode', () => {
    const withLowi = subject(1, {
      tenantGroups: ['MasMovil', 'Yoigo', 'Avatel', 'Vodafone', 'Lowi', 'PunchIn', 'Storage'],
    });
    expect(getDrawerEntries(withLowi, { developerMode: true }).map((e) => e.title)).toEqual([
      'Dashboard',
      'Gerencia',
      'Teletrabajo',
      'RetailX',
      'ÁreaPersonal',
      'Fichaje',
      'Vacaciones',
      'Mis Documentos',
      'Administración',
      'Dispositivos',
      'RRHH',
      'Lowi',
      'Database Management',
    ]);
  });

  it('"Database Management appears only after a SuperAdmin has tapped the version label"', () => {
    expect(keys(getDrawerEntries(superAdmin, { developerMode: false }))).not.toContain(
      'databaseManagement',
    );
    expect(keys(getDrawerEntries(admin, { developerMode: true }))).not.toContain(
      'databaseManagement',
    );
  });

  it('a Comercial sees no Gerencia, RetailX, Administración or RRHH', () => {
    const entries = keys(getDrawerEntries(comercial, { developerMode: false }));
    expect(entries).toEqual([
      'dashboard',
      'teletrabajo',
      'areaPersonal',
      'fichaje',
      'vacaciones',
      'documentos',
      'devicemanagement',
      'lowi',
    ]);
  });

  it('"Gerencia (Manager or above)", "Administración (Admin)", "RetailX (Vodafone group, Admin)"', () => {
    const entries = keys(getDrawerEntries(manager, { developerMode: false }));
    expect(entries).toContain('gerencia');
    expect(entries).not.toContain('managementBase');
    expect(entries).not.toContain('retailX');
    expect(keys(getDrawerEntries(admin, { developerMode: false }))).toContain('retailX');
  });

  it('entries follow the tenant groups: a PunchIn-only tenant sees Fichaje and Vacaciones', () => {
    const punchOnly = subject(4, { tenantGroups: ['PunchIn'], tenantType: 'company' });
    expect(keys(getDrawerEntries(punchOnly, { developerMode: false }))).toEqual([
      'fichaje',
      'vacaciones',
    ]);
  });
});

describe('bottom navigation (spec 2, "Bottom navigation links ... and visibility")', () => {
  it('distributor Comercial', () => {
    expect(names(getBottomNavLinks(comercial))).toEqual([
      'dashboard',
      'teletrabajo',
      'devicemanagement',
      'areaPersonal',
    ]);
  });

  it('distributor Manager: gerencia, not devicemanagement', () => {
    expect(names(getBottomNavLinks(manager))).toEqual([
      'dashboard',
      'teletrabajo',
      'gerencia',
      'areaPersonal',
    ]);
  });

  it('distributor Admin adds managementBase ("admin and isDistributor")', () => {
    expect(names(getBottomNavLinks(admin))).toEqual([
      'dashboard',
      'teletrabajo',
      'gerencia',
      'managementBase',
      'areaPersonal',
    ]);
  });

  it('non-distributor: fichaje, documentos, vacaciones, and rrhh for an admin', () => {
    const other = { tenantType: 'company' };
    expect(names(getBottomNavLinks(subject(4, other)))).toEqual([
      'fichaje',
      'documentos',
      'vacaciones',
    ]);
    expect(names(getBottomNavLinks(subject(2, other)))).toEqual([
      'fichaje',
      'documentos',
      'vacaciones',
      'rrhh',
    ]);
  });

  it('titles as the spec writes them', () => {
    expect(getBottomNavLinks(comercial).find((l) => l.name === 'areaPersonal')?.title).toBe(
      'Area Personal',
    );
  });

  it('"hidden on login, maintenance and databaseManagement"', () => {
    expect([...BOTTOM_NAV_HIDDEN_ROUTE_NAMES].sort()).toEqual([
      'databaseManagement',
      'login',
      'maintenance',
    ]);
  });
});

describe('top bar search (spec 2)', () => {
  it.each([
    ['/teletrabajo', true],
    ['/gerencia/comerciales', true],
    ['/gerencia/proyeccion', true],
    ['/gerencia/reporte', true],
    ['/gerencia/estadisticas', false],
    ['/rrhh', true],
    ['/ManagementBase', true],
    ['/devicemanagement', true],
    ['/retailX/', true],
    ['/dashBoard', false],
    ['/fichaje', false],
  ])('%s -> %s', (path, want) => {
    expect(hasTopbarSearch(path)).toBe(want);
  });
});
