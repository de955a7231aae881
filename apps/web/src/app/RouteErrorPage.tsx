import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/Button';
import { KiwiLogo } from '../components/ui/KiwiLogo';
import { ChunkLoadError } from '../lib/chunk-timeout';

function describe(error: unknown): string {
  if (error instanceof ChunkLoadError) {
    return 'No se ha podido cargar esta página. Compruebe su conexión y vuelva a intentarlo.';
  }
  if (isRouteErrorResponse(error) && error.status === 404) return 'Esta página no existe.';
  return 'Ha habido un problema al abrir esta página.';
}

export function RouteErrorPage() {
  const error = useRouteError();
  if (!(error instanceof ChunkLoadError)) console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <KiwiLogo />
        <h1 className="text-xl font-semibold">{describe(error)}</h1>
        <Button onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Reintentar
        </Button>
      </div>
    </main>
  );
}
