import { getPermissionFlags } from '../access/permissions';
import type { AccessSubject } from '../access/roles';
import { findSalesStatus, type SalesStatusCode } from '../catalogues/sales-statuses';

/**
 * Which sales-status changes an atención may make (decision 1401). The spec gives the
 * codes 1-7 but not the moves. Forward moves follow the life of an order at the operator
 * and are open to everyone who may touch the atención; moves back (undoing a step, or
 * reopening a closed sale) are for Manager and above.
 *
 *   1 Pendiente ──► 2 Presentada ──► 4 Activada / 6 Activada Parcial / 3 Rechazada
 *        │               │
 *        └──► 5 Error envío a SMART ◄──┘      (5 ──► 2 when sent again)
 *   any open state (1, 2, 5, 6) ──► 7 Cancelada;  6 ──► 4 when the remaining lines activate
 */
export type TransitionKind = 'forward' | 'back';

const S = {
  Pendiente: 1,
  Presentada: 2,
  Rechazada: 3,
  Activada: 4,
  ErrorSmart: 5,
  Parcial: 6,
  Cancelada: 7,
} as const;

/** from → to → who may do it. A pair not listed is not allowed to anyone. */
export const SALES_STATUS_TRANSITIONS: Readonly<
  Record<SalesStatusCode, Readonly<Partial<Record<SalesStatusCode, TransitionKind>>>>
> = {
  [S.Pendiente]: { [S.Presentada]: 'forward', [S.ErrorSmart]: 'forward', [S.Cancelada]: 'forward' },
  [S.Presentada]: {
    [S.Activada]: 'forward',
    [S.Parcial]: 'forward',
    [S.Rechazada]: 'forward',
    [S.ErrorSmart]: 'forward',
    [S.Cancelada]: 'forward',
    [S.Pendiente]: 'back',
  },
  [S.ErrorSmart]: { [S.Presentada]: 'forward', [S.Cancelada]: 'forward', [S.Pendiente]: 'back' },
  [S.Parcial]: { [S.Activada]: 'forward', [S.Cancelada]: 'forward', [S.Presentada]: 'back' },
  [S.Activada]: { [S.Parcial]: 'back', [S.Presentada]: 'back' },
  [S.Rechazada]: { [S.Pendiente]: 'back', [S.Presentada]: 'back' },
  [S.Cancelada]: { [S.Pendiente]: 'back' },
};

/** Codes that count as a sale: reaching one sets fecha_venta and makes the customer CLIENTE. */
export const SALE_STATUS_CODES: readonly SalesStatusCode[] = [S.Activada, S.Parcial];

export function isSaleStatus(code: number | null | undefined): boolean {
  return code != null && (SALE_STATUS_CODES as readonly number[]).includes(code);
}

export type TransitionVerdict =
  { allowed: true; kind: TransitionKind | 'same' } | { allowed: false; message: string };

const label = (code: number) => findSalesStatus(code)?.label ?? String(code);

/** Whether `subject` may move an atención from `from` to `to`; the refusal carries a Spanish message. */
export function checkSalesTransition(
  subject: AccessSubject,
  from: SalesStatusCode,
  to: SalesStatusCode,
): TransitionVerdict {
  if (from === to) return { allowed: true, kind: 'same' };
  const kind = SALES_STATUS_TRANSITIONS[from][to];
  if (!kind)
    return {
      allowed: false,
      message: `No se puede pasar de «${label(from)}» a «${label(to)}».`,
    };
  if (kind === 'back' && !getPermissionFlags(subject).hasManagerPermission)
    return {
      allowed: false,
      message: `Solo un Manager o superior puede devolver una atención de «${label(from)}» a «${label(to)}».`,
    };
  return { allowed: true, kind };
}

/** The states `subject` may choose next from `from` (the current one first): the status menu of the web. */
export function nextSalesStatuses(
  subject: AccessSubject,
  from: SalesStatusCode,
): SalesStatusCode[] {
  const manager = getPermissionFlags(subject).hasManagerPermission;
  const targets = Object.entries(SALES_STATUS_TRANSITIONS[from])
    .filter(([, kind]) => kind === 'forward' || manager)
    .map(([to]) => Number(to) as SalesStatusCode);
  return [from, ...targets.sort((a, b) => a - b)];
}
