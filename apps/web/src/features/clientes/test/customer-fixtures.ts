import type { CustomerView } from '../api/customer-shapes';

/** A customer shaped like the API's detail answer (ZCustomerDetailSchema). */
export function customerFixture(overrides: Partial<CustomerView> = {}): CustomerView {
  return {
    id: 42,
    nombre: 'Lucía Fernández Ruiz',
    documento: '12345678Z',
    tipoDocumento: 'DNI',
    telefonosContacto: ['+34600111222'],
    email: 'lucia@example.es',
    origenBbdd: 3,
    origen: { id: 3, nombre: 'Feria Málaga 2026' },
    segmento: 'PARTICULAR',
    ispActual: 'Movistar',
    razonNoInteresado: null,
    direccion: { direccion: 'Calle Larios 5', cp: '29005', localidad: 'Málaga' },
    comercial: 14,
    comercialInfo: { id: 14, nombre: 'Carmen Comercial' },
    fechaContacto: '2026-11-20T09:30:00.000Z',
    notas: 'Prefiere llamadas por la tarde',
    estadoCliente: 'OFERTA',
    created_on: '2026-10-01T08:00:00.000Z',
    updated_on: '2026-11-20T09:30:00.000Z',
    lastAtencion: {
      id: 900,
      tipo: 'OFERTA',
      estado: { value: 2, label: 'Presentada', color: 'info', icon: 'send' },
      fechaContacto: '2026-11-20T09:30:00.000Z',
    },
    nextAgendado: null,
    ...overrides,
  };
}

export const COMERCIALES = [
  { id: 14, nombre: 'Carmen Comercial', estado: 'ALTA' },
  { id: 13, nombre: 'Mario Manager', estado: 'ALTA' },
  { id: null, nombre: 'Por asignar' },
];

export const ORIGENES = [
  { id: 3, nombre: 'Feria Málaga 2026', timestamp: '2026-01-01T00:00:00Z' },
  { id: 4, nombre: 'Base comprada', timestamp: '2026-01-01T00:00:00Z' },
];
