import { SALES_STATUSES } from '@kiwi/domain';
import type { FilterSection } from '../components/ui/filters/filter-types';

/** Sample data for the development gallery (never shipped: gallery.html is dev-only). */
export interface GalleryCustomer {
  id: number;
  nombre: string;
  documento: string;
  telefono: string;
  localidad: string;
  comercial: string;
  estado: number;
  ultimoContacto: string;
}

const FIRST = [
  'Ana',
  'Blas',
  'Carla',
  'Darío',
  'Elena',
  'Félix',
  'Gema',
  'Hugo',
  'Inés',
  'Jorge',
  'Lucía',
  'Marta',
];
const LAST = [
  'García López',
  'Núñez Ruiz',
  'Martín Sanz',
  'Gil Moreno',
  'Vidal Ortega',
  'Castro Peña',
];
const TOWNS = ['Málaga', 'Torremolinos', 'Sevilla', 'Granada', 'Córdoba', 'Almería'];
const COMMERCIALS = ['Carmen Comercial', 'Mario Manager', 'Lucía Pérez', 'Por asignar'];

export const GALLERY_CUSTOMERS: GalleryCustomer[] = Array.from({ length: 137 }, (_, index) => ({
  id: index + 1,
  nombre: `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]}`,
  documento: `${String(10_000_000 + index * 7919).slice(0, 8)}${'TRWAGMYFPDXBNJZSQVHLCKE'[index % 23]}`,
  telefono: `6${String(10_000_000 + index * 104_729).slice(0, 8)}`,
  localidad: TOWNS[index % TOWNS.length]!,
  comercial: COMMERCIALS[index % COMMERCIALS.length]!,
  estado: (index % 7) + 1,
  ultimoContacto: new Date(Date.UTC(2026, 2, 1 + (index % 28), 8 + (index % 9), 15)).toISOString(),
}));

export const GALLERY_FILTERS: FilterSection[] = [
  {
    title: 'Contacto',
    filters: [
      { kind: 'text', key: 'nombre', label: 'Nombre' },
      { kind: 'text', key: 'telefono', label: 'Teléfono' },
      { kind: 'text', key: 'documento', label: 'Documento' },
    ],
  },
  {
    title: 'Comercial',
    filters: [
      {
        kind: 'select',
        key: 'comercial',
        label: 'Comercial',
        options: COMMERCIALS.map((name) => ({
          value: name === 'Por asignar' ? null : name,
          label: name,
        })),
      },
    ],
  },
  {
    title: 'Ofertas y ventas',
    filters: [
      {
        kind: 'multi-select',
        key: 'estadoOferta',
        label: 'Estado de la oferta',
        options: SALES_STATUSES.map((status) => ({ value: status.value, label: status.label })),
      },
      { kind: 'number', key: 'importe', label: 'Importe mínimo', integer: true },
    ],
  },
  {
    title: 'Seguimientos',
    filters: [
      { kind: 'date-range', key: 'fecha_contacto', label: 'Fecha de contacto' },
      { kind: 'boolean', key: 'agendado', label: 'Con seguimiento' },
    ],
  },
  {
    title: 'Contratos',
    filters: [{ kind: 'text', key: 'contractSfid', label: 'SFID del contrato' }],
  },
];
