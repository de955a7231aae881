import { redirect, type MiddlewareFunction } from 'react-router';
import { ensureSessionInitialised, type SessionInit } from '../features/auth/session/session-store';
import { decideRoute } from './guard';

export interface GuardDependencies {
  ensureSession: () => Promise<SessionInit>;
  previousRouteName: () => string | null;
}

/**
 * Root middleware: runs before every navigation, the first one included, so
 * the session is initialised before anything renders (spec section 2).
 */
export function createGuardMiddleware(
  deps: GuardDependencies = {
    ensureSession: ensureSessionInitialised,
    previousRouteName: () => null,
  },
): MiddlewareFunction {
  return async ({ request }) => {
    const { pathname } = new URL(request.url);
    const session = await deps.ensureSession();
    const decision = decideRoute({
      pathname,
      session,
      previousRouteName: deps.previousRouteName(),
    });
    if (decision.kind === 'redirect' && decision.to !== pathname) throw redirect(decision.to);
  };
}
