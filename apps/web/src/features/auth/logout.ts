import type { QueryClient } from '@tanstack/react-query';
import { clearAllLocalStorage, readRefreshToken } from '../../lib/storage';
import { revokeRefreshToken } from './api/revoke-token';
import { clearSession } from './session/session-store';

/**
 * Ends the session: revokes the refresh token on the server (best effort),
 * then clears all local storage (spec section 4), the session and the cache.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const refresh = readRefreshToken();
  if (refresh) {
    try {
      await revokeRefreshToken(refresh);
    } catch (error) {
      console.warn('No se ha podido revocar la sesión en el servidor', error);
    }
  }
  clearAllLocalStorage();
  clearSession();
  queryClient.clear();
}
