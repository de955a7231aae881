import { describe, expect, it } from 'vitest';
import {
  ZAdditionalInfoSchema,
  ZCreateAdditionalInfoRequestSchema,
  ZMoveFollowUpsRequestSchema,
  ZUpdateAgendadoRequestSchema,
  canTakeFollowUp,
  isOverdue,
  parseRequest,
} from '../../src/index';

const now = new Date('2026-11-23T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('follow-ups: reservado and abierto (decision 1403)', () => {
  const base = { comercialId: 7, abierto: true, done: false, fechaAgendado: minutesAgo(45) };
  it('lets a teammate take an abierto one overdue by more than the grace time', () => {
    expect(canTakeFollowUp(base, 9, now, 30)).toBe(true);
    expect(canTakeFollowUp({ ...base, fechaAgendado: minutesAgo(20) }, 9, now, 30)).toBe(false);
  });
  it('never a reservado, a done one or one’s own', () => {
    expect(canTakeFollowUp({ ...base, abierto: false }, 9, now, 30)).toBe(false);
    expect(canTakeFollowUp({ ...base, done: true }, 9, now, 30)).toBe(false);
    expect(canTakeFollowUp(base, 7, now, 30)).toBe(false);
  });
  it('an unassigned one can be taken at once', () => {
    expect(canTakeFollowUp({ ...base, comercialId: null, abierto: false }, 9, now, 30)).toBe(true);
  });
  it('overdue means pending and past', () => {
    expect(isOverdue({ fechaAgendado: minutesAgo(1), done: false }, now)).toBe(true);
    expect(isOverdue({ fechaAgendado: minutesAgo(-1), done: false }, now)).toBe(false);
    expect(isOverdue({ fechaAgendado: minutesAgo(1), done: true }, now)).toBe(false);
  });
});

describe('follow-up requests', () => {
  it('an agendado update needs something to change', () => {
    expect(ZUpdateAgendadoRequestSchema.safeParse({}).success).toBe(false);
    expect(ZUpdateAgendadoRequestSchema.safeParse({ hecho: true }).success).toBe(true);
    expect(ZUpdateAgendadoRequestSchema.safeParse({ tomar: false }).success).toBe(false);
  });
  it('move-scheduled refuses the same commercial and a reversed range', () => {
    expect(parseRequest(ZMoveFollowUpsRequestSchema, { origin: 3, destination: 3 })).toMatchObject({
      success: false,
      fieldErrors: { destination: ['El origen y el destino deben ser distintos'] },
    });
    const reversed = parseRequest(ZMoveFollowUpsRequestSchema, {
      origin: 3,
      destination: 4,
      range: ['2026-12-01', '2026-11-01'],
    });
    expect(reversed.success).toBe(false);
  });
});

describe('package additional info (decision 1405)', () => {
  it('normalises and validates ICC, IBAN, document and phone', () => {
    const info = ZAdditionalInfoSchema.parse({
      portabilidad: true,
      operador_donante: 'Movistar',
      telefono_portado: '612 34 56 78',
      icc: '8934 0412 3456 7890 123',
      titular_documento: '12345678z',
      iban: 'ES91 2100 0418 4502 0005 1332',
    });
    expect(info).toMatchObject({
      telefono_portado: '612345678',
      icc: '8934041234567890123',
      titular_documento: '12345678Z',
      iban: 'ES9121000418450200051332',
      notas: null,
    });
  });
  it('answers Spanish field errors', () => {
    const bad = parseRequest(ZCreateAdditionalInfoRequestSchema, {
      paquete: 1,
      portabilidad: true,
      icc: '1234',
      iban: 'ES00 0000',
      titular_documento: '12345678A',
    });
    expect(bad).toMatchObject({
      success: false,
      fieldErrors: {
        icc: ['ICC no válido: 19 o 20 dígitos que empiezan por 89'],
        iban: ['IBAN no válido'],
        titular_documento: ['Documento no válido (DNI, NIE o CIF)'],
      },
    });
  });
  it('a portability needs the donor and the number', () => {
    const bad = parseRequest(ZAdditionalInfoSchema, { portabilidad: true });
    expect(bad).toMatchObject({
      success: false,
      fieldErrors: {
        operador_donante: ['Indique el operador donante'],
        telefono_portado: ['Indique el número a portar'],
      },
    });
  });
  it('a cleared modality is no value; any other word is refused', () => {
    expect(ZAdditionalInfoSchema.parse({ modalidad_donante: '' }).modalidad_donante).toBeNull();
    expect(ZAdditionalInfoSchema.parse({ modalidad_donante: 'PREPAGO' }).modalidad_donante).toBe(
      'PREPAGO',
    );
    expect(parseRequest(ZAdditionalInfoSchema, { modalidad_donante: 'TARJETA' })).toMatchObject({
      success: false,
      fieldErrors: { modalidad_donante: ['Modalidad no válida: PREPAGO o POSPAGO'] },
    });
  });
});
