import { describe, expect, it } from 'vitest';
import { buildOpciones, ZOpcionesSchema } from '../../src/index';

describe('GET /api/utils/opciones/ payload', () => {
  it('validates against its own schema and is plain JSON', () => {
    const opciones = buildOpciones();
    expect(ZOpcionesSchema.parse(opciones)).toEqual(opciones);
    expect(JSON.parse(JSON.stringify(opciones))).toEqual(opciones);
  });

  it('VAT locations carry their percentage; sales statuses carry colour and icon', () => {
    const opciones = buildOpciones();
    expect(opciones.vatLocations.map((l) => [l.value, l.percentage])).toEqual([
      ['Península', 21],
      ['Canarias', 7],
      ['Ceuta', 10],
      ['Melilla', 4],
    ]);
    expect(opciones.salesStatuses[0]).toMatchObject({ value: 1, color: 'warning', icon: 'clock' });
  });

  it('every list has unique values and non-empty labels', () => {
    for (const [name, list] of Object.entries(buildOpciones())) {
      const values = list.map((o) => o.value);
      expect(new Set(values).size, name).toBe(values.length);
      for (const o of list) expect(o.label.length, name).toBeGreaterThan(0);
    }
  });

  it('a caller mutating the payload does not change the next one', () => {
    const first = buildOpciones();
    first.vatLocations[0]!.percentage = 0;
    expect(buildOpciones().vatLocations[0]!.percentage).toBe(21);
  });
});
