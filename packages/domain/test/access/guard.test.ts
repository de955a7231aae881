import { describe, expect, it } from 'vitest';
import { decideNavigation, getPostLoginPath } from '../../src/index';
import { comercial, manager, subject } from './subjects';

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('route guard (spec section 2, "Route guard")', () => {
  it.each([
    ['"logout is always allowed" (anonymous)', '/logout', null, 'dashboard', allow],
    ['"logout is always allowed" (logged in)', '/logout', comercial, 'dashboard', allow],
    ['anonymous "can only reach login"', '/login', null, null, allow],
    ['anonymous "...or maintenance"', '/maintenance', null, null, allow],
    ['anonymous: "anything else goes to login"', '/teletrabajo', null, null, to('/login')],
    ['anonymous on the root path goes to login', '/', null, null, to('/login')],
    ['logged-in visitor of login goes to dashboard', '/login', comercial, null, to('/dashBoard')],
    ['logged-in on an unnamed route goes to dashboard', '/', comercial, null, to('/dashBoard')],
    ['missing role goes to logout', '/gerencia/reporte', comercial, 'dashboard', to('/logout')],
    ['allowed route is allowed', '/gerencia/reporte', manager, 'dashboard', allow],
    [
      '"Opening OfferConfigurator with no previous route goes to calculadora"',
      '/offerconfigurator/7',
      comercial,
      null,
      to('/areapersonal/calculadora'),
    ],
    [
      'OfferConfigurator from a previous route',
      '/offerconfigurator/7',
      comercial,
      'teletrabajo',
      allow,
    ],
    [
      '/gerencia "Redirects to comerciales"',
      '/gerencia',
      manager,
      'dashboard',
      to('/gerencia/comerciales'),
    ],
    [
      '/areapersonal "Redirects to calculadora"',
      '/areapersonal',
      comercial,
      'dashboard',
      to('/areapersonal/calculadora'),
    ],
  ])('%s', (_rule, pathname, who, previousRouteName, want) => {
    expect(decideNavigation({ pathname, subject: who, previousRouteName })).toEqual(want);
  });

  it('missing group goes to logout', () => {
    const noPunchIn = subject(4, { tenantGroups: ['Yoigo'] });
    expect(
      decideNavigation({ pathname: '/fichaje', subject: noPunchIn, previousRouteName: 'x' }),
    ).toEqual(to('/logout'));
  });

  it('"After login a distributor tenant goes to /teletrabajo and any other tenant goes to /fichaje"', () => {
    expect(getPostLoginPath('distributor')).toBe('/teletrabajo');
    expect(getPostLoginPath('company')).toBe('/fichaje');
  });
});
