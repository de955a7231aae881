import { getPermissionFlags } from './permissions';
import type { AccessSubject } from './roles';

/**
 * Who may see whose data (spec section 6). The `*Of` variants take the viewer's
 * own account id and the owner of the data being asked for.
 */

/** "Only Comercial users see the objective pot (bolsa) of their own month." Exact match. */
export function canSeeObjectivePot(subject: AccessSubject): boolean {
  return getPermissionFlags(subject).isComercial;
}

/** "Managers see team objectives and can view those of other commercials; others see their own." */
export function canViewOtherCommercialsObjectives(subject: AccessSubject): boolean {
  return getPermissionFlags(subject).hasManagerPermission;
}

export function canViewObjectivesOf(
  subject: AccessSubject,
  viewerAccountId: number,
  ownerAccountId: number,
): boolean {
  return viewerAccountId === ownerAccountId || canViewOtherCommercialsObjectives(subject);
}

/** "Admins and super admins may view any account's images, paysheets and contracts." */
export function canViewAnyAccountDocuments(subject: AccessSubject): boolean {
  return getPermissionFlags(subject).hasAdminPermission;
}

export function canViewAccountDocumentsOf(
  subject: AccessSubject,
  viewerAccountId: number,
  ownerAccountId: number,
): boolean {
  return viewerAccountId === ownerAccountId || canViewAnyAccountDocuments(subject);
}
