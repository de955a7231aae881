import { SALES_STATUSES } from '@kiwi/domain';
import { json, type Handler } from '../../../test/fake-api';
import { INVALID_PAGE_DETAIL } from '../../../lib/http/paged-list';
import type { CommercialEntry } from '../api/comerciales';
import type { CustomerRow } from '../api/customer-row';
import type { DatabaseOrigin } from '../api/origenes';

/** Customers, commercials and origins shaped like the API's, for the screen's tests. */
export const FAKE_COMERCIALES: CommercialEntry[] = [
  { id: 14, nombre: 'Carmen Comercial', estado: 'ALTA' },
  { id: 15, nombre: 'Luis Ventas', estado: 'VACACIONES' },
  { id: null, nombre: 'Por asignar' },
];

export const FAKE_ORIGENES: DatabaseOrigin[] = [
  { id: 1, nombre: 'Feria Málaga 2026' },
  { id: 2, nombre: 'Base Fibra Sur' },
];

const NAMES = ['Ana García', 'Blas Núñez', 'Carla Ruiz', 'Darío Gil', 'Elena Sanz', 'Félix Mora'];

function lastAtencion(index: number): CustomerRow['lastAtencion'] {
  if (index % 5 === 0) return null;
  const status = SALES_STATUSES[index % 7]!;
  return {
    id: 100 + index,
    tipo: index % 3 === 0 ? 'AGENDADO' : 'OFERTA',
    estado:
      index % 3 === 0
        ? null
        : { value: status.value, label: status.label, color: status.color, icon: status.icon },
    fechaContacto: '2026-11-10T10:00:00Z',
  };
}

export const FAKE_ROWS: CustomerRow[] = Array.from({ length: 30 }, (_, index) => {
  const commercial = FAKE_COMERCIALES[index % 3]!;
  return {
    id: index + 1,
    nombre: `${NAMES[index % NAMES.length]} ${index + 1}`,
    documento: `${String(10000000 + index)}X`,
    tipoDocumento: 'DNI',
    telefonosContacto: [`+346000000${String(index).padStart(2, '0')}`],
    email: `cliente${index + 1}@example.com`,
    localidad: index % 2 === 0 ? 'Málaga' : 'Sevilla',
    cp: index % 2 === 0 ? '29001' : '41001',
    comercial: commercial.id === null ? null : { id: commercial.id, nombre: commercial.nombre },
    origenBbdd: FAKE_ORIGENES[index % 2]!,
    segmento: 'PARTICULAR',
    ispActual: 'Movistar',
    estadoCliente: 'POTENCIAL',
    fechaContacto: '2026-11-02T09:30:00Z',
    updated_on: `2026-11-${String(20 - (index % 20)).padStart(2, '0')}T12:00:00Z`,
    lastAtencion: lastAtencion(index),
    nextAgendado:
      index % 4 === 0 ? { id: 500 + index, fechaAgendado: '2026-11-25T08:00:00Z' } : null,
  };
});

export interface ServeOptions {
  estimated?: boolean;
  /** The answer's count instead of the rows served (an API estimate over a big tenant). */
  count?: number;
}

/** GET /api/clientes/entradas/ over FAKE_ROWS: nombre, search, comercial, estadoOferta; ordering; paging. */
export function serveFakeCustomers(options: ServeOptions = {}): Handler {
  return ({ search }) => {
    const nombre = search.get('nombre')?.toLowerCase();
    const text = search.get('search')?.toLowerCase();
    const comercial = search.get('comercial');
    const estados = search.getAll('estadoOferta[]').map(Number);
    let rows = FAKE_ROWS.filter(
      (row) =>
        (!nombre || row.nombre.toLowerCase().includes(nombre)) &&
        (!text ||
          row.nombre.toLowerCase().includes(text) ||
          row.telefonosContacto.some((phone) => phone.includes(text))) &&
        (comercial === null ||
          (comercial === 'null'
            ? row.comercial === null
            : row.comercial?.id === Number(comercial))) &&
        (estados.length === 0 || estados.includes(row.lastAtencion?.estado?.value ?? -1)),
    );
    const ordering = search.get('ordering') ?? '-updated_on';
    const field = ordering.replace(/^-/, '');
    const key = (row: CustomerRow) =>
      field === 'comercial'
        ? (row.comercial?.nombre ?? '')
        : String(row[field as keyof CustomerRow] ?? '');
    rows = [...rows].sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
    if (ordering.startsWith('-')) rows.reverse();
    const size = Number(search.get('itemsPerPage') ?? 25);
    const page = Number(search.get('page') ?? 1);
    const start = (page - 1) * size;
    if (page > 1 && start >= rows.length) return json({ detail: INVALID_PAGE_DETAIL }, 404);
    return json({
      results: rows.slice(start, start + size),
      count: options.count ?? rows.length,
      current: page,
      count_estimated: Boolean(options.estimated),
    });
  };
}

/** The calls the screen makes besides the list. */
export function screenHandlers(): Record<string, Handler> {
  return {
    'GET /api/comerciales/': () => json(FAKE_COMERCIALES),
    'GET /api/utils/model-query/': () =>
      json(FAKE_ORIGENES.map((o) => ({ ...o, timestamp: '2026-01-01T00:00:00Z' }))),
    'GET /api/utils/vistas/': () => json([]),
  };
}
