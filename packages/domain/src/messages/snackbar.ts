import { CALCULATOR_MESSAGES, EXPORT_MESSAGES, MANAGEMENT_MESSAGES } from './calculator-messages';
import { CUSTOMER_MESSAGES, SCHEDULE_MESSAGES } from './customer-messages';
import { OFFER_MESSAGES } from './offer-messages';

export const SNACKBAR_DEFAULT_MS = 4000;
export const SUCCESS_EMOJI = '🎉';
export const ERROR_EMOJI = '😢';

/** Messages the spec shows for longer (or explicitly for the default) than 4000 ms. */
export const MESSAGE_DURATIONS_MS: Readonly<Record<string, number>> = {
  [CUSTOMER_MESSAGES.saveFailure]: 7000,
  [SCHEDULE_MESSAGES.failure]: 8000,
  [CALCULATOR_MESSAGES.loadFactorFailure]: 5000,
  [EXPORT_MESSAGES.failure]: 4000,
  [MANAGEMENT_MESSAGES.tariffAddFailure]: 8000,
  [OFFER_MESSAGES.saveSuccess]: 4000,
  [OFFER_MESSAGES.editSuccess]: 4000,
};

export function snackbarDurationFor(message: string): number {
  return MESSAGE_DURATIONS_MS[message] ?? SNACKBAR_DEFAULT_MS;
}

export type SnackbarKind = 'success' | 'error' | 'info';

export interface SnackbarInput {
  kind: SnackbarKind;
  message: string;
  /** Server validation fields ({field: ["message", ...]} in DRF shape). */
  fields?: Record<string, unknown>;
  durationMs?: number;
}

export interface DecoratedSnackbar {
  text: string;
  durationMs: number;
}

function fieldValueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(fieldValueText).join(', ');
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The snackbar decoration rule of spec section 8: a celebration emoji after a
 * success, a sad one after an error, then each server error field appended as
 * ' ## field : value ##'. Duration: explicit, else the message's own, else 4000 ms.
 */
export function decorateSnackbar(input: SnackbarInput): DecoratedSnackbar {
  const emoji =
    input.kind === 'success'
      ? ` ${SUCCESS_EMOJI}`
      : input.kind === 'error'
        ? ` ${ERROR_EMOJI}`
        : '';
  const fieldText = Object.entries(input.fields ?? {})
    .map(([field, value]) => ` ## ${field} : ${fieldValueText(value)} ##`)
    .join('');
  return {
    text: `${input.message}${emoji}${fieldText}`,
    durationMs: input.durationMs ?? snackbarDurationFor(input.message),
  };
}
