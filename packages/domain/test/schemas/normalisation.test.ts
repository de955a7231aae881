import { describe, expect, it } from 'vitest';
import {
  ZCreateAccountRequestSchema,
  ZCreateCustomerRequestSchema,
  ZCreatePaysheetRequestSchema,
  ZCreatePriceHistoryRequestSchema,
  ZCreateUpfrontRequestSchema,
  ZCustomerQuerySchema,
  ZUpdateAccountRequestSchema,
  cleanListFilters,
  dropNullKeys,
  paysheetMonthToDate,
  readBracketQuery,
  toBracketQuery,
} from '../../src/index';

const customer = {
  nombre: 'Ana Pérez',
  documento: '12345678Z',
  telefonosContacto: ['600 111 222'],
  direccion: { direccion: 'Calle Mayor 1', cp: '28013', localidad: 'Madrid' },
};

describe('customer save (spec 5)', () => {
  it('"an empty documento becomes null"', () => {
    expect(ZCreateCustomerRequestSchema.parse({ ...customer, documento: '' }).documento).toBeNull();
  });

  it('"empty or blank direccion, cp or localidad become null"', () => {
    const parsed = ZCreateCustomerRequestSchema.parse({
      ...customer,
      direccion: { direccion: '   ', cp: '', localidad: ' \t' },
    });
    expect(parsed.direccion).toEqual({ direccion: null, cp: null, localidad: null });
  });

  it('"lastAtencion is removed before sending" (and the body id is ignored)', () => {
    const parsed = ZCreateCustomerRequestSchema.parse({
      ...customer,
      id: 99,
      lastAtencion: { id: 3 },
    });
    expect(parsed).not.toHaveProperty('lastAtencion');
    expect(parsed).not.toHaveProperty('id');
  });

  it('rejects unknown fields and a bad postcode', () => {
    expect(ZCreateCustomerRequestSchema.safeParse({ ...customer, tenant_id: 2 }).success).toBe(
      false,
    );
    const badCp = { ...customer, direccion: { ...customer.direccion, cp: '123' } };
    expect(ZCreateCustomerRequestSchema.safeParse(badCp).success).toBe(false);
  });

  it('normalises phone numbers and empty e-mail', () => {
    const parsed = ZCreateCustomerRequestSchema.parse({ ...customer, email: '' });
    expect(parsed.telefonosContacto).toEqual(['+34600111222']);
    expect(parsed.email).toBeNull();
  });
});

describe('account create and edit (spec 5: "null fields are removed before sending")', () => {
  const account = {
    nombre: 'Luis',
    username: 'luis',
    password: 'secreto123',
    password2: 'secreto123',
    iban: null,
    nuss: null,
    email: null,
  };

  it('null fields are dropped, defaults: role 4, ALTA, TIENDA', () => {
    const parsed = ZCreateAccountRequestSchema.parse(account);
    expect(parsed).not.toHaveProperty('iban');
    expect(parsed.rol).toEqual({ id: 4 });
    expect(parsed.estado).toBe('ALTA');
    expect(parsed.tipoComercial).toBe('TIENDA');
  });

  it('passwords must match', () => {
    const result = ZCreateAccountRequestSchema.safeParse({ ...account, password2: 'otra' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Las contraseñas no coinciden');
  });

  it('an edit with empty password boxes keeps the password and never defaults the role', () => {
    const parsed = ZUpdateAccountRequestSchema.parse({
      nombre: 'Luis',
      username: 'luis',
      password: '',
      password2: '',
    });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed.rol).toBeUndefined();
  });

  it('checks the IBAN', () => {
    expect(
      ZCreateAccountRequestSchema.parse({ ...account, iban: 'ES91 2100 0418 4502 0005 1332' }).iban,
    ).toBe('ES9121000418450200051332');
    expect(
      ZCreateAccountRequestSchema.safeParse({ ...account, iban: 'ES91 2100 0418 4502 0005 1333' })
        .success,
    ).toBe(false);
  });
});

describe('paysheet (spec 5: "month given as year-month gets day 01 appended")', () => {
  it.each([
    ['2025-03', '2025-03-01'],
    ['2025-03-01', '2025-03-01'],
  ])('%s -> %s', (input, want) => {
    expect(paysheetMonthToDate(input)).toBe(want);
    expect(ZCreatePaysheetRequestSchema.parse({ account: '7', month: input })).toEqual({
      account: 7,
      month: want,
    });
  });
});

describe('history saves (spec 5: "Null-valued keys are dropped before price and upfront history saves")', () => {
  it('drops null keys so defaults apply', () => {
    expect(dropNullKeys({ a: 1, b: null, c: undefined, d: 0 })).toEqual({ a: 1, d: 0 });
    expect(
      ZCreatePriceHistoryRequestSchema.parse({ price: 10, object_id: 3, is_active: null }),
    ).toEqual({ price: '10.0000', object_id: 3, is_active: true, content_type: 'tariff' });
    expect(
      ZCreateUpfrontRequestSchema.parse({
        upfront: '25.5',
        familia_objetivo: 2,
        tipo: 'ALTA',
        object_id: 9,
        content_type: 'tarifa',
        is_active: null,
      }).upfront,
    ).toBe('25.50');
  });
});

describe('list filters (spec 5: "Empty values and empty arrays are removed from list filters")', () => {
  it('drops empty strings, nulls, empty arrays and empty items', () => {
    expect(
      cleanListFilters({
        nombre: '',
        cp: '  ',
        estadoOferta: [],
        oferta: ['', '3'],
        x: null,
        y: 0,
      }),
    ).toEqual({ oferta: ['3'], y: 0 });
  });

  it('reads bracket arrays and ranges back', () => {
    const query = readBracketQuery({
      'estadoOferta[]': ['1', '4'],
      'fecha_contacto[]': ['2025-01-01', '2025-01-31'],
      nombre: 'ana',
      documento: '',
    });
    expect(ZCustomerQuerySchema.parse(query)).toEqual({
      estadoOferta: [1, 4],
      fecha_contacto: ['2025-01-01', '2025-01-31'],
      nombre: 'ana',
      page: 1,
    });
  });

  it('a range needs two dates', () => {
    expect(ZCustomerQuerySchema.safeParse({ updated_on: ['2025-01-01'] }).success).toBe(false);
  });

  it('toBracketQuery is the client side of the same rule', () => {
    expect(toBracketQuery({ estadoOferta: [1, 2], nombre: '', tipoOferta: [] })).toEqual([
      ['estadoOferta[]', '1'],
      ['estadoOferta[]', '2'],
    ]);
  });
});
