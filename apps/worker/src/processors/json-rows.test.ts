import { describe, expect, it } from 'vitest';
import { parseJsonTable, toCellValue, toSheetName } from './json-rows';
import { InvalidJobInputError } from './types';

describe('parseJsonTable', () => {
  it('takes the union of keys in order of first appearance as the header', () => {
    const table = parseJsonTable('[{"b": 1, "a": 2}, {"c": 3, "a": 4}]');
    expect(table.columns).toEqual(['b', 'a', 'c']);
    expect(table.rows).toHaveLength(2);
  });

  it('accepts a {rows} wrapper and a UTF-8 byte order mark', () => {
    expect(parseJsonTable('\uFEFF{"rows": [{"x": 1}]}').columns).toEqual(['x']);
  });

  it('accepts an empty list (a sheet with only an empty header)', () => {
    expect(parseJsonTable('[]')).toEqual({ columns: [], rows: [] });
  });

  it.each(['', 'nope', '"texto"', '{"rows": 3}', '[[1, 2]]', '[{"a": 1}, null]'])(
    'rejects %j with a Spanish message',
    (text) => {
      expect(() => parseJsonTable(text)).toThrow(InvalidJobInputError);
    },
  );
});

describe('toCellValue', () => {
  it('keeps scalars and serialises nested values', () => {
    expect(toCellValue('a')).toBe('a');
    expect(toCellValue(1.5)).toBe(1.5);
    expect(toCellValue(false)).toBe(false);
    expect(toCellValue(undefined)).toBeNull();
    expect(toCellValue(Number.NaN)).toBeNull();
    expect(toCellValue({ a: [1] })).toBe('{"a":[1]}');
  });
});

describe('toSheetName', () => {
  it('obeys Excel sheet-name rules', () => {
    expect(toSheetName(undefined)).toBe('Datos');
    expect(toSheetName('Ventas 2025/01: [Madrid]')).toBe('Ventas 2025 01   Madrid');
    expect(toSheetName('x'.repeat(40))).toHaveLength(31);
  });
});
