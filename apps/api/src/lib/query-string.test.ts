import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';

describe('query strings in bracket form', () => {
  it('turns bracket arrays and ranges into arrays under the bare key', () => {
    expect(parseQueryString('estadoOferta[]=1&estadoOferta[]=2&nombre=Ana')).toEqual({
      estadoOferta: ['1', '2'],
      nombre: 'Ana',
    });
    expect(parseQueryString('fecha_contacto[]=2026-11-01&fecha_contacto[]=2026-11-30')).toEqual({
      fecha_contacto: ['2026-11-01', '2026-11-30'],
    });
  });

  it('keeps a one-element bracket array an array, and decodes Spanish text', () => {
    expect(parseQueryString('origenBbdd[]=7')).toEqual({ origenBbdd: ['7'] });
    expect(parseQueryString('localidad=M%C3%A1laga&notes=se%C3%B1or+Pe%C3%B1a')).toEqual({
      localidad: 'Málaga',
      notes: 'señor Peña',
    });
  });
});
