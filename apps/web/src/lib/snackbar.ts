import { decorateSnackbar, type SnackbarInput } from '@kiwi/domain';
import { toast } from 'sonner';

/**
 * Shows a snackbar decorated as spec section 8 says (emoji, ' ## field : value ##',
 * per-message durations). Returns the toast id.
 */
export function showSnackbar(input: SnackbarInput): string | number {
  const { text, durationMs } = decorateSnackbar(input);
  const options = { duration: durationMs };
  if (input.kind === 'success') return toast.success(text, options);
  if (input.kind === 'error') return toast.error(text, options);
  return toast.info(text, options);
}
