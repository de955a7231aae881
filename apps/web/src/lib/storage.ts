/**
 * Everything the app keeps in the browser lives under these localStorage keys.
 * Logout clears all of localStorage (spec section 4), not just these keys.
 */
export const STORAGE_KEYS = {
  access: 'access',
  refresh: 'refresh',
  developerMode: 'developerMode',
  communicates: 'communicates',
} as const;

export interface StoredTokens {
  access: string;
  refresh: string;
}

export function readAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.access);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refresh);
}

/** The refresh call may answer without a rotated refresh token: keep the old one then. */
export function storeTokens(tokens: { access: string; refresh?: string | undefined }): void {
  localStorage.setItem(STORAGE_KEYS.access, tokens.access);
  if (tokens.refresh) localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh);
}

export function clearAllLocalStorage(): void {
  localStorage.clear();
}
