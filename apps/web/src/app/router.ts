import { findAppRoute } from '@kiwi/domain';
import { createBrowserRouter } from 'react-router';
import { setAppNavigator } from '../lib/navigation';
import { createGuardMiddleware } from './guard-middleware';
import { ensureSessionInitialised } from '../features/auth/session/session-store';
import { buildRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router with the guard. The guard needs the route the user comes
 * from: it is the last committed location, and null until the first
 * navigation has finished.
 */
export function createAppRouter(): AppRouter {
  let committedRouteName: string | null = null;
  const guard = createGuardMiddleware({
    ensureSession: ensureSessionInitialised,
    previousRouteName: () => committedRouteName,
  });
  const router = createBrowserRouter(buildRoutes(guard));
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') {
      committedRouteName = findAppRoute(state.location.pathname)?.name ?? null;
    }
  });
  setAppNavigator((to, options) => void router.navigate(to, options));
  return router;
}
