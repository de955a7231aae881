import type { TAgendado } from '@kiwi/domain';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { formatMadrid } from '../../../lib/dates';
import { customerViewPath } from '../../clientes/customer-paths';

/** One follow-up: time, customer (a link to the full view), notes; overdue ones marked. */
export function FollowUpRow({
  item,
  showDay = false,
  showComercial = false,
  action,
  onOpen,
}: {
  item: TAgendado;
  showDay?: boolean;
  showComercial?: boolean;
  action?: React.ReactNode;
  onOpen?: () => void;
}) {
  return (
    <li
      className={`flex min-w-0 items-start gap-3 rounded-lg border px-3 py-2 ${
        item.vencido ? 'border-danger/40 bg-danger/5' : 'border-line bg-surface'
      }`}
    >
      <time
        dateTime={item.fechaAgendado}
        className={`w-14 shrink-0 pt-0.5 text-sm font-semibold tabular-nums ${item.vencido ? 'text-danger' : 'text-ink'}`}
      >
        {showDay ? formatMadrid(item.fechaAgendado, 'dd/MM') + ' ' : ''}
        {formatMadrid(item.fechaAgendado, 'HH:mm')}
      </time>
      <div className="min-w-0 flex-1">
        <Link
          to={customerViewPath(item.cliente.id)}
          onClick={onOpen}
          className="block truncate font-medium text-primary hover:underline"
        >
          {item.cliente.nombre}
        </Link>
        {item.notas ? <p className="truncate text-sm text-muted">{item.notas}</p> : null}
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          {item.vencido ? (
            <span className="inline-flex items-center gap-1 font-semibold text-danger">
              <AlertTriangle aria-hidden className="size-3" /> Vencido
            </span>
          ) : null}
          {item.abierto ? <span>Abierto al equipo</span> : null}
          {showComercial && item.comercial ? <span>{item.comercial.nombre_completo}</span> : null}
        </p>
      </div>
      {action}
    </li>
  );
}
