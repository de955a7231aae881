import { MESSAGES, type ManagementModule } from '@kiwi/domain';
import { isApiError } from '../../../lib/http/api-error';
import { showSnackbar } from '../../../lib/snackbar';
import type { CatalogueKey } from '../api/catalogue-paths';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { FormType } from './dialog-types';

/**
 * The save of a catalogue dialog: POST (add) or PUT (edit), a success
 * snackbar, and on failure the ApiError thrown back to FormDialog so field
 * errors land on their fields. A failed tariff add also shows
 * 'Error al añadir tarifa' for 8 s (spec sections 8 and 9).
 */
export function useCatalogueSubmit<T>(
  key: CatalogueKey,
  formType: FormType,
  id: number | undefined,
  options: { module?: ManagementModule; toBody?: (values: T) => unknown } = {},
) {
  const save = useSaveCatalogueItem<unknown>(key);
  return async (values: T) => {
    try {
      const body = options.toBody ? options.toBody(values) : values;
      await save.mutateAsync(formType === 'edit' && id !== undefined ? { body, id } : { body });
      showSnackbar({ kind: 'success', message: MESSAGES.customer.saveSuccess });
    } catch (error) {
      if (key === 'tarifas' && formType === 'add') {
        showSnackbar({
          kind: 'error',
          message: MESSAGES.management.tariffAddFailure,
          fields: isApiError(error) ? error.fieldErrors : undefined,
        });
      }
      throw error;
    }
  };
}
