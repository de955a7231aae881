import { describe, expect, it } from 'vitest';
import { checkImportRow, suggestMapping, ZImportMappingSchema } from '../../src/index';

describe('suggestMapping', () => {
  it('recognises the Spanish headers distributors use, whatever their accents and case', () => {
    expect(
      suggestMapping([
        'NOMBRE',
        'apellidos',
        'DNI/NIF/CIF',
        'Teléfono',
        'Móvil',
        'E-mail',
        'Dirección',
        'C.P.',
        'Población',
        'Provincia',
        'Observaciones',
      ]),
    ).toEqual({
      nombre: 0,
      apellidos: 1,
      documento: 2,
      telefono: 3,
      movil: 4,
      email: 5,
      direccion: 6,
      cp: 7,
      localidad: 8,
      provincia: 9,
      notas: 10,
    });
  });

  it('falls back on a telling word, and gives a second phone column to the free phone field', () => {
    expect(
      suggestMapping(['Teléfono 1', 'Teléfono contacto', 'NIF del titular', 'Columna rara']),
    ).toEqual({
      telefono: 0,
      movil: 1,
      documento: 2,
    });
  });
});

describe('checkImportRow', () => {
  const mapping = {
    nombre: 0,
    apellidos: 1,
    documento: 2,
    telefono: 3,
    movil: 4,
    email: 5,
    cp: 6,
    segmento: 7,
  };

  it('normalises a good row: full name, document and type, phones as E.164, e-mail, CP with its zero', () => {
    expect(
      checkImportRow(
        [
          'Ana',
          'Torres',
          '12.345.678-z',
          '600 111 222 / 912345678',
          '+34 600111222',
          'Ana@Ejemplo.ES',
          '8001',
          'autónomo',
        ],
        mapping,
      ),
    ).toEqual({
      values: {
        nombre: 'Ana Torres',
        documento: '12345678Z',
        tipoDocumento: 'DNI',
        telefonos: ['+34600111222', '+34912345678'],
        email: 'ana@ejemplo.es',
        direccion: null,
        cp: '08001',
        localidad: null,
        segmento: 'AUTONOMO',
        ispActual: null,
        notas: null,
      },
      errores: [],
    });
  });

  it('says every problem of a row in Spanish', () => {
    const { errores } = checkImportRow(
      ['', '', '12345678A', '12345', '', 'no-es-email', '99999', 'Mayorista'],
      mapping,
    );
    expect(errores).toEqual([
      'Falta el nombre',
      'Documento no válido: «12345678A»',
      'Teléfono no válido: «12345»',
      'Email no válido: «no-es-email»',
      'Código postal no válido: 5 cifras, de 01000 a 52999: «99999»',
      'Segmento no válido: use Particular, Negocios, Autónomo o Empresa',
    ]);
  });

  it('needs a way to contact the lead', () => {
    expect(checkImportRow(['Luis', '', '', '', '', '', '', ''], mapping).errores).toEqual([
      'Falta un teléfono o un email: no habría forma de contactar',
    ]);
  });
});

describe('ZImportMappingSchema', () => {
  it('needs the name and a contact column, one field per column', () => {
    const result = ZImportMappingSchema.safeParse({ email: 1, telefono: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['telefono', 'La misma columna ya está asignada a «email»'],
      ['nombre', 'Asigne la columna del nombre'],
    ]);
    expect(ZImportMappingSchema.safeParse({ nombre: 0, movil: 3 }).success).toBe(true);
  });
});
