import { describe, expect, it } from 'vitest';
import { toAccessSubject, type SessionInit } from '../features/auth/session/session-store';
import { ApiError } from '../lib/http/api-error';
import { DEMO_DISTRIBUTOR, OTHER_TENANT, OTHER_TENANT_GROUPS, demoUser } from '../test/sessions';
import { decideRoute } from './guard';

function loggedIn(
  roleId: 1 | 2 | 3 | 4,
  tenant = DEMO_DISTRIBUTOR,
  groups?: string[],
): SessionInit {
  const user = demoUser(roleId, groups);
  return { kind: 'ready', session: { user, tenant, subject: toAccessSubject(user, tenant) } };
}

const anonymous: SessionInit = { kind: 'anonymous' };
const comercial = loggedIn(4);
const admin = loggedIn(2);
const otherAdmin = loggedIn(2, OTHER_TENANT, OTHER_TENANT_GROUPS);

function go(
  pathname: string,
  session: SessionInit,
  previousRouteName: string | null = 'teletrabajo',
) {
  return decideRoute({ pathname, session, previousRouteName });
}

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('route guard', () => {
  it('always allows logout', () => {
    expect(go('/logout', anonymous)).toEqual(allow);
    expect(go('/logout', comercial)).toEqual(allow);
  });

  it('lets a logged-out user reach only login and maintenance', () => {
    expect(go('/login', anonymous)).toEqual(allow);
    expect(go('/maintenance', anonymous)).toEqual(allow);
    expect(go('/teletrabajo', anonymous)).toEqual(to('/login'));
    expect(go('/', anonymous)).toEqual(to('/login'));
    expect(go('/no-existe', anonymous)).toEqual(to('/login'));
  });

  it("sends a logged-in user without the route's role or group to logout", () => {
    expect(go('/rrhh', comercial)).toEqual(to('/logout'));
    expect(go('/gerencia/comerciales', comercial)).toEqual(to('/logout'));
    expect(go('/databaseManagement', admin)).toEqual(to('/logout'));
    expect(go('/areapersonal/liquidacion', comercial)).toEqual(to('/logout'));
    expect(go('/teletrabajo', otherAdmin)).toEqual(to('/logout'));
  });

  it('lets a logged-in user through with the right role and groups', () => {
    expect(go('/teletrabajo', comercial)).toEqual(allow);
    expect(go('/rrhh', admin)).toEqual(allow);
    expect(go('/areapersonal/liquidacion', admin)).toEqual(allow);
    expect(go('/databaseManagement', loggedIn(1))).toEqual(allow);
    expect(go('/fichaje', otherAdmin)).toEqual(allow);
    expect(go('/vacaciones', otherAdmin)).toEqual(allow);
  });

  it('sends a logged-in user on login or an unnamed route to the dashboard', () => {
    expect(go('/login', comercial)).toEqual(to('/dashBoard'));
    expect(go('/', admin)).toEqual(to('/dashBoard'));
    expect(go('/no-existe', admin)).toEqual(to('/dashBoard'));
  });

  it('sends a user whose tenant cannot open the dashboard to their landing instead of logout', () => {
    expect(go('/login', otherAdmin)).toEqual(to('/fichaje'));
    expect(go('/', loggedIn(4, OTHER_TENANT, ['Storage']))).toEqual(to('/vacaciones'));
  });

  it('sends OfferConfigurator with no previous route to calculadora', () => {
    expect(go('/offerconfigurator/42', comercial, null)).toEqual(to('/areapersonal/calculadora'));
    expect(go('/offerconfigurator/42', comercial, 'teletrabajo')).toEqual(allow);
  });

  it('opens the first child of gerencia and areapersonal', () => {
    expect(go('/gerencia', loggedIn(3))).toEqual(to('/gerencia/comerciales'));
    expect(go('/areapersonal', comercial)).toEqual(to('/areapersonal/calculadora'));
  });

  it('sends a session that cannot load because of maintenance to maintenance', () => {
    const failed: SessionInit = { kind: 'failed', error: new ApiError(503, { detail: 'x' }) };
    expect(go('/teletrabajo', failed)).toEqual(to('/maintenance'));
    expect(go('/maintenance', failed)).toEqual(allow);
  });

  it('sends a session the server no longer accepts to logout', () => {
    const failed: SessionInit = { kind: 'failed', error: new ApiError(401, null) };
    expect(go('/teletrabajo', failed)).toEqual(to('/logout'));
    expect(go('/logout', failed)).toEqual(allow);
  });

  it('shows other start-up failures instead of guessing', () => {
    const failed: SessionInit = { kind: 'failed', error: new TypeError('Failed to fetch') };
    expect(() => go('/teletrabajo', failed)).toThrow('Failed to fetch');
  });
});
