import type { ReactNode } from 'react';

export interface ImportResultProps {
  /** What the import did, in one sentence. */
  summary: string;
  /** A line under it (until when it can be reverted…). */
  note?: ReactNode;
  /** Downloads, revert, "Nueva importación". */
  actions: ReactNode;
  /** The rows it left out, if any. */
  rows?: ReactNode;
}

/** The last step every import shares: the result, what can be done next, the rows left out. */
export function ImportResult({ summary, note, actions, rows }: ImportResultProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md bg-primary-soft p-3 text-sm" role="status">
        {summary}
      </p>
      {note ? <p className="text-sm text-muted">{note}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">{actions}</div>
      {rows}
    </div>
  );
}
