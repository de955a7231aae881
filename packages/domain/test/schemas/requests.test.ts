import { describe, expect, it } from 'vitest';
import {
  ZCreateAtencionRequestSchema,
  ZCreateCorrectiveFactorRequestSchema,
  ZCreateHolidayRequestSchema,
  ZCreateObjectiveRequestSchema,
  ZMoveScheduledRequestSchema,
  ZUpdateOfferRequestSchema,
  ZUpsertPunchRequestSchema,
  parseRequest,
} from '../../src/index';

describe('request bodies', () => {
  it('an atencion is a schedule, a no-interest, a procedure or an offer', () => {
    const schedule = ZCreateAtencionRequestSchema.parse({
      tipo_atencion: 'AGENDADO',
      cliente: 4,
      agendado: { fecha_agendado: '2025-05-06T10:00:00+02:00' },
    });
    expect(schedule).toMatchObject({ tipo_atencion: 'AGENDADO', notas: null });
    const bad = ZCreateAtencionRequestSchema.safeParse({
      tipo_atencion: 'GESTION',
      cliente: 4,
      agendado: {},
    });
    expect(bad.success).toBe(false);
  });

  it('an offer needs a package and a VAT location from the catalogue', () => {
    const offer = {
      isp: 'YOIGO',
      tipoIva: 'Canarias',
      precioTotal: 40,
      paquetes: [{ tipoLinea: 'LINEA_PRINCIPAL', tarifa: 1 }],
    };
    expect(ZUpdateOfferRequestSchema.parse(offer).precioTotal).toBe('40.00');
    expect(ZUpdateOfferRequestSchema.safeParse({ ...offer, tipoIva: 'Madrid' }).success).toBe(
      false,
    );
    expect(ZUpdateOfferRequestSchema.safeParse({ ...offer, paquetes: [] }).success).toBe(false);
  });

  it('objective form: YYYY-MM becomes the first of the month; a commercial is needed', () => {
    const parsed = ZCreateObjectiveRequestSchema.parse({
      familia: 1,
      peso: 25,
      objetivo: 10,
      fecha: '2025-04',
      comercial: 3,
    });
    expect(parsed.fecha).toBe('2025-04-01');
    expect(parsed.llave).toBe(false);
    expect(
      ZCreateObjectiveRequestSchema.safeParse({
        familia: 1,
        peso: 25,
        objetivo: 1,
        fecha: '2025-04',
      }).success,
    ).toBe(false);
    expect(ZCreateObjectiveRequestSchema.safeParse({ ...parsed, peso: 101 }).success).toBe(false);
  });

  it('corrective factor tranches must grow', () => {
    const details = [
      { porcentaje_maximo: 80, factor: 0.5 },
      { porcentaje_maximo: 60, factor: 1 },
    ];
    expect(
      ZCreateCorrectiveFactorRequestSchema.safeParse({ factor_details: details }).success,
    ).toBe(false);
  });

  it('holiday end before begin is refused; the commercial id may come as text (multipart)', () => {
    expect(
      ZCreateHolidayRequestSchema.parse({
        commercial: '5',
        begin: '2025-08-01',
        end: '2025-08-15',
        type: 'VACACIONES',
      }).commercial,
    ).toBe(5);
    expect(
      ZCreateHolidayRequestSchema.safeParse({
        commercial: 5,
        begin: '2025-08-15',
        end: '2025-08-01',
        type: 'VACACIONES',
      }).success,
    ).toBe(false);
  });

  it('punch OUT before IN is refused even across offsets', () => {
    const result = ZUpsertPunchRequestSchema.safeParse({
      commercial: 1,
      date: '2025-03-03',
      in: { time: '2025-03-03T09:00:00+01:00' },
      out: { time: '2025-03-03T08:30:00Z' },
    });
    expect(result.success).toBe(true);
    const backwards = ZUpsertPunchRequestSchema.safeParse({
      commercial: 1,
      date: '2025-03-03',
      in: { time: '2025-03-03T09:00:00Z' },
      out: { time: '2025-03-03T09:30:00+01:00' },
    });
    expect(backwards.success).toBe(false);
  });

  it('parseRequest answers DRF field errors in Spanish', () => {
    const result = parseRequest(ZMoveScheduledRequestSchema, { origin: 'x', extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors['extra']).toEqual(['Campo no permitido']);
    expect(result.fieldErrors['origin']?.[0]).toMatch(/se esperaba/);
    expect(result.fieldErrors['destination']?.[0]).toMatch(/se esperaba/);
  });
});
