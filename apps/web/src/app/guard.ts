import {
  ROUTE_NAMES,
  canAccessRoute,
  decideNavigation,
  findAppRoute,
  findAppRouteByName,
  getPostLoginPath,
  type AccessSubject,
  type GuardDecision,
} from '@kiwi/domain';
import { isApiError } from '../lib/http/api-error';
import type { SessionInit } from '../features/auth/session/session-store';

const LOGOUT = '/logout';
const MAINTENANCE = '/maintenance';

/**
 * Where a logged-in user goes instead of login or an unnamed route. The spec
 * says dashboard; a tenant without ERP groups may not open the dashboard and
 * would be logged out, so such a user goes to their post-login landing, then
 * to /vacaciones (no group needed). See docs/decisions/0501.
 */
export function homePathFor(subject: AccessSubject): string {
  const candidates = [
    findAppRouteByName(ROUTE_NAMES.dashboard)?.path,
    getPostLoginPath(subject.tenantType),
    '/vacaciones',
  ];
  for (const path of candidates) {
    const route = path ? findAppRoute(path) : undefined;
    if (path && route && canAccessRoute(route, subject)) return path;
  }
  return LOGOUT;
}

export interface GuardContext {
  pathname: string;
  session: SessionInit;
  /** Name of the route the user comes from; null on the first navigation. */
  previousRouteName: string | null;
}

/**
 * The route guard of spec section 2 (decided by @kiwi/domain) plus what the
 * web app adds around it: a session that could not be loaded because of
 * maintenance goes to /maintenance, an expired one to /logout, and the
 * dashboard fallback above. Any other failure is thrown to the error page.
 */
export function decideRoute({ pathname, session, previousRouteName }: GuardContext): GuardDecision {
  const route = findAppRoute(pathname);
  if (session.kind === 'failed') {
    if (route?.alwaysAllowed || route?.name === ROUTE_NAMES.maintenance) return { kind: 'allow' };
    if (isApiError(session.error, 503)) return { kind: 'redirect', to: MAINTENANCE };
    if (isApiError(session.error, 401)) return { kind: 'redirect', to: LOGOUT };
    throw session.error;
  }
  const subject = session.kind === 'ready' ? session.session.subject : null;
  const decision = decideNavigation({ pathname, subject, previousRouteName });
  const dashboardPath = findAppRouteByName(ROUTE_NAMES.dashboard)?.path;
  if (subject && decision.kind === 'redirect' && decision.to === dashboardPath) {
    return { kind: 'redirect', to: homePathFor(subject) };
  }
  return decision;
}
