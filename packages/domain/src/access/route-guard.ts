import { DISTRIBUTOR_TENANT_TYPE } from './groups';
import { canAccessRoute, findAppRoute, findAppRouteByName } from './route-access';
import { ROUTE_NAMES } from './routes';
import type { AccessSubject } from './roles';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  pathname: string;
  /** null when nobody is logged in (no access token). */
  subject: AccessSubject | null;
  /** Name of the route the user comes from; null on the first navigation. */
  previousRouteName: string | null;
}

function pathOf(name: string): string {
  return findAppRouteByName(name)?.path ?? '/login';
}

/**
 * The web route guard of spec section 2, as a pure decision:
 * logout always allowed; anonymous users only reach login and maintenance;
 * logged-in users on login or an unnamed route go to the dashboard;
 * OfferConfigurator with no previous route goes to calculadora; a route the
 * role or groups do not allow goes to logout.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const route = findAppRoute(input.pathname);
  if (route?.alwaysAllowed) return { kind: 'allow' };
  if (!input.subject) {
    return route?.public ? { kind: 'allow' } : { kind: 'redirect', to: pathOf(ROUTE_NAMES.login) };
  }
  if (!route || route.name === ROUTE_NAMES.login) {
    return { kind: 'redirect', to: pathOf(ROUTE_NAMES.dashboard) };
  }
  if (route.public) return { kind: 'allow' };
  if (!canAccessRoute(route, input.subject)) {
    return { kind: 'redirect', to: pathOf(ROUTE_NAMES.logout) };
  }
  if (route.name === ROUTE_NAMES.offerConfigurator && input.previousRouteName === null) {
    return { kind: 'redirect', to: pathOf(ROUTE_NAMES.calculadora) };
  }
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  return { kind: 'allow' };
}

/** After login a distributor tenant lands on /teletrabajo, any other tenant on /fichaje. */
export function getPostLoginPath(tenantType: string): string {
  return tenantType === DISTRIBUTOR_TENANT_TYPE ? '/teletrabajo' : '/fichaje';
}
