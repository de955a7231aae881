import { Wrench } from 'lucide-react';
import { useCurrentAppRoute } from '../../app/route-handle';

/**
 * Routes whose screens later issues build: the title and an honest notice,
 * so every route of the table is reachable through the guard today.
 */
export function NotYetAvailablePage() {
  const route = useCurrentAppRoute();
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink">{route?.title ?? 'Kiwi'}</h1>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-primary/25 bg-surface px-6 py-14 text-center">
        <Wrench className="size-10 text-primary/70" aria-hidden="true" />
        <p className="text-lg font-medium">Esta sección aún no está disponible</p>
        <p className="max-w-md text-sm text-muted">
          Estamos trabajando en ella. Mientras tanto puede usar el menú para ir a otras secciones.
        </p>
      </div>
    </section>
  );
}
