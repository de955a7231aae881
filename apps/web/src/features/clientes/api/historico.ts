import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { formatMadrid } from '../../../lib/dates';
import { isLoose, listOf, nameOf, pick, text, type Loose } from './lenient';

/** The state an entry shows: a catalogue value (1–7) or a state with its own label and colour. */
export type ContactState =
  { value: number } | { label: string; color: string; icon?: string | undefined };

export interface ContactEntry {
  id: string;
  at: string;
  /** OFERTA, AGENDADO, NO_INTERESADO, GESTION, CONTACTO… */
  kind: string;
  who: string | null;
  state: ContactState | null;
  /** Short lines: offer price and operator, scheduled date, reason, procedure. */
  summary: string[];
  notes: string | null;
}

export const historicoKey = (id: number) => ['clientes', 'historico', id] as const;

function stateOf(row: Loose): ContactState | null {
  const raw = pick(row, 'estado', 'estadoOferta', 'state');
  if (typeof raw === 'number') return { value: raw };
  if (isLoose(raw)) {
    const label = text(raw, 'label', 'nombre');
    const color = text(raw, 'color', 'hex');
    if (label && color) return { label, color, icon: text(raw, 'icon') ?? undefined };
    const value = pick(raw, 'value', 'id');
    if (typeof value === 'number') return { value };
  }
  return null;
}

function when(value: string | null): string | null {
  return value && !Number.isNaN(Date.parse(value))
    ? formatMadrid(value, 'd MMM yyyy, HH:mm')
    : value;
}

function summaryOf(row: Loose): string[] {
  const lines: string[] = [];
  const resumen = pick(row, 'resumen', 'summary');
  if (typeof resumen === 'string') lines.push(resumen);
  if (Array.isArray(resumen))
    lines.push(...resumen.filter((l): l is string => typeof l === 'string'));
  const oferta = pick(row, 'oferta', 'offer');
  if (isLoose(oferta)) {
    const isp = text(oferta, 'isp', 'operador');
    const total = text(oferta, 'precioTotal', 'precio_total');
    const paquetes = pick(oferta, 'paquetes', 'packages');
    const count = Array.isArray(paquetes)
      ? paquetes.length
      : typeof paquetes === 'number'
        ? paquetes
        : null;
    const parts = [
      isp ? `Oferta ${isp}` : 'Oferta',
      total ? `${total.replace('.', ',')} €/mes` : null,
      count ? `${count} ${count === 1 ? 'paquete' : 'paquetes'}` : null,
    ].filter(Boolean);
    if (lines.length === 0) lines.push(parts.join(' · '));
  }
  const agendado = pick(row, 'agendado', 'schedule');
  const fechaAgendado = isLoose(agendado)
    ? text(agendado, 'fechaAgendado', 'fecha_agendado')
    : text(row, 'fechaAgendado', 'fecha_agendado');
  if (fechaAgendado && lines.length === 0) lines.push(`Agendado para el ${when(fechaAgendado)}`);
  const noInteresado = pick(row, 'no_interesado', 'noInteresado');
  if (isLoose(noInteresado) && lines.length === 0) {
    const razon = text(noInteresado, 'razon', 'razonNoInteresado');
    const tipo = text(noInteresado, 'tipo');
    lines.push(['No interesado', razon, tipo].filter(Boolean).join(' · '));
  }
  const gestion = pick(row, 'gestion', 'procedure');
  if (gestion && lines.length === 0) lines.push(`Gestión: ${nameOf(gestion) ?? String(gestion)}`);
  return lines.filter((line) => line.trim() !== '');
}

function toEntry(row: Loose, index: number): ContactEntry | null {
  const at = text(row, 'fechaContacto', 'fecha_contacto', 'fecha', 'created_on', 'updated_on');
  if (!at) return null;
  return {
    id: `${text(row, 'kind', 'tipo') ?? 'entrada'}-${text(row, 'id') ?? index}`,
    at,
    kind: (text(row, 'kind', 'tipo', 'type') ?? 'CONTACTO').toUpperCase(),
    who: nameOf(pick(row, 'comercialInfo', 'comercial', 'autor')),
    state: stateOf(row),
    summary: summaryOf(row),
    notes: text(row, 'notas', 'nota'),
  };
}

/** GET /api/atenciones/historico/{id} — the whole contact history, newest first. */
export async function getHistorico(id: number, signal?: AbortSignal): Promise<ContactEntry[]> {
  const answer = await http.get<unknown>(`/api/atenciones/historico/${id}`, { signal });
  return listOf(answer)
    .map(toEntry)
    .filter((entry): entry is ContactEntry => entry !== null)
    .sort((a, b) => b.at.localeCompare(a.at));
}

export function useHistorico(id: number) {
  return useQuery({
    queryKey: historicoKey(id),
    queryFn: ({ signal }) => getHistorico(id, signal),
  });
}
