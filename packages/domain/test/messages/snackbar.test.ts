import { describe, expect, it } from 'vitest';
import { MESSAGES, SNACKBAR_DEFAULT_MS, decorateSnackbar, welcomeMessage } from '../../src/index';

describe('snackbar decoration (spec 8)', () => {
  it('"success messages get a celebration emoji"', () => {
    expect(decorateSnackbar({ kind: 'success', message: 'Guardado correctamente' })).toEqual({
      text: 'Guardado correctamente 🎉',
      durationMs: 4000,
    });
  });

  it('"errors a sad one; server error fields are appended as \' ## field : value ##\'"', () => {
    const out = decorateSnackbar({
      kind: 'error',
      message: MESSAGES.offer.saveFailure,
      fields: { telefono: ['Número no válido'], email: 'Formato incorrecto' },
    });
    expect(out.text).toBe(
      'Error al guardar oferta 😢 ## telefono : Número no válido ## ## email : Formato incorrecto ##',
    );
  });

  it('info messages are not decorated', () => {
    expect(decorateSnackbar({ kind: 'info', message: 'Hola' }).text).toBe('Hola');
  });

  it.each([
    [MESSAGES.customer.saveFailure, 7000],
    [MESSAGES.schedule.failure, 8000],
    [MESSAGES.calculator.loadFactorFailure, 5000],
    [MESSAGES.export.failure, 4000],
    [MESSAGES.management.tariffAddFailure, 8000],
    [MESSAGES.customer.saveSuccess, SNACKBAR_DEFAULT_MS],
  ])('"%s" lasts %i ms', (message, ms) => {
    expect(decorateSnackbar({ kind: 'error', message }).durationMs).toBe(ms);
  });

  it('an explicit duration wins', () => {
    expect(decorateSnackbar({ kind: 'error', message: 'x', durationMs: 1234 }).durationMs).toBe(
      1234,
    );
  });
});

describe('message catalogue (spec 8)', () => {
  it('quotes the spec wording', () => {
    expect(MESSAGES.login.failure).toBe('Usuario o contraseña incorrectos');
    expect(MESSAGES.note.success).toBe('Nota añadido con éxito!');
    expect(MESSAGES.account.deleted('Ana')).toBe('Cuenta de Ana borrada correctamente');
    expect(MESSAGES.calculator.loadRewardFailure).toBe(
      'Error al obtener el tipo de recompesa, el comercial no tiene tipo de recompensa',
    );
  });

  it('every message is a non-empty string or a function giving one', () => {
    for (const area of Object.values(MESSAGES)) {
      for (const value of Object.values(area)) {
        const text = typeof value === 'function' ? value('Tarifas' as never) : value;
        expect(typeof text).toBe('string');
        expect(text.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it("welcome message counts today's appointments (decision 0505)", () => {
    expect(welcomeMessage('Ana', 3)).toBe('¡Hola, Ana! Hoy tienes 3 clientes agendados.');
    expect(welcomeMessage('Ana', 1)).toBe('¡Hola, Ana! Hoy tienes 1 cliente agendado.');
    expect(welcomeMessage('Ana', 0)).toBe('¡Hola, Ana! Hoy no tienes clientes agendados.');
  });
});
