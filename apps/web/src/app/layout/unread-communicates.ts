import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../lib/storage';

/**
 * The top bar's 'Comunicados' badge counts the unread announcements kept in
 * local storage (spec section 2): a JSON array of announcements under
 * `communicates`, each with `is_read`. The announcements screen writes it and
 * calls notifyCommunicatesChanged(). See docs/decisions/0503.
 */
export function countUnreadCommunicates(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return 0;
    return parsed.filter(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        (item as { is_read?: unknown }).is_read === false,
    ).length;
  } catch {
    return 0;
  }
}

const CHANGE_EVENT = 'kiwi:communicates';

export function notifyCommunicatesChanged(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function useUnreadCommunicates(): number {
  return useSyncExternalStore(
    subscribe,
    () => countUnreadCommunicates(localStorage.getItem(STORAGE_KEYS.communicates)),
    () => 0,
  );
}
