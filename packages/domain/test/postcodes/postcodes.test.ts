import { describe, expect, it } from 'vitest';
import {
  SPANISH_PROVINCES,
  allPostalCodePairs,
  municipalitiesOfPostalCode,
  provinceOfPostalCode,
} from '../../src/postcodes/index';

describe('postal codes', () => {
  it('knows every municipality of a code', () => {
    expect(municipalitiesOfPostalCode('29620').map((m) => m.nombre)).toEqual([
      'Málaga',
      'Torremolinos',
    ]);
    expect(municipalitiesOfPostalCode('28001')).toEqual([{ id: '28079', nombre: 'Madrid' }]);
    expect(municipalitiesOfPostalCode('01001')[0]?.nombre).toBe('Vitoria-Gasteiz');
  });

  it('shows INE names with their article first and leaves out codes outside 01–52', () => {
    const names = allPostalCodePairs().map((p) => p.municipio);
    expect(names).toContain('La Pobla de Massaluca');
    expect(names.some((n) => /, (La|El|Los|Las)$/.test(n))).toBe(false);
    expect(municipalitiesOfPostalCode('00043')).toEqual([]);
    expect(municipalitiesOfPostalCode('99999')).toEqual([]);
    expect(allPostalCodePairs()).toHaveLength(14605);
  });

  it('names all 52 provinces from the first two digits', () => {
    expect(Object.keys(SPANISH_PROVINCES)).toHaveLength(52);
    expect(provinceOfPostalCode('29620')).toEqual({ codigo: '29', nombre: 'Málaga' });
    expect(provinceOfPostalCode('52001')).toEqual({ codigo: '52', nombre: 'Melilla' });
    expect(provinceOfPostalCode('53001')).toBeUndefined();
    expect(provinceOfPostalCode('2962')).toBeUndefined();
    for (const cp of new Set(allPostalCodePairs().map((p) => p.cp)))
      expect(provinceOfPostalCode(cp), cp).toBeDefined();
  });
});
