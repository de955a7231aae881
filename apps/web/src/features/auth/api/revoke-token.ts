import { http } from '../../../lib/http/client';

export const TOKEN_REVOKE_PATH = '/api/token/revoke/';

/** Ends the session on the server; logout goes on even if this fails. */
export async function revokeRefreshToken(refresh: string): Promise<void> {
  await http.post<null>(
    TOKEN_REVOKE_PATH,
    { refresh },
    { auth: false, redirectOnSessionError: false },
  );
}
