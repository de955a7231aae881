import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../filters/filter-types';
import { apiParamsOf, readListState, writeListState, type ListDefaults } from './list-state-codec';

const FILTERS: FilterDefinition[] = [
  { kind: 'text', key: 'nombre', label: 'Nombre' },
  { kind: 'multi-select', key: 'estadoOferta', label: 'Estado', options: [] },
  { kind: 'date-range', key: 'fecha_contacto', label: 'Fecha de contacto' },
  { kind: 'select', key: 'comercial', label: 'Comercial', options: [] },
];
const DEFAULTS: ListDefaults = {
  sort: { id: 'nombre', desc: false },
  pageSize: 25,
  pageSizeOptions: [10, 25, 50],
};

describe('list state in the URL', () => {
  it('reads filters in bracket form, paging, ordering and columns', () => {
    const params = new URLSearchParams(
      'nombre=ana&estadoOferta[]=1&estadoOferta[]=3&fecha_contacto[]=2026-03-01&fecha_contacto[]=2026-03-31&comercial=null&page=3&itemsPerPage=50&ordering=-fecha_contacto&cols=nombre,telefono&otro=1',
    );
    expect(readListState(params, FILTERS, DEFAULTS)).toEqual({
      filters: {
        nombre: 'ana',
        estadoOferta: ['1', '3'],
        fecha_contacto: ['2026-03-01', '2026-03-31'],
        comercial: 'null',
      },
      page: 3,
      pageSize: 50,
      sort: { id: 'fecha_contacto', desc: true },
      columns: ['nombre', 'telefono'],
    });
  });

  it('falls back to the defaults for missing or bad values, and drops empty filters', () => {
    const state = readListState(
      new URLSearchParams('page=-2&itemsPerPage=9999&nombre=%20&estadoOferta[]='),
      FILTERS,
      DEFAULTS,
    );
    expect(state).toEqual({
      filters: {},
      page: 1,
      pageSize: 25,
      sort: DEFAULTS.sort,
      columns: null,
    });
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    const written = writeListState(
      new URLSearchParams('cliente=7&nombre=viejo'),
      {
        filters: { estadoOferta: ['2'], nombre: '' },
        page: 1,
        pageSize: 25,
        sort: { id: 'nombre', desc: false },
        columns: null,
      },
      FILTERS,
      DEFAULTS,
    );
    expect(written.toString()).toBe('cliente=7&estadoOferta%5B%5D=2');
  });

  it('namespaces a second list on the same screen', () => {
    const written = writeListState(
      new URLSearchParams(),
      { filters: { nombre: 'x' }, page: 2, pageSize: 10, sort: null, columns: ['nombre'] },
      FILTERS,
      DEFAULTS,
      'notas.',
    );
    expect(written.toString()).toBe(
      'notas.nombre=x&notas.page=2&notas.itemsPerPage=10&notas.ordering=&notas.cols=nombre',
    );
    expect(readListState(written, FILTERS, DEFAULTS, 'notas.')).toMatchObject({
      page: 2,
      sort: null,
    });
  });

  it('gives the API its parameters: filters, DRF ordering, itemsPerPage', () => {
    expect(
      apiParamsOf({
        filters: { nombre: 'ana' },
        page: 4,
        pageSize: 50,
        sort: { id: 'fecha', desc: true },
        columns: null,
      }),
    ).toEqual({ nombre: 'ana', ordering: '-fecha', itemsPerPage: 50 });
  });
});
