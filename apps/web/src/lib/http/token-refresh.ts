import { readRefreshToken, storeTokens } from '../storage';

export const TOKEN_REFRESH_PATH = '/api/token-refresh/';
/** Web Locks name shared by every tab of the app. */
export const TOKEN_REFRESH_LOCK = 'kiwi-token-refresh';

let inFlight: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for a new access token (and the rotated
 * refresh token). Concurrent callers share one request: with rotation, two
 * parallel refreshes would present the same token twice and the server would
 * revoke the whole session. Other tabs are serialised with a Web Lock: a tab
 * that waited finds the token another tab already rotated and uses it instead
 * of presenting the spent one.
 */
export function refreshAccessToken(): Promise<boolean> {
  inFlight ??= refreshAcrossTabs().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function refreshAcrossTabs(): Promise<boolean> {
  const seen = readRefreshToken();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return refreshUnlessRotated(seen);
  return locks.request(TOKEN_REFRESH_LOCK, () => refreshUnlessRotated(seen));
}

async function refreshUnlessRotated(seen: string | null): Promise<boolean> {
  const refresh = readRefreshToken();
  if (!refresh) return false;
  // Another tab rotated the tokens while this one waited: its new access token is stored.
  if (refresh !== seen) return true;
  try {
    const response = await fetch(TOKEN_REFRESH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { access?: unknown; refresh?: unknown };
    if (typeof body.access !== 'string') return false;
    storeTokens({
      access: body.access,
      refresh: typeof body.refresh === 'string' ? body.refresh : undefined,
    });
    return true;
  } catch {
    return false;
  }
}
