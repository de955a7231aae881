import { MESSAGES, type SnackbarInput } from '@kiwi/domain';
import type { DeleteAnswer } from '../api/catalogue-types';

/**
 * What a delete says: the API's own words — an item offers use is
 * deactivated instead, and its answer explains it (shown as information,
 * not as a success).
 */
export function deleteMessage(answer: DeleteAnswer | null | undefined): SnackbarInput {
  if (answer?.deactivated) return { kind: 'info', message: answer.detail ?? 'Se ha desactivado' };
  return { kind: 'success', message: answer?.detail ?? MESSAGES.customer.deleteSuccess };
}
