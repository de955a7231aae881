import { History, Phone } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { StatusChip } from '../../../../components/ui/StatusChip';
import { statusIcon } from '../../../../components/ui/status-icons';
import { Timeline } from '../../../../components/ui/Timeline';
import { useHistorico, type ContactEntry } from '../../api/historico';
import { SectionStates } from './SectionStates';

/** The notes of an atención and of what it recorded, without the one the summary already shows. */
function notesOf(entry: ContactEntry): string[] {
  return [entry.notas, entry.agendado?.notas, entry.no_interesado?.notas, entry.gestion?.notas]
    .filter((note): note is string => Boolean(note) && note !== entry.resumen)
    .filter((note, index, all) => all.indexOf(note) === index);
}

function ContactDetail({ entry, notes }: { entry: ContactEntry; notes: string[] }) {
  const packages = entry.oferta?.paquetes ?? [];
  return (
    <div className="flex flex-col gap-2">
      {packages.length > 0 ? (
        <ul aria-label="Paquetes de la oferta" className="flex flex-col gap-1">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              {[
                pkg.tarifa ?? pkg.tipoLinea,
                pkg.telefono,
                pkg.precio ? `${pkg.precio.replace('.', ',')} €` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      ) : null}
      {notes.map((note, index) => (
        <p key={index} className="whitespace-pre-line">
          {note}
        </p>
      ))}
    </div>
  );
}

function toTimelineEntry(entry: ContactEntry) {
  const notes = notesOf(entry);
  const hasDetail = (entry.oferta?.paquetes.length ?? 0) > 0 || notes.length > 0;
  return {
    id: entry.id,
    at: entry.fechaContacto,
    who: entry.comercial?.nombre_completo ?? null,
    icon: statusIcon(entry.tipo.icon) ?? Phone,
    color: entry.estado?.color ?? entry.tipo.color,
    title: (
      <span className="inline-flex flex-wrap items-center gap-2">
        {entry.tipo.label}
        {entry.estado ? (
          <StatusChip
            label={entry.estado.label}
            color={entry.estado.color}
            icon={entry.estado.icon}
          />
        ) : null}
      </span>
    ),
    summary: entry.resumen || undefined,
    detail: hasDetail ? <ContactDetail entry={entry} notes={notes} /> : undefined,
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
