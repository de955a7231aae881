import { CUSTOMER_IMPORT_LIMITS } from '@kiwi/domain';
import {
  readSheetRows as readSheet,
  SheetReadError,
  type ReadProgress,
  type SheetRow,
} from '@kiwi/jobs/sheets';
import { InvalidJobInputError } from './types';

export type { SheetRow } from '@kiwi/jobs/sheets';

/**
 * The rows of a lead file with the lead import's limits (decision 1201); a file that cannot
 * be read fails the job with the reader's Spanish message.
 */
export async function* readSheetRows(
  path: string,
  format: 'csv' | 'xlsx',
  onProgress?: ReadProgress,
): AsyncGenerator<SheetRow> {
  try {
    yield* readSheet(path, format, CUSTOMER_IMPORT_LIMITS, onProgress);
  } catch (error) {
    if (error instanceof SheetReadError) throw new InvalidJobInputError(error.message);
    throw error;
  }
}
