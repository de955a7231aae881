import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FieldChange {
  /** The field's Spanish name. */
  label: string;
  from: ReactNode;
  to: ReactNode;
}

const EMPTY = <span className="text-muted italic">(vacío)</span>;

function shown(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? EMPTY : value;
}

/** "Campo: antes → después" lines, for the record history's timeline details. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
      {changes.map((change) => (
        <div key={change.label} className="contents">
          <dt className="font-medium text-ink">{change.label}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-1.5 break-words text-ink">
            <span className="line-through decoration-muted/60">{shown(change.from)}</span>
            <ArrowRight className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
            <span className="sr-only">pasa a</span>
            <span>{shown(change.to)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
