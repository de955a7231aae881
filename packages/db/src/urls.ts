export const APP_ROLE = 'kiwi_app';
export const OWNER_ROLE = 'kiwi_owner';
export const AUTH_ROLE = 'kiwi_auth';

/** The kiwi_app password: `KIWI_APP_DB_PASSWORD`, default `kiwi_app`. */
export function appRolePassword(): string {
  return process.env.KIWI_APP_DB_PASSWORD || 'kiwi_app';
}

/** The same URL pointing at another database (query parameters are kept). */
export function databaseUrlWith(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The database name a URL points at (`postgres` when it names none). */
export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  return name || 'postgres';
}

/** Same host and port as the admin URL, as kiwi_app (the role the API connects as). */
export function appUrlFor(adminUrl: string, database?: string): string {
  const parsed = new URL(database === undefined ? adminUrl : databaseUrlWith(adminUrl, database));
  parsed.username = APP_ROLE;
  parsed.password = encodeURIComponent(appRolePassword());
  return parsed.toString();
}
