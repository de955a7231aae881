import { http } from '../../../lib/http/client';

export const TOKEN_PATH = '/api/token/';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

/** A wrong password answers 401 here: it is a form error, not an expired session. */
export function postLogin(credentials: LoginRequest): Promise<TokenPair> {
  return http.post<TokenPair>(TOKEN_PATH, credentials, { auth: false });
}
