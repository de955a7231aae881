import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATES,
  COMMERCIAL_TYPES,
  DEFAULT_COMMERCIAL_TYPE,
  DEFAULT_VAT_LOCATION,
  PACKAGE_STATES,
  SALES_STATUSES,
  buildCommercialSelector,
  effectiveSegment,
  exportPhaseOf,
  exportProgressPercent,
  mapUpstreamOrderStatus,
  objectiveFamilyColor,
  segmentAppliesVat,
  terminalQueryOperator,
  vatPercentageOf,
} from '../../src/index';

describe('catalogues (spec sections 3, 4 and 9)', () => {
  it('sales statuses 1-7 with the spec labels, each with a colour and an icon', () => {
    expect(SALES_STATUSES.map((s) => [s.value, s.label])).toEqual([
      [1, 'Pendiente'],
      [2, 'Presentada'],
      [3, 'Rechazada'],
      [4, 'Activada'],
      [5, 'Error envío a SMART'],
      [6, 'Activada Parcial'],
      [7, 'Cancelada'],
    ]);
    for (const s of SALES_STATUSES) {
      expect(s.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(s.icon.length).toBeGreaterThan(0);
    }
  });

  it('account states ordered ALTA, VACACIONES, BAJA, INACTIVO with their colours', () => {
    expect(ACCOUNT_STATES.map((s) => [s.value, s.color])).toEqual([
      ['ALTA', 'success'],
      ['VACACIONES', 'blue'],
      ['BAJA', 'warning'],
      ['INACTIVO', 'error'],
    ]);
  });

  it('commercial selector: state order, no "invitado", "Por asignar" (id null) appended', () => {
    const list = buildCommercialSelector([
      { id: 1, nombre: 'Ana', estado: 'BAJA' },
      { id: 2, nombre: 'Usuario Invitado', estado: 'ALTA' },
      { id: 3, nombre: 'Luis', estado: 'INACTIVO' },
      { id: 4, nombre: 'Eva', estado: 'ALTA' },
      { id: 5, nombre: 'Juan', estado: 'VACACIONES' },
      { id: 6, nombre: 'Rosa', estado: 'ALTA' },
    ]);
    expect(list.map((c) => c.id)).toEqual([4, 6, 5, 1, 3, null]);
    expect(list.at(-1)?.nombre).toBe('Por asignar');
  });

  it('package states with labels and colours', () => {
    expect(PACKAGE_STATES.map((s) => [s.value, s.label, s.color])).toEqual([
      ['ACTIVO', 'Activo', 'success'],
      ['CANCELADO', 'Cancelado', 'dark'],
      ['VUELO', 'En vuelo', 'warning'],
    ]);
  });

  it.each([
    [6, 'delivered'],
    [77, 'delivered'],
    [76, 'delivered'],
    [7, 'cancelled'],
    [8, 'fly'],
    [79, 'fly'],
    [5, null],
    [78, null],
  ])('"Upstream order status numbers": %i -> %s', (code, want) => {
    expect(mapUpstreamOrderStatus(code)).toBe(want);
  });

  it('commercial types and default TIENDA', () => {
    expect(COMMERCIAL_TYPES.map((t) => t.value)).toEqual([
      'TIENDA',
      'DBL',
      'COLABORADOR',
      'RECOMENDADOR',
      'SIN DEFINIR',
    ]);
    expect(DEFAULT_COMMERCIAL_TYPE).toBe('TIENDA');
  });

  it('VAT locations and segments', () => {
    expect(DEFAULT_VAT_LOCATION).toBe('Península');
    expect(vatPercentageOf('Canarias')).toBe(7);
    expect(vatPercentageOf(undefined)).toBe(21);
    expect(segmentAppliesVat('PARTICULAR')).toBe(true);
    expect(segmentAppliesVat('NEGOCIOS')).toBe(true);
    expect(segmentAppliesVat('AUTONOMO')).toBe(false);
  });

  it('"The DBL operator is always treated as segment NEGOCIOS, and its terminals are queried as YOIGO"', () => {
    expect(effectiveSegment('DBL', 'PARTICULAR')).toBe('NEGOCIOS');
    expect(effectiveSegment('YOIGO', 'PARTICULAR')).toBe('PARTICULAR');
    expect(terminalQueryOperator('DBL')).toBe('YOIGO');
    expect(terminalQueryOperator('AVATEL')).toBe('AVATEL');
  });

  it('objective family colours, with a grey fallback', () => {
    expect(objectiveFamilyColor('doctor go')).toBe(objectiveFamilyColor('DOCTOR GO'));
    expect(objectiveFamilyColor('OTRA')).toBe('#9E9E9E');
  });

  it('"Export task states: SUCCESS, FAILURE, anything else means in progress"', () => {
    expect(exportPhaseOf('SUCCESS')).toBe('success');
    expect(exportPhaseOf('FAILURE')).toBe('failure');
    expect(exportPhaseOf('PROGRESS')).toBe('in-progress');
    expect(exportPhaseOf('PENDING')).toBe('in-progress');
    expect(exportProgressPercent({ done: 1, total: 3 })).toBe(33);
    expect(exportProgressPercent({ done: 0, total: 0 })).toBe(0);
  });
});
