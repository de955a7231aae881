/**
 * Lets code outside React (the HTTP client) move the app to another route.
 * The router registers itself at start-up; before that, a full page load is used.
 */
export type AppNavigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: AppNavigator = (to) => window.location.assign(to);

export function setAppNavigator(next: AppNavigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

export function currentPathname(): string {
  return window.location.pathname;
}

export function isOnPath(pathname: string): boolean {
  const current = currentPathname().replace(/\/+$/, '') || '/';
  return current === pathname;
}
