import { APP_ROUTES, type AppRoute } from './routes';
import type { AccessSubject } from './roles';

/** Every route of the table, children included, parents before their children. */
export function flattenRoutes(routes: readonly AppRoute[] = APP_ROUTES): readonly AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

function normalisePathname(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return trimmed === '' ? '/' : trimmed;
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = pathname.split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => {
    const actual = pathParts[index] ?? '';
    return part.startsWith(':') ? actual.length > 0 : part === actual;
  });
}

/**
 * The route a pathname opens (case-sensitive, trailing slash, query and hash
 * ignored). The root path and unknown paths have no route.
 */
export function findAppRoute(pathname: string): AppRoute | undefined {
  const path = normalisePathname(pathname);
  return flattenRoutes().find((route) => matchesPattern(route.path, path));
}

export function findAppRouteByName(name: string): AppRoute | undefined {
  return flattenRoutes().find((route) => route.name === name);
}

/**
 * Whether a logged-in subject may open a route: its role is listed (an
 * isAdmin-flagged user has every role permission) and, when the route needs
 * groups, the tenant has at least one of them (isAdmin does not add groups).
 */
export function canAccessRoute(route: AppRoute, subject: AccessSubject): boolean {
  if (route.alwaysAllowed || route.public) return true;
  const roleAllowed = subject.isAdmin || route.roles.includes(subject.roleId);
  if (!roleAllowed) return false;
  if (route.groups === null) return true;
  return route.groups.some((group) => subject.tenantGroups.includes(group));
}
