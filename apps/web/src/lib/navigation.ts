/**
 * Lets code outside React (the HTTP client) know where the app is and move it
 * to another route. The router registers itself at start-up; before that, the
 * browser location and a full page load are used.
 */
export type AppNavigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: AppNavigator = (to) => window.location.assign(to);
let pathnameReader: () => string = () => window.location.pathname;

export function setAppNavigator(next: AppNavigator, readPathname?: () => string): void {
  navigator = next;
  pathnameReader = readPathname ?? (() => window.location.pathname);
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

export function currentPathname(): string {
  return pathnameReader();
}

export function isOnPath(pathname: string): boolean {
  const current = currentPathname().replace(/\/+$/, '') || '/';
  return current === pathname;
}
