import { describe, expect, it } from 'vitest';
import {
  describeHistoryChanges,
  findHistoryEntity,
  formatHistoryValue,
  historyEntryTitle,
  historyReferences,
  type HistoryNameLookup,
} from '../../src/index';

const names: HistoryNameLookup = (ref, id) =>
  ref === 'cuenta' && id === 7 ? 'Ana López' : undefined;
const customer = findHistoryEntity('clientes')!;

describe('record history rendering', () => {
  it('labels changed fields in registry order and resolves references by name', () => {
    const changes = describeHistoryChanges(
      customer,
      { comercial_id: null, nombre: 'Ana', estado_cliente: 'POTENCIAL' },
      { comercial_id: 7, nombre: 'Ana María', estado_cliente: 'CLIENTE' },
      names,
    );
    expect(changes).toEqual([
      { campo: 'nombre', etiqueta: 'Nombre', antes: 'Ana', despues: 'Ana María' },
      { campo: 'comercial_id', etiqueta: 'Comercial', antes: null, despues: 'Ana López' },
      {
        campo: 'estado_cliente',
        etiqueta: 'Estado del cliente',
        antes: 'Potencial',
        despues: 'Cliente',
      },
    ]);
  });

  it('formats dates in Madrid time, money in euros, lists, booleans and catalogue codes', () => {
    expect(formatHistoryValue({ kind: 'fecha-hora' }, '2026-07-01T08:30:00+00:00', names)).toBe(
      '01/07/2026, 10:30',
    );
    expect(formatHistoryValue({ kind: 'fecha' }, '2026-07-01', names)).toBe('01/07/2026');
    expect(formatHistoryValue({ kind: 'dinero' }, 45.5, names)).toBe('45,50\u00a0€');
    expect(formatHistoryValue({ kind: 'lista' }, ['600111222', '911222333'], names)).toBe(
      '600111222, 911222333',
    );
    expect(formatHistoryValue({ kind: 'lista' }, [], names)).toBeNull();
    expect(formatHistoryValue({ kind: 'si-no' }, true, names)).toBe('Sí');
    expect(
      formatHistoryValue(findHistoryEntity('atenciones')!.fields.estado!.format!, 4, names),
    ).toBe('Activada');
    expect(formatHistoryValue({ kind: 'referencia', ref: 'cuenta' }, 99, names)).toBe('#99');
    expect(formatHistoryValue({ kind: 'texto' }, '***', names)).toBe('(oculto)');
  });

  it('never shows hidden columns; shows unknown ones by their column name', () => {
    const note = findHistoryEntity('notas')!;
    const changes = describeHistoryChanges(
      note,
      null,
      { customer_id: 3, nota: 'Hola', extra: 1 },
      names,
    );
    expect(changes.map((c) => c.campo)).toEqual(['nota', 'extra']);
  });

  it('lists the references to resolve and titles entries in Spanish', () => {
    expect(
      historyReferences(customer, { comercial_id: 7 }, { comercial_id: 8, origen_bbdd_id: 2 }),
    ).toEqual([
      ['origen', 2],
      ['cuenta', 7],
      ['cuenta', 8],
    ]);
    expect(historyEntryTitle(findHistoryEntity('notas')!, 'INSERT')).toBe('Nota añadida');
    expect(historyEntryTitle(customer, 'DELETE')).toBe('Cliente eliminado');
  });
});
