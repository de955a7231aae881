import { DEVELOPER_MODE_HINT_FROM_TAP, DEVELOPER_MODE_TAPS } from '@kiwi/domain';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../lib/storage';

export interface VersionTapResult {
  taps: number;
  enabled: boolean;
  /** What to tell the user after this tap, if anything. */
  hint: string | null;
}

export const DEVELOPER_MODE_ON_MESSAGE = '¡Modo desarrollador activado!';
export const DEVELOPER_MODE_ALREADY_ON_MESSAGE = 'El modo desarrollador ya está activado';

/**
 * One tap on the version label (spec sections 2 and 9): a SuperAdmin enables
 * developer mode on the 8th tap and is told how many remain from the 5th.
 * Anyone else's taps do nothing.
 */
export function registerVersionTap(
  taps: number,
  state: { canEnable: boolean; enabled: boolean },
): VersionTapResult {
  if (!state.canEnable) return { taps: 0, enabled: false, hint: null };
  if (state.enabled) return { taps, enabled: true, hint: DEVELOPER_MODE_ALREADY_ON_MESSAGE };
  const next = taps + 1;
  if (next >= DEVELOPER_MODE_TAPS) {
    return { taps: next, enabled: true, hint: DEVELOPER_MODE_ON_MESSAGE };
  }
  if (next < DEVELOPER_MODE_HINT_FROM_TAP) return { taps: next, enabled: false, hint: null };
  const remaining = DEVELOPER_MODE_TAPS - next;
  const unit = remaining === 1 ? 'toque' : 'toques';
  return {
    taps: next,
    enabled: false,
    hint: `Te ${remaining === 1 ? 'falta' : 'faltan'} ${remaining} ${unit} para activar el modo desarrollador`,
  };
}

// Kept in localStorage so that logout (which clears it) also ends developer mode.
const CHANGE_EVENT = 'kiwi:developer-mode';

function readDeveloperMode(): boolean {
  return localStorage.getItem(STORAGE_KEYS.developerMode) === '1';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function setDeveloperMode(enabled: boolean): void {
  if (enabled) localStorage.setItem(STORAGE_KEYS.developerMode, '1');
  else localStorage.removeItem(STORAGE_KEYS.developerMode);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function useDeveloperMode(): boolean {
  return useSyncExternalStore(subscribe, readDeveloperMode, () => false);
}
