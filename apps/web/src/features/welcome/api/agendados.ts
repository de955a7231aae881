import { http } from '../../../lib/http/client';

export const AGENDADOS_PATH = '/api/clientes/agendados/';

/** One scheduled follow-up as GET /api/clientes/agendados/ answers it. */
export interface Agendado {
  id: number;
  fechaAgendado: string;
  notas?: string | null;
  cliente: { id: number; nombre: string };
  comercial: { id: number; nombre_completo: string } | null;
}

export interface AgendadosQuery {
  /** Two Madrid calendar days, `yyyy-MM-dd`. */
  range: readonly [string, string];
  comercial: number;
}

export function getAgendados({ range, comercial }: AgendadosQuery): Promise<Agendado[]> {
  return http.get<Agendado[]>(AGENDADOS_PATH, { query: { range, comercial } });
}
