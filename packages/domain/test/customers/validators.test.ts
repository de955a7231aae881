import { describe, expect, it } from 'vitest';
import {
  checkDocumento,
  isSpanishPostalCode,
  normaliseDocumento,
  normaliseSpanishPhone,
  parseCustomerOrdering,
  parseRequest,
  phoneSearchDigits,
  ZCreateCustomerRequestSchema,
  ZCustomerQuerySchema,
} from '../../src/index';

describe('documents (DNI / NIE / CIF checksums against the type)', () => {
  it('normalises spaces, dots, dashes and case', () => {
    expect(normaliseDocumento(' 12.345.678-z ')).toBe('12345678Z');
  });

  it('accepts each type with a right checksum and refuses a wrong one', () => {
    expect(checkDocumento('12345678Z', 'DNI')).toEqual({
      ok: true,
      documento: '12345678Z',
      tipoDocumento: 'DNI',
    });
    expect(checkDocumento('12345678A', 'DNI')).toMatchObject({ ok: false, field: 'documento' });
    expect(checkDocumento('x1234567l', 'NIE')).toMatchObject({ ok: true, documento: 'X1234567L' });
    expect(checkDocumento('X1234567A', 'NIE')).toMatchObject({ ok: false });
    expect(checkDocumento('B12345674', 'CIF')).toMatchObject({ ok: true });
    expect(checkDocumento('B12345675', 'CIF')).toMatchObject({ ok: false });
  });

  it('refuses a valid document of another type', () => {
    expect(checkDocumento('X1234567L', 'DNI')).toMatchObject({ ok: false, field: 'documento' });
    expect(checkDocumento('12345678Z', 'CIF')).toMatchObject({ ok: false });
  });

  it('takes the type from the document when none is given', () => {
    expect(checkDocumento('12345678Z', null)).toMatchObject({ ok: true, tipoDocumento: 'DNI' });
    expect(checkDocumento('Y1234567X', '')).toMatchObject({ ok: true, tipoDocumento: 'NIE' });
    expect(checkDocumento('ABC', null)).toMatchObject({ ok: false, field: 'documento' });
  });

  it('passports: 5 to 20 letters or digits; unknown types refused', () => {
    expect(checkDocumento('PAB123456', 'PASAPORTE')).toMatchObject({ ok: true });
    expect(checkDocumento('P1', 'PASAPORTE')).toMatchObject({ ok: false });
    expect(checkDocumento('12345678Z', 'CARNET')).toMatchObject({
      ok: false,
      field: 'tipoDocumento',
    });
  });
});

describe('phones (E.164, Spanish unless international)', () => {
  it.each([
    ['600 111 222', '+34600111222'],
    ['+34 600-111-222', '+34600111222'],
    ['0034600111222', '+34600111222'],
    ['912 345 678', '+34912345678'],
    ['+44 7911 123456', '+447911123456'],
  ])('%s → %s', (input, e164) => {
    expect(normaliseSpanishPhone(input)).toBe(e164);
  });

  it.each(['123', '600111', '500111222', 'abc', ''])('refuses %j', (input) => {
    expect(normaliseSpanishPhone(input)).toBeNull();
  });

  it('search digits drop the Spanish prefix', () => {
    expect(phoneSearchDigits('+34 600 111 222')).toBe('600111222');
    expect(phoneSearchDigits('6001')).toBe('6001');
    expect(phoneSearchDigits('ab')).toBeNull();
  });
});

describe('postal codes', () => {
  it('5 digits with a province 01–52', () => {
    expect(['01001', '28013', '52006'].every(isSpanishPostalCode)).toBe(true);
    expect(['00123', '53000', '99999', '2801', '280133', 'abcde'].some(isSpanishPostalCode)).toBe(
      false,
    );
  });
});

describe('customer save body', () => {
  const base = { nombre: 'Ana Pérez', telefonosContacto: ['600111222', '600 111 222'] };

  it('stores the document normalised with its type and dedupes phones', () => {
    const parsed = ZCreateCustomerRequestSchema.parse({ ...base, documento: '12345678-z' });
    expect(parsed.documento).toBe('12345678Z');
    expect(parsed.tipoDocumento).toBe('DNI');
    expect(parsed.telefonosContacto).toEqual(['+34600111222']);
  });

  it('answers Spanish errors on their fields', () => {
    const result = parseRequest(ZCreateCustomerRequestSchema, {
      ...base,
      telefonosContacto: ['123'],
      email: 'no-es-email',
      direccion: { direccion: null, cp: '60000', localidad: null },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors['telefonosContacto.0']).toEqual(['Teléfono no válido']);
    expect(result.fieldErrors['email']).toEqual(['Email no válido']);
    expect(result.fieldErrors['direccion.cp']?.[0]).toMatch(/Código postal no válido/);
  });

  it('refuses an invalid document on the documento field', () => {
    const result = parseRequest(ZCreateCustomerRequestSchema, {
      ...base,
      documento: '12345678A',
      tipoDocumento: 'DNI',
    });
    expect(result).toMatchObject({
      success: false,
      fieldErrors: { documento: [expect.any(String)] },
    });
  });

  it('limits lengths', () => {
    const result = parseRequest(ZCreateCustomerRequestSchema, { nombre: 'x'.repeat(201) });
    expect(result).toMatchObject({
      success: false,
      fieldErrors: { nombre: ['Como máximo 200 caracteres'] },
    });
    const notas = parseRequest(ZCreateCustomerRequestSchema, {
      nombre: 'Ana',
      notas: 'x'.repeat(5001),
    });
    expect(notas.success).toBe(false);
  });
});

describe('list query', () => {
  it('accepts search, ordering and at most 100 per page', () => {
    expect(
      ZCustomerQuerySchema.parse({ search: ' ana ', ordering: '-nombre', itemsPerPage: '100' }),
    ).toMatchObject({ search: 'ana', ordering: '-nombre', itemsPerPage: 100 });
    expect(ZCustomerQuerySchema.safeParse({ itemsPerPage: '101' }).success).toBe(false);
    expect(ZCustomerQuerySchema.safeParse({ ordering: 'password' }).success).toBe(false);
  });

  it('parses ordering with a default', () => {
    expect(parseCustomerOrdering(undefined)).toEqual({ field: 'updated_on', descending: true });
    expect(parseCustomerOrdering('nombre')).toEqual({ field: 'nombre', descending: false });
    expect(parseCustomerOrdering('-x')).toBeNull();
  });
});
