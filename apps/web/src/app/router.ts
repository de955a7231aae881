import { findAppRoute } from '@kiwi/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setAppNavigator } from '../lib/navigation';
import { createGuardMiddleware } from './guard-middleware';
import { ensureSessionInitialised } from '../features/auth/session/session-store';
import { buildRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Builds the router with the guard. The guard needs the route the user comes
 * from: the last committed location, null until the first navigation ends.
 * Tests pass createMemoryRouter as the factory.
 */
export function createAppRouter(
  createRouter: (routes: RouteObject[]) => AppRouter = (routes) => createBrowserRouter(routes),
): AppRouter {
  let committedRouteName: string | null = null;
  const guard = createGuardMiddleware({
    ensureSession: ensureSessionInitialised,
    previousRouteName: () => committedRouteName,
  });
  const router = createRouter(buildRoutes(guard));
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') {
      committedRouteName = findAppRoute(state.location.pathname)?.name ?? null;
    }
  });
  setAppNavigator(
    (to, options) => void router.navigate(to, options),
    () => router.state.location.pathname,
  );
  return router;
}
