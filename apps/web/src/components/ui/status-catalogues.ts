import {
  ACCOUNT_STATES,
  COLOR_TOKENS,
  ORDER_OUTCOME_LABELS,
  PACKAGE_STATES,
  SALES_STATUSES,
  type ColorToken,
} from '@kiwi/domain';

/** A state as chips draw it: its Spanish label, a colour token and maybe a lucide icon name. */
export interface StatusEntry {
  label: string;
  color: ColorToken;
  icon?: string;
}

type Catalogue = ReadonlyMap<string, StatusEntry>;

function catalogue(
  entries: readonly { value: string | number; label: string; color: string; icon?: string }[],
): Catalogue {
  return new Map(
    entries.map((entry) => [
      String(entry.value),
      { label: entry.label, color: entry.color as ColorToken, icon: entry.icon },
    ]),
  );
}

/** Every state catalogue of `@kiwi/domain` a chip can show, by name. */
export const STATUS_CATALOGUES = {
  /** Offer/service status codes 1–7. */
  salesStatus: catalogue(SALES_STATUSES),
  /** Account states ALTA, VACACIONES, BAJA, INACTIVO. */
  accountState: catalogue(ACCOUNT_STATES),
  /** Package states ACTIVO, CANCELADO, VUELO. */
  packageState: catalogue(PACKAGE_STATES),
  /** Upstream order outcomes delivered / cancelled / fly. */
  orderOutcome: catalogue([
    { value: 'delivered', label: ORDER_OUTCOME_LABELS.delivered, color: 'success' },
    { value: 'cancelled', label: ORDER_OUTCOME_LABELS.cancelled, color: 'dark' },
    { value: 'fly', label: ORDER_OUTCOME_LABELS.fly, color: 'warning' },
  ]),
} satisfies Record<string, Catalogue>;

export type StatusCatalogueName = keyof typeof STATUS_CATALOGUES;

export function findStatus(name: StatusCatalogueName, value: string | number): StatusEntry | null {
  return STATUS_CATALOGUES[name].get(String(value)) ?? null;
}

/** The hex of a colour token; a raw hex passes through. */
export function colorHex(color: ColorToken | string): string {
  return color in COLOR_TOKENS ? COLOR_TOKENS[color as ColorToken] : color;
}
