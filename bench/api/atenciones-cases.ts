import type { AtencionListFilters } from '@kiwi/db/queries';

/** One measured call: its URL, who asks, and what the raw SQL must do to answer the same. */
export type Case = {
  name: string;
  path: string;
  as: 'comercial' | 'manager';
  rows?: number;
  count?: string | undefined;
} & (
  | { kind: 'clientes' | 'agenda'; range: [string, string]; comercial: number | undefined }
  | { kind: 'pipeline'; filters: AtencionListFilters }
  | { kind: 'reference' }
);

/** First and last Madrid day of `month` (AAAA-MM; default: the current Madrid month). */
export function monthRange(month?: string): [string, string] {
  const value =
    month ??
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date()).slice(0, 7);
  const [y, m] = value.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${value}-01`, `${value}-${String(last).padStart(2, '0')}`];
}

const range = ([from, to]: [string, string], key: string) => `${key}[]=${from}&${key}[]=${to}`;

/**
 * The agenda month (the busy commercial as themself, the whole team as a manager) on both
 * agenda routes, and the offers pipeline / gestiones with up to three filters as a manager
 * (and the busy commercial's own offers, as themself).
 */
export function atencionesCases(busy: number, month?: string): Case[] {
  const m = monthRange(month);
  const pipeline = (
    name: string,
    query: string,
    filters: AtencionListFilters,
    as: Case['as'] = 'manager',
  ): Case => ({
    name,
    kind: 'pipeline',
    as,
    path: `/api/atenciones/?${query}${query ? '&' : ''}itemsPerPage=25`,
    filters,
  });
  return [
    {
      name: 'cuentas/detalle (referencia)',
      kind: 'reference',
      as: 'comercial',
      path: '/api/cuentas/detalle/',
    },
    {
      name: 'clientes/agendados: mes, comercial01',
      kind: 'clientes',
      as: 'comercial',
      path: `/api/clientes/agendados/?${range(m, 'range')}`,
      range: m,
      comercial: busy,
    },
    {
      name: 'clientes/agendados: mes, equipo',
      kind: 'clientes',
      as: 'manager',
      path: `/api/clientes/agendados/?${range(m, 'range')}`,
      range: m,
      comercial: undefined,
    },
    {
      name: 'atenciones/agendado: mes, comercial01',
      kind: 'agenda',
      as: 'comercial',
      path: `/api/atenciones/agendado/?${range(m, 'range')}`,
      range: m,
      comercial: busy,
    },
    {
      name: 'atenciones/agendado: mes, equipo',
      kind: 'agenda',
      as: 'manager',
      path: `/api/atenciones/agendado/?${range(m, 'range')}`,
      range: m,
      comercial: undefined,
    },
    pipeline('ofertas: sin filtros', '', { list: 'ofertas' }),
    pipeline(
      'ofertas: estado 1,2 + PORTABILIDAD + YOIGO',
      'estado[]=1&estado[]=2&tipoOferta[]=PORTABILIDAD&operator=YOIGO',
      { list: 'ofertas', estado: [1, 2], tipoOferta: ['PORTABILIDAD'], operator: 'YOIGO' },
    ),
    pipeline(
      'ofertas: estado 4,6 + ALTA_NUEVA + venta en el mes',
      `estado[]=4&estado[]=6&tipoOferta[]=ALTA_NUEVA&${range(m, 'fecha_venta')}`,
      { list: 'ofertas', estado: [4, 6], tipoOferta: ['ALTA_NUEVA'], fecha_venta: m },
    ),
    pipeline(
      'ofertas: estado 2 + comercial01 + actualizada en el mes',
      `estado[]=2&comercial=${busy}&${range(m, 'updated_on')}`,
      { list: 'ofertas', estado: [2], comercial: busy, updated_on: m },
    ),
    pipeline(
      'ofertas: estado 7 + RENUEVO + AVATEL',
      'estado[]=7&tipoOferta[]=RENUEVO&operator=AVATEL',
      { list: 'ofertas', estado: [7], tipoOferta: ['RENUEVO'], operator: 'AVATEL' },
    ),
    // What a Comercial's screen opens with: their own offers (the comercial filter is theirs).
    pipeline(
      'ofertas: propias (comercial01, como Comercial)',
      '',
      { list: 'ofertas', comercial: busy },
      'comercial',
    ),
    pipeline('gestiones: sin filtros', 'filtrar=gestiones', { list: 'gestiones' }),
    pipeline(
      'gestiones: INCIDENCIA + fecha en el mes',
      `filtrar=gestiones&tipoGestion[]=INCIDENCIA&${range(m, 'fecha_contacto')}`,
      { list: 'gestiones', tipoGestion: ['INCIDENCIA'], fecha_contacto: m },
    ),
  ];
}
