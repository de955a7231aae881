import { FilePlus2, FileX2, History, SquarePen } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { ChangeList } from '../../../../components/ui/ChangeList';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Timeline } from '../../../../components/ui/Timeline';
import { useCustomerHistory, type RecordHistoryEntry } from '../../api/record-history';
import { SectionStates } from './SectionStates';

const ACTIONS = {
  alta: { icon: FilePlus2, color: 'success' },
  modificacion: { icon: SquarePen, color: 'info' },
  baja: { icon: FileX2, color: 'error' },
} as const;

/** One line under the title: what changed (an update), how much was recorded (a new record). */
function summaryOf(accion: string, labels: string[]): string | undefined {
  if (labels.length === 0) return undefined;
  if (accion === 'alta') return labels.length === 1 ? 'Con 1 dato' : `Con ${labels.length} datos`;
  if (accion === 'baja') return undefined;
  if (labels.length <= 2) return `Cambia ${labels.join(' y ').toLowerCase()}`;
  return `${labels.length} campos cambiados`;
}

function toTimelineEntry(entry: RecordHistoryEntry) {
  const action = ACTIONS[entry.accion as keyof typeof ACTIONS] ?? ACTIONS.modificacion;
  const changes = entry.cambios.map((change) => ({
    label: change.etiqueta,
    from: change.antes,
    to: change.despues,
  }));
  return {
    id: entry.id,
    at: entry.fecha,
    who: entry.quien ?? 'Sistema',
    title: entry.titulo,
    icon: action.icon,
    color: action.color,
    summary: summaryOf(
      entry.accion,
      changes.map((change) => change.label),
    ),
    detail: changes.length > 0 ? <ChangeList changes={changes} /> : undefined,
  };
}

/** "Historial de cambios": who changed what and when (record history, decision 0902). */
export function ChangeHistorySection({ customerId }: { customerId: number }) {
  const history = useCustomerHistory(customerId);
  const entries = history.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <SectionStates query={history} failure="No se ha podido cargar el historial de cambios">
      {() =>
        entries.length > 0 ? (
          <div className="flex flex-col gap-4">
            <Timeline label="Historial de cambios" entries={entries.map(toTimelineEntry)} />
            {history.hasNextPage ? (
              <Button
                variant="secondary"
                className="self-center"
                busy={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                Ver cambios anteriores
              </Button>
            ) : null}
          </div>
        ) : (
          <EmptyState compact icon={History} title="Sin cambios registrados" />
        )
      }
    </SectionStates>
  );
}
