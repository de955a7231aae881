import { formatHistoryValue, type HistoryNameLookup } from '@kiwi/domain';
import type { CustomerAttemptRow } from './historico.queries';

const noNames: HistoryNameLookup = () => undefined;
const when = (at: Date) => formatHistoryValue({ kind: 'fecha-hora' }, at.toISOString(), noNames);
const euros = (amount: string | null) => formatHistoryValue({ kind: 'dinero' }, amount, noNames);

function offerLine(row: CustomerAttemptRow, lines: number): string | null {
  if (row.offerId === null) return null;
  const count = `${lines} ${lines === 1 ? 'línea' : 'líneas'}`;
  return [`Oferta ${row.offerIsp ?? ''}`.trim(), euros(row.offerPrecioTotal), count]
    .filter(Boolean)
    .join(' · ');
}

/** The one Spanish line the contact-history timeline shows under an atención. */
export function contactHistorySummary(row: CustomerAttemptRow, lines: number): string {
  const offer = offerLine(row, lines);
  const parts: (string | null)[] = [];
  if (row.scheduleId !== null && row.scheduleFecha !== null) {
    parts.push(
      `Agendado para el ${when(row.scheduleFecha)}${row.scheduleDoneAt ? ' (atendido)' : ''}`,
    );
  }
  if (row.noInterestId !== null) {
    parts.push(
      `No interesado: ${row.noInterestRazon ?? ''}${row.noInterestTipo ? ` (${row.noInterestTipo})` : ''}`,
    );
  }
  if (row.procedureId !== null) {
    parts.push(
      `Gestión: ${row.procedureName ?? ''}${row.procedureOperator ? ` (${row.procedureOperator})` : ''}`,
    );
  }
  parts.push(offer);
  const text = parts.filter(Boolean).join(' · ');
  return text || row.notas || 'Contacto con el cliente';
}
