import { describe, expect, it } from 'vitest';
import {
  suggestColumnMapping,
  tariffImportBody,
  tariffRowErrors,
  tariffSheetRow,
  TARIFF_IMPORT_FIELDS,
  TARIFF_IMPORT_LOOSE_HEADERS,
  ZTariffImportMappingSchema,
  ZSaveTariffRequestSchema,
  toFieldErrors,
} from '../../src/index';

const suggest = (headers: string[]) =>
  suggestColumnMapping(headers, TARIFF_IMPORT_FIELDS, TARIFF_IMPORT_LOOSE_HEADERS);

describe('tariff sheet mapping', () => {
  it('recognises the template headers and the catalogue export’s Tarifas sheet', () => {
    expect(suggest(TARIFF_IMPORT_FIELDS.map((f) => f.label))).toEqual(
      Object.fromEntries(TARIFF_IMPORT_FIELDS.map((f, i) => [f.key, i])),
    );
    const exported = suggest([
      'Id',
      'Nombre',
      'Operador',
      'Segmento',
      'Categoría',
      'Tipo de pago',
      'Precio',
      'Próximo precio',
      'Desde',
      'Velocidad de bajada',
      'Datos móviles',
      'Minutos al extranjero',
      'Promociones',
      'Activa',
    ]);
    expect(exported).toEqual({
      nombre: 1,
      operador: 2,
      segmento: 3,
      categoria: 4,
      tipoPago: 5,
      precio: 6,
      bajada: 9,
      datos: 10,
      minutosExtranjero: 11,
      activa: 13,
    });
  });

  it('needs name, operator and segment, one column per field', () => {
    const result = ZTariffImportMappingSchema.safeParse({ nombre: 0, precio: 0 });
    expect(result.success).toBe(false);
    const errors = toFieldErrors(result.error!);
    expect(errors['precio']).toEqual(['La misma columna ya está asignada a «nombre»']);
    expect(errors['operador']).toEqual(['Asigne la columna del operador']);
    expect(errors['segmento']).toEqual(['Asigne la columna del segmento']);
  });
});

describe('tariffSheetRow', () => {
  const mapping = Object.fromEntries(TARIFF_IMPORT_FIELDS.map((f, i) => [f.key, i]));
  const row = (cells: Record<string, string>) =>
    tariffSheetRow(
      TARIFF_IMPORT_FIELDS.map((f) => cells[f.key] ?? ''),
      mapping,
    );

  it('reads Spanish numbers, option labels, Sí/No, speeds, data and unlimited minutes', () => {
    const { values, errors } = row({
      nombre: ' Fibra 600 ',
      operador: 'MásMóvil',
      segmento: 'particular',
      categoria: 'Convergente',
      tipoPago: 'pospago',
      precio: '1.045,50 €',
      activa: 'No',
      tipoFija: 'fibra',
      bajada: '1 Gb',
      subida: '600',
      minutosFijos: 'Ilimitados',
      datos: '50 GB',
      minutosVoz: 'ilimitados',
      minutosExtranjero: '100',
    });
    expect(errors).toEqual([]);
    expect(values).toEqual({
      name: 'Fibra 600',
      operator: 'MASMOVIL',
      segment: 'PARTICULAR',
      category: 'convergent',
      payment_type: 'POSPAGO',
      price_value: '1045.50',
      is_active: false,
      'fixed_line_info.type': 'FIBRA',
      'fixed_line_info.download_speed': { amount: 1, unit: 'Gb' },
      'fixed_line_info.upload_speed': { amount: 600, unit: 'Mb' },
      'fixed_line_info.voice_to_fixed': null,
      'mobile_line_info.mobile_line_data': { amount: 50, unit: 'GB' },
      'mobile_line_info.mobile_line_voice': { unit: 'min', amount: null },
      'mobile_line_info.voice_to_foreign': 100,
    });
  });

  it('says which cell is no value of its kind; unknown options are left for the rules', () => {
    const { values, errors } = row({ operador: 'Movistar', precio: 'gratis', activa: 'quizá' });
    expect(values['operator']).toBe('Movistar');
    expect(errors).toEqual([
      'Precio: escriba un importe, p. ej. 29,90 («gratis»)',
      'Activa: escriba Sí o No («quizá»)',
    ]);
  });
});

describe('tariffImportBody', () => {
  const existing = {
    name: 'Fibra 600',
    category: 'convergent',
    operator: 'YOIGO',
    segment: 'PARTICULAR',
    price_value: '40.00',
    promotions: [3],
    fixed_line_info: {
      type: 'FIBRA',
      upload_speed: { unit: 'Mb', amount: 600 },
      download_speed: { unit: 'Mb', amount: 600 },
      voice_to_fixed: null,
      voice_to_mobile: 0,
    },
    mobile_line_info: {
      mobile_line_data: { unit: 'GB', amount: 20 },
      mobile_line_voice: { unit: 'min', amount: null },
    },
  };

  it('puts the row over the tariff: links kept, named line fields replaced', () => {
    const body = tariffImportBody(
      { price_value: '45.00', 'fixed_line_info.download_speed': { amount: 1, unit: 'Gb' } },
      existing,
    );
    expect(body['price_value']).toBe('45.00');
    expect(body['promotions']).toEqual([3]);
    expect(body['fixed_line_info']).toMatchObject({
      type: 'FIBRA',
      download_speed: { amount: 1, unit: 'Gb' },
      upload_speed: { amount: 600, unit: 'Mb' },
    });
    expect(ZSaveTariffRequestSchema.safeParse(body).success).toBe(true);
  });

  it('drops line data the new category does not carry, unless the row names it', () => {
    expect(tariffImportBody({ category: 'mobile_line' }, existing)).not.toHaveProperty(
      'fixed_line_info',
    );
    const named = tariffImportBody(
      { category: 'mobile_line', 'fixed_line_info.type': 'ADSL' },
      existing,
    );
    const result = ZSaveTariffRequestSchema.safeParse(named);
    expect(tariffRowErrors(toFieldErrors(result.error!))).toEqual([
      'Línea fija: Esta categoría no lleva datos de línea fija',
    ]);
  });

  it('words the POST’s field errors with the sheet’s column names', () => {
    const body = tariffImportBody({
      name: 'Móvil 10GB',
      operator: 'YOIGO',
      segment: 'PARTICULAR',
      category: 'mobile_line',
      price_value: '1500',
      'mobile_line_info.mobile_line_voice': { unit: 'min', amount: null },
    });
    const result = ZSaveTariffRequestSchema.safeParse(body);
    expect(tariffRowErrors(toFieldErrors(result.error!))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Precio: El importe no puede superar 1\.?000 €$/),
        expect.stringMatching(/^Datos móviles: /),
      ]),
    );
  });
});
