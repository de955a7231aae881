import { describe, expect, it } from 'vitest';
import { formatPunchDay, invalidPunchMessage } from './invalid-punch-message';

describe('invalid punch message', () => {
  it('names the days as dd/MM/yyyy, most recent first', () => {
    expect(invalidPunchMessage(['2026-11-17', '2026-11-14'])).toBe(
      'Tiene fichajes sin salida: 17/11/2026, 14/11/2026. Revíselos en Fichaje.',
    );
    expect(invalidPunchMessage(['2026-11-14', '2026-11-17'])).toBe(
      'Tiene fichajes sin salida: 17/11/2026, 14/11/2026. Revíselos en Fichaje.',
    );
  });

  it('names three days without counting the rest when there are exactly three', () => {
    expect(invalidPunchMessage(['2026-11-17', '2026-11-14', '2026-11-13'])).toBe(
      'Tiene fichajes sin salida: 17/11/2026, 14/11/2026, 13/11/2026. Revíselos en Fichaje.',
    );
  });

  it('names at most three days and counts the others', () => {
    expect(
      invalidPunchMessage(['2026-11-17', '2026-11-14', '2026-11-13', '2026-11-05', '2026-10-30']),
    ).toBe(
      'Tiene fichajes sin salida: 17/11/2026, 14/11/2026, 13/11/2026 y 2 más. Revíselos en Fichaje.',
    );
  });

  it('speaks in the singular for one day and counts a repeated day once', () => {
    expect(invalidPunchMessage(['2026-01-02', '2026-01-02'])).toBe(
      'Tiene un fichaje sin salida: 02/01/2026. Revíselo en Fichaje.',
    );
  });

  it('still warns when the days are missing', () => {
    expect(invalidPunchMessage([])).toBe('Tiene fichajes sin salida. Revíselos en Fichaje.');
  });

  it('formats only yyyy-MM-dd and leaves anything else as it came', () => {
    expect(formatPunchDay('2026-12-31')).toBe('31/12/2026');
    expect(formatPunchDay('31/12/2026')).toBe('31/12/2026');
  });
});
