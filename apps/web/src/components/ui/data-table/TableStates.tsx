import { CircleAlert } from 'lucide-react';
import { isApiError } from '../../../lib/http/api-error';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';

/** Placeholder rows while the first page loads. */
export function LoadingRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <div role="status" aria-label="Cargando…" className="flex flex-col gap-3 p-4">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex gap-4">
          {Array.from({ length: Math.max(1, Math.min(columns, 6)) }, (_, column) => (
            <Skeleton key={column} className={column === 0 ? 'h-5 flex-[2]' : 'h-5 flex-1'} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The list failed to load: what happened and "Reintentar". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = isApiError(error) && error.status !== 404 ? error.detail : null;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <CircleAlert className="size-10 text-danger/70" aria-hidden="true" />
      <p className="font-medium text-ink">No se ha podido cargar la lista</p>
      <p className="max-w-md text-sm text-muted">
        {detail ?? 'Compruebe la conexión e inténtelo de nuevo.'}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
