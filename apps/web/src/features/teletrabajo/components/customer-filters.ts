import {
  CALL_TYPES,
  COMMERCIAL_TYPES,
  DOCUMENT_TYPES,
  NOT_INTERESTED_TYPES,
  OPERATORS,
  PROCEDURE_TYPES,
  SALE_TYPES,
  SALES_STATUSES,
  SEGMENTS,
  TARIFF_CATEGORIES,
} from '@kiwi/domain';
import type { FilterDefinition, FilterSection } from '../../../components/ui/filters/filter-types';
import type { Option } from '../../../components/ui/options';
import type { CommercialEntry } from '../api/comerciales';
import type { DatabaseOrigin } from '../api/origenes';
import { CUSTOMER_STATE_OPTIONS } from './customer-states';

/** The top-bar search travels as the list's `search` parameter (name, document, phone). */
export const SEARCH_FILTER: FilterDefinition = { kind: 'text', key: 'search', label: 'Búsqueda' };

function plain(options: readonly { value: string | number; label: string }[]): Option[] {
  return options.map((option) => ({ value: option.value, label: option.label }));
}

export interface FilterChoices {
  comerciales: readonly CommercialEntry[];
  origenes: readonly DatabaseOrigin[];
}

/**
 * Every "Customer query filter" of spec §3 (all 37, API names as written),
 * grouped as the issue asks: contacto, comercial, ofertas y ventas,
 * seguimientos, contratos.
 */
export function customerFilterSections({ comerciales, origenes }: FilterChoices): FilterSection[] {
  return [
    {
      title: 'Contacto',
      filters: [
        { kind: 'text', key: 'nombre', label: 'Nombre' },
        { kind: 'text', key: 'lastname', label: 'Apellidos' },
        { kind: 'text', key: 'documento', label: 'Documento' },
        {
          kind: 'select',
          key: 'tipo_documento',
          label: 'Tipo de documento',
          options: plain(DOCUMENT_TYPES),
        },
        { kind: 'text', key: 'telefono', label: 'Teléfono' },
        { kind: 'text', key: 'email', label: 'Email' },
        { kind: 'text', key: 'direccion', label: 'Dirección' },
        { kind: 'text', key: 'cp', label: 'Código postal' },
        { kind: 'text', key: 'localidad', label: 'Localidad' },
        { kind: 'select', key: 'segmento', label: 'Segmento', options: plain(SEGMENTS) },
        { kind: 'text', key: 'ispActual', label: 'Operador actual' },
        {
          kind: 'multi-select',
          key: 'origenBbdd',
          label: 'Origen de la base de datos',
          options: origenes.map((origin) => ({ value: origin.id, label: origin.nombre })),
        },
        {
          kind: 'select',
          key: 'estadoCliente',
          label: 'Estado del cliente',
          options: plain(CUSTOMER_STATE_OPTIONS),
        },
        { kind: 'date-range', key: 'fecha_contacto', label: 'Fecha de contacto' },
        { kind: 'date-range', key: 'updated_on', label: 'Última modificación' },
        { kind: 'text', key: 'notes', label: 'Notas' },
      ],
    },
    {
      title: 'Comercial',
      filters: [
        {
          kind: 'select',
          key: 'comercial',
          label: 'Comercial',
          options: comerciales.map((entry) => ({ value: entry.id, label: entry.nombre })),
        },
        {
          kind: 'select',
          key: 'tipo_comercial',
          label: 'Tipo de comercial',
          options: plain(COMMERCIAL_TYPES),
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
          options: plain(SALES_STATUSES),
        },
        {
          kind: 'multi-select',
          key: 'tipoOferta',
          label: 'Tipo de venta',
          options: plain(SALE_TYPES),
        },
        {
          kind: 'tags',
          key: 'oferta',
          label: 'Nº de oferta',
          hint: 'Uno o varios, separados por comas',
        },
        { kind: 'date-range', key: 'fecha_venta', label: 'Fecha de venta' },
        {
          kind: 'multi-select',
          key: 'tipoGestion',
          label: 'Tipo de gestión',
          options: plain(PROCEDURE_TYPES),
        },
      ],
    },
    {
      title: 'Seguimientos',
      filters: [
        { kind: 'date-range', key: 'fecha_agendado', label: 'Fecha de agendado' },
        {
          kind: 'select',
          key: 'opciones_tipo_llamada',
          label: 'Tipo de llamada',
          options: plain(CALL_TYPES),
        },
        {
          kind: 'select',
          key: 'opciones_no_interesado',
          label: 'Motivo de no interés',
          options: plain(NOT_INTERESTED_TYPES),
        },
        { kind: 'text', key: 'razon_no_interesado', label: 'Razón de no interés' },
      ],
    },
    {
      title: 'Contratos',
      filters: [
        {
          kind: 'select',
          key: 'contractIsp',
          label: 'Operador del contrato',
          options: plain(OPERATORS),
        },
        {
          kind: 'select',
          key: 'contractSegment',
          label: 'Segmento del contrato',
          options: plain(SEGMENTS),
        },
        {
          kind: 'select',
          key: 'contractTariffCategory',
          label: 'Categoría de tarifa',
          options: plain(TARIFF_CATEGORIES),
        },
        {
          kind: 'tags',
          key: 'contractServices',
          label: 'Con alguno de los servicios',
          placeholder: 'FIBRA, MOVIL, TV',
        },
        {
          kind: 'tags',
          key: 'notContractServices',
          label: 'Sin ninguno de los servicios',
          placeholder: 'FIBRA, MOVIL, TV',
        },
        { kind: 'date-range', key: 'contractPermanenceEnding', label: 'Fin de permanencia' },
        {
          kind: 'text',
          key: 'estadoServicio',
          label: 'Estado del contrato',
          placeholder: 'Activo',
        },
        {
          kind: 'text',
          key: 'contractServiceState',
          label: 'Estado del servicio',
          placeholder: 'ACTIVO',
        },
        { kind: 'text', key: 'contractPackageId', label: 'Id. del paquete' },
        { kind: 'text', key: 'contractSfid', label: 'SFID' },
      ],
    },
  ];
}
