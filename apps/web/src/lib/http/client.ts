import { readAccessToken } from '../storage';
import { isOnPath, navigateTo } from '../navigation';
import { ApiError } from './api-error';
import { buildQueryString, type QueryParams } from './query-string';
import { refreshAccessToken } from './token-refresh';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  /** false: no bearer token and no refresh-on-401 (login, public calls). */
  auth?: boolean;
  /**
   * false: report 401/503 as an ApiError without moving the app to logout or
   * maintenance (the route guard decides itself while a navigation runs).
   */
  redirectOnSessionError?: boolean;
}

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const MAINTENANCE_PATH = '/maintenance';

/** The bearer token only goes to the product host, never to a third party. */
export function isProductHostUrl(url: string): boolean {
  return new URL(url, window.location.origin).origin === window.location.origin;
}

/**
 * The transport rules of spec section 8:
 * - 401: refresh the token and retry once; if the retry still gets 401 or the
 *   refresh fails, go to logout (unless already on login);
 * - 503: go to maintenance.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = `${path}${buildQueryString(options.query)}`;
  const useAuth = options.auth !== false && isProductHostUrl(url);
  const redirect = options.redirectOnSessionError !== false;

  let response = await send(url, options, useAuth);
  if (response.status === 401 && useAuth) {
    const refreshed = await refreshAccessToken();
    if (refreshed) response = await send(url, options, useAuth);
    if (!refreshed || response.status === 401) {
      if (redirect && !isOnPath(LOGIN_PATH)) navigateTo(LOGOUT_PATH, { replace: true });
      throw new ApiError(401, await readBody(response));
    }
  }
  if (response.status === 503) {
    if (redirect && !isOnPath(MAINTENANCE_PATH)) navigateTo(MAINTENANCE_PATH, { replace: true });
    throw new ApiError(503, await readBody(response));
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  if (options.responseType === 'blob') return (await response.blob()) as T;
  return (await readBody(response)) as T;
}

function send(url: string, options: RequestOptions, useAuth: boolean): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = useAuth ? readAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  // No `cache` option: the browser's HTTP cache keeps answers sent with an ETag and
  // `Cache-Control: private, no-cache` (the configurator's catalogue lists, decision 1508)
  // and revalidates them with If-None-Match; a 304 reaches this code as the stored 200.
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const http = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
