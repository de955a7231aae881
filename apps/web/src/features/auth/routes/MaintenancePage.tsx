import { Construction } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { KiwiLogo } from '../../../components/ui/KiwiLogo';
import { useMaintenanceStatus } from '../api/maintenance-status';

/** Asks again every 30 s, so the notice goes away by itself when maintenance ends. */
export const MAINTENANCE_RECHECK_MS = 30_000;

export function MaintenancePage() {
  const navigate = useNavigate();
  const status = useMaintenanceStatus(MAINTENANCE_RECHECK_MS);

  // Spec section 2: back to login when maintenance is not active.
  useEffect(() => {
    if (status.data && !status.data.maintenance) void navigate('/login', { replace: true });
  }, [status.data, navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="flex w-full max-w-[480px] flex-col items-center gap-5 rounded-2xl bg-surface px-6 py-10 text-center shadow-[0_8px_30px_rgba(103,0,105,0.08)]">
        <KiwiLogo size={44} />
        <Construction className="size-14 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">Estamos en mantenimiento</h1>
        <p className="text-muted">
          Estamos realizando tareas de mantenimiento. Vuelva a intentarlo en unos minutos.
        </p>
        <Button variant="ghost" onClick={() => void status.refetch()} disabled={status.isFetching}>
          {status.isFetching ? 'Comprobando…' : 'Comprobar de nuevo'}
        </Button>
      </div>
    </main>
  );
}
