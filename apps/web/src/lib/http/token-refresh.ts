import { readRefreshToken, storeTokens } from '../storage';

export const TOKEN_REFRESH_PATH = '/api/token-refresh/';

let inFlight: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for a new access token (and the rotated
 * refresh token). Concurrent callers share one request: with rotation, two
 * parallel refreshes would present the same token twice and the server would
 * revoke the whole session.
 */
export function refreshAccessToken(): Promise<boolean> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<boolean> {
  const refresh = readRefreshToken();
  if (!refresh) return false;
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
