import { useSyncExternalStore } from 'react';
import { ROLE, isRoleId, type AccessSubject } from '@kiwi/domain';
import { readAccessToken } from '../../../lib/storage';
import { getTenantInfo, type TenantInfo } from '../api/tenant-info';
import { getUserDetail, type UserDetail } from '../api/user-detail';

/** The logged-in user, their tenant and the access subject every rule is asked with. */
export interface Session {
  user: UserDetail;
  tenant: TenantInfo;
  subject: AccessSubject;
}

export type SessionInit =
  { kind: 'anonymous' } | { kind: 'ready'; session: Session } | { kind: 'failed'; error: unknown };

let current: Session | null = null;
let pending: Promise<SessionInit> | null = null;
const listeners = new Set<() => void>();

function publish(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function toAccessSubject(user: UserDetail, tenant: TenantInfo): AccessSubject {
  return {
    // An unknown role code gets the least privileged role, never a higher one.
    roleId: isRoleId(user.rol.id) ? user.rol.id : ROLE.Comercial,
    isAdmin: user.isAdmin,
    tenantGroups: user.tenant_groups.map((group) => group.name),
    tenantType: tenant.type,
  };
}

/** Loads the user detail and tenant info for the stored token and publishes the session. */
export async function loadSession(): Promise<Session> {
  const options = { redirectOnSessionError: false };
  const [user, tenant] = await Promise.all([getUserDetail(options), getTenantInfo(options)]);
  const session: Session = { user, tenant, subject: toAccessSubject(user, tenant) };
  publish(session);
  return session;
}

/**
 * Start-up call no screen waits for (spec section 7): the invalid punch-in
 * check (the option lists are prefetched by the layout). Loaded on demand, so
 * it is not part of the login page's JavaScript; failures are only logged.
 */
export function startSessionCalls(session: Session, start: 'login' | 'restored'): void {
  const warn = (error: unknown) =>
    console.warn('No se ha podido cargar una llamada de inicio', error);
  import('../../punch-check/invalid-punch-check')
    .then((m) => m.checkInvalidPunches(session, start))
    .catch(warn);
}

/**
 * Spec section 4: logged in once an access token exists. Called by the route
 * guard before every navigation; loads the session the first time only.
 */
export function ensureSessionInitialised(): Promise<SessionInit> {
  if (!readAccessToken()) {
    if (current) publish(null);
    return Promise.resolve({ kind: 'anonymous' });
  }
  if (current) return Promise.resolve({ kind: 'ready', session: current });
  pending ??= loadSession()
    .then((session): SessionInit => {
      startSessionCalls(session, 'restored');
      return { kind: 'ready', session };
    })
    .catch((error: unknown): SessionInit => ({ kind: 'failed', error }))
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function getSession(): Session | null {
  return current;
}

export function clearSession(): void {
  publish(null);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
