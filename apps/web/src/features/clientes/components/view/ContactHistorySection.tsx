import {
  CalendarClock,
  ClipboardList,
  FileText,
  History,
  Phone,
  ThumbsDown,
  type LucideIcon,
} from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { StatusChip } from '../../../../components/ui/StatusChip';
import { findStatus } from '../../../../components/ui/status-catalogues';
import { Timeline } from '../../../../components/ui/Timeline';
import { useHistorico, type ContactEntry, type ContactState } from '../../api/historico';
import { SectionStates } from './SectionStates';

const KINDS: Record<string, { title: string; icon: LucideIcon }> = {
  OFERTA: { title: 'Oferta', icon: FileText },
  AGENDADO: { title: 'Agendado', icon: CalendarClock },
  NO_INTERESADO: { title: 'No interesado', icon: ThumbsDown },
  GESTION: { title: 'Gestión', icon: ClipboardList },
  CONTACTO: { title: 'Contacto', icon: Phone },
};

function kindOf(kind: string) {
  return (
    KINDS[kind] ?? {
      title: kind.charAt(0) + kind.slice(1).toLowerCase().replace(/_/g, ' '),
      icon: Phone,
    }
  );
}

function StateChip({ state }: { state: ContactState }) {
  return 'value' in state ? (
    <StatusChip catalogue="salesStatus" value={state.value} />
  ) : (
    <StatusChip label={state.label} color={state.color} icon={state.icon} />
  );
}

function colorOf(state: ContactState | null): string | undefined {
  if (!state) return undefined;
  return 'value' in state ? findStatus('salesStatus', state.value)?.color : state.color;
}

function toTimelineEntry(entry: ContactEntry) {
  const kind = kindOf(entry.kind);
  return {
    id: entry.id,
    at: entry.at,
    who: entry.who,
    icon: kind.icon,
    color: colorOf(entry.state),
    title: (
      <span className="inline-flex flex-wrap items-center gap-2">
        {kind.title}
        {entry.state ? <StateChip state={entry.state} /> : null}
      </span>
    ),
    summary: entry.summary.length > 0 ? entry.summary.join(' · ') : undefined,
    detail: entry.notes ? <p className="whitespace-pre-line">{entry.notes}</p> : undefined,
  };
}

/** "Historial de contactos": every atención of the customer, newest first, with its state chip. */
export function ContactHistorySection({ customerId }: { customerId: number }) {
  const historico = useHistorico(customerId);
  return (
    <SectionStates query={historico} failure="No se ha podido cargar el historial de contactos">
      {() =>
        historico.data && historico.data.length > 0 ? (
          <Timeline label="Historial de contactos" entries={historico.data.map(toTimelineEntry)} />
        ) : (
          <EmptyState
            compact
            icon={History}
            title="Sin contactos todavía"
            description="Las ofertas, agendados, no interesados y gestiones aparecerán aquí."
          />
        )
      }
    </SectionStates>
  );
}
