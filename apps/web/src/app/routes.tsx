import { APP_ROUTES, flattenRoutes, type AppRoute } from '@kiwi/domain';
import { Outlet, type MiddlewareFunction, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/Spinner';
import type { AppRouteHandle } from './route-handle';
import { RouteErrorPage } from './RouteErrorPage';
import { loadAppLayout, screenFor } from './screens';

/** Routes drawn without the bars (spec: bars hidden on login; maintenance and logout too). */
const BARE_ROUTE_NAMES = new Set(['login', 'logout', 'maintenance']);

function toRouteObject(route: AppRoute): RouteObject {
  const handle: AppRouteHandle = { appRoute: route };
  return {
    path: route.path.replace(/^\//, ''),
    caseSensitive: true,
    handle,
    lazy: screenFor(route.name),
  };
}

function RenderNothing() {
  return null;
}

/**
 * The route tree: a root that runs the guard before every navigation, the
 * bare screens, and every other route of the spec's table inside the layout.
 * The root path and unknown paths have no page: the guard sends them on.
 */
export function buildRoutes(guard: MiddlewareFunction): RouteObject[] {
  const routes = flattenRoutes(APP_ROUTES);
  return [
    {
      id: 'root',
      path: '/',
      middleware: [guard],
      // A loader makes the router run the middleware on the very first load too.
      loader: () => null,
      Component: Outlet,
      HydrateFallback: () => <FullScreenSpinner />,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, Component: RenderNothing },
        ...routes.filter((route) => BARE_ROUTE_NAMES.has(route.name)).map(toRouteObject),
        {
          id: 'layout',
          lazy: loadAppLayout,
          children: routes.filter((route) => !BARE_ROUTE_NAMES.has(route.name)).map(toRouteObject),
        },
        { path: '*', Component: RenderNothing },
      ],
    },
  ];
}
