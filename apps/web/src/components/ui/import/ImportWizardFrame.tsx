import type { ReactNode } from 'react';
import { Button } from '../Button';

/** The frame of an opened import: its file, the problem of its last step, the step itself. */
export function ImportWizardFrame({
  archivo,
  problem,
  children,
}: {
  archivo: string;
  problem?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Archivo: <span className="font-medium text-ink">{archivo}</span>
      </p>
      {problem && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-danger" role="alert">
          {problem}
        </p>
      )}
      {children}
    </div>
  );
}

/** An import that could not be loaded, with the way back to a new one. */
export function ImportLoadFailed({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col gap-3 py-6">
      <p role="alert">No se ha podido cargar la importación.</p>
      <Button variant="secondary" onClick={onReset}>
        Empezar de nuevo
      </Button>
    </div>
  );
}
