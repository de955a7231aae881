import type { TariffRow } from './api/catalogue-types';

/** Catalogue rows shaped like the API's answers, for the screen's tests. */
export function tariffRow(id: number, overrides: Partial<TariffRow> = {}): TariffRow {
  return {
    id,
    name: `Fibra ${id}00Mb`,
    category: 'fixed_line',
    color: null,
    commercial_enrichment: null,
    description_file: null,
    payment_type: 'POSPAGO',
    price_value: '30.00',
    is_active: true,
    operator: 'YOIGO',
    segment: 'PARTICULAR',
    promotions: [],
    additional_lines: [],
    svas: [],
    fixed_line_info: {
      type: 'FIBRA',
      owners: 1,
      upload_speed: { unit: 'Mb', amount: 300 },
      download_speed: { unit: 'Mb', amount: 300 },
      voice_to_fixed: 0,
      voice_to_mobile: 0,
    },
    ...overrides,
  } as TariffRow;
}

export function paged<T>(results: T[], count = results.length, current = 1) {
  return { results, count, current };
}
