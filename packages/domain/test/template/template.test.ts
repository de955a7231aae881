import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildObjectiveTemplate,
  columnLetter,
  parseObjectiveTemplate,
  type TemplateGrid,
} from '../../src/index';

const objectiveTypes = [
  { id: 11, nombre: 'PREPAGO' },
  { id: 12, nombre: 'POSPAGO' },
];
const commercials = [
  { id: 1, nombre: 'Ana' },
  { id: 2, nombre: 'Luis' },
  { id: 3, nombre: 'Eva' },
  { id: 4, nombre: 'Juan' },
];
const ctx = { objectiveTypes, commercialIds: new Set(commercials.map((c) => c.id)) };

function template(): TemplateGrid {
  return buildObjectiveTemplate({ month: '2025-04', workingDays: 22, objectiveTypes, commercials });
}

function setCell(grid: TemplateGrid, row: number, column: string, value: string | number | null) {
  const index = column.charCodeAt(0) - 65;
  const line = grid[row - 1]!;
  while (line.length <= index) line.push(null);
  line[index] = value;
}

describe('objective template grid (spec 5: "data starts in row 4, objective types start at column C")', () => {
  it('lays out month, working days, type blocks and one row per commercial', () => {
    const grid = template();
    expect(grid[0]?.slice(0, 3)).toEqual(['Mes', '2025-04', 'PREPAGO']);
    expect(grid[1]?.slice(0, 3)).toEqual(['Días laborables', 22, 11]);
    expect(grid[2]).toEqual([
      'ID',
      'Comercial',
      'Objetivo',
      'Peso (0-1)',
      'Llave (0/1)',
      'Objetivo',
      'Peso (0-1)',
      'Llave (0/1)',
    ]);
    expect(grid[3]?.slice(0, 2)).toEqual([1, 'Ana']);
    expect(grid).toHaveLength(3 + commercials.length);
  });

  it('column letters', () => {
    expect([1, 3, 4, 26, 27, 52, 53].map(columnLetter)).toEqual([
      'A',
      'C',
      'D',
      'Z',
      'AA',
      'AZ',
      'BA',
    ]);
  });
});

describe('parsing a filled template', () => {
  it('returns typed rows, weight in percent, key as a boolean; blank blocks skipped', () => {
    const grid = template();
    setCell(grid, 4, 'C', 20);
    setCell(grid, 4, 'D', '0,6'); // Spanish decimal comma
    setCell(grid, 4, 'E', 1);
    setCell(grid, 4, 'F', 10);
    setCell(grid, 4, 'G', 0.4);
    setCell(grid, 5, 'F', 7);
    setCell(grid, 5, 'G', 1);
    const result = parseObjectiveTemplate(grid, ctx);
    expect(result).toEqual({
      ok: true,
      month: '2025-04',
      workingDays: 22,
      rows: [
        { row: 4, comercial: 1, familia: 11, objetivo: 20, peso: 60, llave: true },
        { row: 4, comercial: 1, familia: 12, objetivo: 10, peso: 40, llave: false },
        { row: 5, comercial: 2, familia: 12, objetivo: 7, peso: 100, llave: false },
      ],
    });
  });

  it.each([
    ['D', 7, 1.5, 'Fila 7, columna D: el peso debe estar entre 0 y 1'],
    ['D', 7, -0.1, 'Fila 7, columna D: el peso debe estar entre 0 y 1'],
    ['D', 7, 'mucho', 'Fila 7, columna D: el peso debe estar entre 0 y 1'],
    ['E', 6, 2, 'Fila 6, columna E: la llave debe ser 0 (no obligatoria) o 1 (obligatoria)'],
    ['C', 5, -3, 'Fila 5, columna C: el objetivo debe ser un número mayor o igual que 0'],
  ])('cell %s%i = %j -> "%s"', (column, row, value, message) => {
    const grid = template();
    setCell(grid, row, 'C', 5);
    setCell(grid, row, 'D', 0.5);
    setCell(grid, row, 'E', 0);
    setCell(grid, row, column, value);
    const result = parseObjectiveTemplate(grid, ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.message)).toEqual([message]);
  });

  it('reports every problem at once: month, working days, unknown type and commercial, duplicates, weights over 1', () => {
    const grid = template();
    setCell(grid, 1, 'B', 'abril');
    setCell(grid, 2, 'B', 40);
    setCell(grid, 2, 'F', 99);
    setCell(grid, 4, 'A', 77);
    setCell(grid, 5, 'A', 3);
    setCell(grid, 6, 'C', 1);
    setCell(grid, 6, 'D', 0.7);
    setCell(grid, 6, 'F', 1);
    setCell(grid, 6, 'G', 0.7);
    const result = parseObjectiveTemplate(grid, ctx);
    expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([
      'Fila 1, columna B: el mes debe tener el formato AAAA-MM',
      'Fila 2, columna B: los días laborables deben ser un número entre 0 y 31',
      'Fila 2, columna F: tipo de objetivo desconocido',
      'Fila 4, columna A: comercial desconocido',
      'Fila 6, columna A: el comercial aparece más de una vez',
    ]);
  });

  it('weights of one commercial may not add up to more than 1', () => {
    const grid = template();
    setCell(grid, 4, 'C', 1);
    setCell(grid, 4, 'D', 0.7);
    setCell(grid, 4, 'F', 1);
    setCell(grid, 4, 'G', 0.7);
    const result = parseObjectiveTemplate(grid, ctx);
    expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([
      'Fila 4, columna D: la suma de los pesos no puede superar 1',
    ]);
  });

  it('a prefilled template parses back to the same objectives', () => {
    const objective = fc.record({
      objetivo: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
      peso: fc.integer({ min: 0, max: 50 }),
      llave: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(1, 2, 3, 4), fc.constantFrom(11, 12), objective), {
          maxLength: 8,
        }),
        (entries) => {
          const unique = new Map(
            entries.map(([c, f, o]) => [`${c}:${f}`, { comercial: c, familia: f, ...o }]),
          );
          const prefill = [...unique.values()];
          const grid = buildObjectiveTemplate({
            month: '2026-01',
            workingDays: 22.5,
            objectiveTypes,
            commercials,
            prefill,
          });
          const result = parseObjectiveTemplate(grid, ctx);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const parsed = result.rows.map(({ comercial, familia, objetivo, peso, llave }) => ({
            comercial,
            familia,
            objetivo,
            peso,
            llave,
          }));
          const sort = (list: typeof parsed) =>
            [...list].sort((a, b) => a.comercial - b.comercial || a.familia - b.familia);
          expect(sort(parsed)).toEqual(sort(prefill));
          expect(result.workingDays).toBe(22.5);
        },
      ),
    );
  });
});
