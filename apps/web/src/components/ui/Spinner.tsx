export function Spinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-3 text-muted">
      <span className="size-6 animate-spin rounded-full border-[3px] border-primary/20 border-t-primary" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** Full-screen waiting state while the session or a screen loads. */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
