import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { customerViewPath } from '../customer-paths';
import type { DuplicateAnswer } from './duplicate-error';

/**
 * "Ya existe…" with a link to the customer that already has the documento or
 * phone, instead of saving a twin (decision 1322).
 */
export function DuplicateNotice({
  duplicate,
  onOpen,
}: {
  duplicate: DuplicateAnswer;
  onOpen: () => void;
}) {
  const message = duplicate.messages[0] ?? 'Ya existe un cliente con estos datos.';
  return (
    <div
      role="alert"
      className="mb-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-ink"
    >
      <Users className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        {message}{' '}
        <Link
          to={customerViewPath(duplicate.customer.id)}
          onClick={onOpen}
          className="font-medium text-primary underline underline-offset-2"
        >
          Abrir la ficha de {duplicate.customer.nombre}
        </Link>
      </p>
    </div>
  );
}
