import type { ListState } from '../../../components/ui/list-state/use-list-state';
import { SavedViewsMenu } from '../../../components/ui/list-state/SavedViewsMenu';
import { ApiError, isApiError } from '../../../lib/http/api-error';
import {
  useDeleteTeletrabajoView,
  useSaveTeletrabajoView,
  useTeletrabajoViews,
} from '../api/saved-views';

/** The API names the view's field `nombre`; the dialog's field is `name`. */
function withDialogFieldNames(error: unknown): unknown {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return error;
  const { nombre, ...rest } = error.body as Record<string, unknown>;
  return nombre === undefined ? error : new ApiError(error.status, { ...rest, name: nombre });
}

/** "Vistas" of /teletrabajo: filters + columns + sort, personal or shared by a Manager. */
export function TeletrabajoViews({ list, canShare }: { list: ListState; canShare: boolean }) {
  const views = useTeletrabajoViews();
  const save = useSaveTeletrabajoView();
  const remove = useDeleteTeletrabajoView();
  return (
    <SavedViewsMenu
      views={views.data ?? []}
      current={list.view}
      onApply={(saved) => list.applyView(saved.view)}
      onSave={async (input) => {
        try {
          return await save.mutateAsync(input);
        } catch (error) {
          throw withDialogFieldNames(error);
        }
      }}
      onDelete={(view) => remove.mutateAsync(view)}
      canShare={canShare}
    />
  );
}
