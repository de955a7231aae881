import type { ConfiguratorMode } from '../catalogues/offer-options';
import { DEFAULT_VAT_LOCATION } from '../catalogues/vat-locations';

/** The part of a package the save rules look at; other fields pass through untouched. */
export interface SavablePackage {
  tipoLinea: string;
  tarifa?: number | null;
  lineasAsociadas?: readonly string[];
}

/** What the configurator fills in ("VAT type, previous price, total price, operator and commercial number"). */
export interface ConfiguratorFigures {
  location?: string | null;
  previousPrice: string | null;
  totalPrice: string;
  operator: string;
  commercialNumber: string | null;
}

export interface OfferSaveResult<P extends SavablePackage> {
  offer: {
    tipoIva: string;
    precioAnterior: string | null;
    precioTotal: string;
    isp: string;
    numeroComercial: string | null;
    paquetes: P[];
  };
  /** The customer's phone numbers with every package line added if missing. */
  customerPhones: string[];
  customerPhonesChanged: boolean;
}

function withSvaLines<P extends SavablePackage>(packages: readonly P[]): P[] {
  const main = packages.find((p) => p.tipoLinea === 'LINEA_PRINCIPAL');
  const firstLine = main?.lineasAsociadas?.[0];
  if (!firstLine) return [...packages];
  return packages.map((p) =>
    p.tipoLinea === 'LINEA_ADICIONAL_SVA' ? { ...p, lineasAsociadas: [firstLine] } : p,
  );
}

/**
 * The offer save rules of spec section 5: packages without a tariff are
 * dropped on create; the configurator's figures are filled in; on edit, extra
 * SVA packages take the first line of the main package; the customer's phone
 * numbers get the lines of all packages if missing.
 */
export function prepareOfferSave<P extends SavablePackage>(input: {
  mode: ConfiguratorMode;
  packages: readonly P[];
  figures: ConfiguratorFigures;
  customerPhones: readonly string[];
}): OfferSaveResult<P> {
  const kept =
    input.mode === 'CREATE' ? input.packages.filter((p) => p.tarifa != null) : input.packages;
  const paquetes = input.mode === 'EDIT' ? withSvaLines(kept) : [...kept];
  const phones = [...input.customerPhones];
  for (const line of paquetes.flatMap((p) => p.lineasAsociadas ?? [])) {
    if (line && !phones.includes(line)) phones.push(line);
  }
  return {
    offer: {
      tipoIva: input.figures.location ?? DEFAULT_VAT_LOCATION,
      precioAnterior: input.figures.previousPrice,
      precioTotal: input.figures.totalPrice,
      isp: input.figures.operator,
      numeroComercial: input.figures.commercialNumber,
      paquetes,
    },
    customerPhones: phones,
    customerPhonesChanged: phones.length !== input.customerPhones.length,
  };
}

/**
 * "If the failing call was the customer call, phone numbers named in the
 * error are removed from the customer."
 */
export function removePhonesNamedInError(phones: readonly string[], errorBody: unknown): string[] {
  const text = JSON.stringify(errorBody ?? '');
  return phones.filter((phone) => !text.includes(phone));
}
