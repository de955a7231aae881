import { describe, expect, it } from 'vitest';
import { prepareOfferSave, removePhonesNamedInError } from '../../src/index';

const figures = {
  location: 'Canarias',
  previousPrice: '55.00',
  totalPrice: '49.45',
  operator: 'YOIGO',
  commercialNumber: '1234',
};

describe('offer save (spec 5, "Offer save")', () => {
  const packages = [
    { tipoLinea: 'LINEA_PRINCIPAL', tarifa: 1, lineasAsociadas: ['600000001'] },
    { tipoLinea: 'LINEA_ADICIONAL', tarifa: null, lineasAsociadas: ['600000002'] },
    { tipoLinea: 'LINEA_ADICIONAL_SVA', tarifa: 3, lineasAsociadas: ['699999999'] },
  ];

  it('"packages without a tariff are dropped on create"', () => {
    const result = prepareOfferSave({ mode: 'CREATE', packages, figures, customerPhones: [] });
    expect(result.offer.paquetes.map((p) => p.tipoLinea)).toEqual([
      'LINEA_PRINCIPAL',
      'LINEA_ADICIONAL_SVA',
    ]);
  });

  it('"VAT type, previous price, total price, operator and commercial number are filled"', () => {
    const { offer } = prepareOfferSave({ mode: 'CREATE', packages, figures, customerPhones: [] });
    expect(offer).toMatchObject({
      tipoIva: 'Canarias',
      precioAnterior: '55.00',
      precioTotal: '49.45',
      isp: 'YOIGO',
      numeroComercial: '1234',
    });
  });

  it('"On edit, extra SVA packages take the first line of the main package"', () => {
    const { offer } = prepareOfferSave({ mode: 'EDIT', packages, figures, customerPhones: [] });
    expect(offer.paquetes[2]?.lineasAsociadas).toEqual(['600000001']);
    expect(offer.paquetes).toHaveLength(3);
  });

  it('"Customer phone numbers are added from the lines of all packages if missing"', () => {
    const result = prepareOfferSave({
      mode: 'CREATE',
      packages,
      figures,
      customerPhones: ['600000001', '911111111'],
    });
    expect(result.customerPhones).toEqual(['600000001', '911111111', '699999999']);
    expect(result.customerPhonesChanged).toBe(true);
  });

  it('phone numbers named in a customer error are removed', () => {
    expect(
      removePhonesNamedInError(['600000001', '699999999'], {
        telefonosContacto: ['El teléfono 699999999 ya pertenece a otro cliente'],
      }),
    ).toEqual(['600000001']);
  });
});
