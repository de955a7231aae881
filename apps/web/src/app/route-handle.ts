import type { AppRoute } from '@kiwi/domain';
import { useMatches } from 'react-router';

/** What each app route carries in its react-router `handle`. */
export interface AppRouteHandle {
  appRoute: AppRoute;
}

function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null && 'appRoute' in handle;
}

/** The route-table entry of the deepest matched route, if any. */
export function useCurrentAppRoute(): AppRoute | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isAppRouteHandle(handle)) return handle.appRoute;
  }
  return null;
}
