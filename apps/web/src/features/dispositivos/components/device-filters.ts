import { OPERATORS } from '@kiwi/domain';
import type { FilterSection } from '../../../components/ui/filters/filter-types';

export const DEVICE_FILTERS: FilterSection[] = [
  {
    title: 'Terminales',
    filters: [
      { kind: 'select', key: 'operator', label: 'Operador', options: OPERATORS },
      {
        kind: 'select',
        key: 'is_active',
        label: 'Estado',
        options: [
          { value: '1', label: 'Activos' },
          { value: '0', label: 'Inactivos' },
        ],
      },
    ],
  },
];
