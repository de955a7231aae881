import type {
  CommercialMonthInput,
  OfferPricingInput,
  PricingPackage,
  PricingPromotion,
} from '@kiwi/domain';

/** A small seeded PRNG (mulberry32) so every run prices the same offers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function money(random: () => number, max: number): string {
  return (Math.round(random() * max * 100) / 100).toFixed(2);
}

function promotions(random: () => number): PricingPromotion[] {
  return Array.from({ length: Math.floor(random() * 3) }, (_, i) => ({
    amount: random() < 0.5 ? money(random, 10) : String(Math.floor(random() * 50)),
    amount_unit: random() < 0.5 ? ('MONETARY' as const) : ('PERCENTS' as const),
    priority_order: i + Math.floor(random() * 3),
  }));
}

function offerPackage(random: () => number, index: number): PricingPackage {
  if (index === 0) {
    return {
      tipoLinea: 'LINEA_PRINCIPAL',
      tariff: { price_value: money(random, 90) },
      promotions: promotions(random),
      instalment: random() < 0.4 ? { month_price: money(random, 40) } : null,
      insurance: random() < 0.2 ? { price: money(random, 12) } : null,
      svas: random() < 0.3 ? [{ price_value: money(random, 8) }] : [],
    };
  }
  return {
    tipoLinea: 'LINEA_ADICIONAL',
    additionalLine: { base_fee: (random() * 20).toFixed(6) },
    promotions: promotions(random),
  };
}

/** Offers of 1 to 4 packages across segments, locations, operators and both modes. */
export function buildOffers(count: number, seed = 42): OfferPricingInput[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    mode: random() < 0.5 ? ('CREATE' as const) : ('EDIT' as const),
    operator: pick(random, ['YOIGO', 'MASMOVIL', 'DBL', 'AVATEL']),
    segment: pick(random, ['PARTICULAR', 'NEGOCIOS', 'AUTONOMO', 'EMPRESA']),
    location: pick(random, ['Península', 'Canarias', 'Ceuta', 'Melilla', null]),
    packages: Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) =>
      offerPackage(random, i),
    ),
  }));
}

/** A month for each commercial: 6 objective families, 4 factor tranches, a reward and a pot. */
export function buildCommercialMonths(count: number, seed = 7): CommercialMonthInput[] {
  const random = seededRandom(seed);
  const factors = [
    { porcentaje_maximo: 80, factor: '0.5' },
    { porcentaje_maximo: 100, factor: '0.8' },
    { porcentaje_maximo: 120, factor: '1' },
    { porcentaje_maximo: 999, factor: '1.2' },
  ];
  return Array.from({ length: count }, () => ({
    rows: Array.from({ length: 6 }, (_, i) => ({
      familia: { id: i + 1 },
      peso: [25, 20, 15, 15, 15, 10][i]!,
      objetivo: Math.floor(random() * 40),
      consecucion: Math.floor(random() * 50),
      llave: i === 0,
    })),
    factors,
    reward:
      random() < 0.5
        ? { tipo: 'BOLSA_FIJA' as const, cantidad: money(random, 1500) }
        : { tipo: 'PORCENTAJE' as const, cantidad: String(Math.floor(random() * 20)) },
    pot: { bolsa: money(random, 20000), bolsa_recomendador: money(random, 3000) },
    workingDays: 22,
    elapsedWorkingDays: 11,
  }));
}
