import { COLOR_TOKENS } from './colors';

/** Account states in the order the commercial list uses (spec section 4); default ALTA. */
export const ACCOUNT_STATES = [
  { value: 'ALTA', label: 'Alta', color: 'success', hex: COLOR_TOKENS.success, order: 1 },
  { value: 'VACACIONES', label: 'Vacaciones', color: 'blue', hex: COLOR_TOKENS.blue, order: 2 },
  { value: 'BAJA', label: 'Baja', color: 'warning', hex: COLOR_TOKENS.warning, order: 3 },
  { value: 'INACTIVO', label: 'Inactivo', color: 'error', hex: COLOR_TOKENS.error, order: 4 },
] as const;

export type AccountState = (typeof ACCOUNT_STATES)[number]['value'];
export const ACCOUNT_STATE_VALUES = ACCOUNT_STATES.map((s) => s.value) as [
  AccountState,
  ...AccountState[],
];
export const DEFAULT_ACCOUNT_STATE: AccountState = 'ALTA';

/** Position of a state in the list order; unknown states sort last. */
export function accountStateOrder(state: string): number {
  return ACCOUNT_STATES.find((s) => s.value === state)?.order ?? ACCOUNT_STATES.length + 1;
}

export interface CommercialOption {
  id: number | null;
  nombre: string;
  estado?: string;
}

/** Label and id of the entry appended to every commercial selector. */
export const UNASSIGNED_COMMERCIAL: CommercialOption = { id: null, nombre: 'Por asignar' };

/**
 * The commercial selector: ordered ALTA, VACACIONES, BAJA, INACTIVO (stable
 * within a state), accounts whose name contains 'invitado' left out, and
 * 'Por asignar' (id null) appended.
 */
export function buildCommercialSelector<T extends CommercialOption>(
  accounts: readonly T[],
): readonly (T | CommercialOption)[] {
  const visible = accounts
    .filter((a) => !a.nombre.toLowerCase().includes('invitado'))
    .map((account, index) => ({ account, index }))
    .sort(
      (a, b) =>
        accountStateOrder(a.account.estado ?? '') - accountStateOrder(b.account.estado ?? '') ||
        a.index - b.index,
    )
    .map((entry) => entry.account);
  return [...visible, UNASSIGNED_COMMERCIAL];
}
