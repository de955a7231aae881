import {
  DEFAULT_DATA_UNIT,
  DEFAULT_SPEED_UNIT,
  MINUTES_UNIT,
  FIXED_LINE_CATEGORIES,
  MOBILE_LINE_CATEGORIES,
  type TariffCategory,
} from '@kiwi/domain';
import type { TariffRow } from '../api/catalogue-types';

type Amount = number | null;
interface Measured {
  unit: string;
  amount: Amount;
}

export interface TariffFormValues {
  name: string;
  operator: string;
  segment: string;
  category: string;
  payment_type: string;
  price_value: number | string | null;
  commercial_enrichment: number | string | null;
  color: string | null;
  description_file: string | null;
  is_active: boolean;
  /** From when a changed price applies (edit only; empty = now). */
  price_valid_from?: string;
  promotions: number[];
  svas: number[];
  additional_lines: number[];
  fixed_line_info: {
    type: string;
    owners: Amount;
    upload_speed: Measured;
    download_speed: Measured;
    voice_to_fixed: Amount;
    voice_to_mobile: Amount;
  };
  mobile_line_info: {
    mobile_line_data: Measured;
    mobile_line_voice: Measured;
    voice_to_foreign: Amount;
  };
}

export const hasFixedSection = (category: string) =>
  (FIXED_LINE_CATEGORIES as readonly string[]).includes(category as TariffCategory);
export const hasMobileSection = (category: string) =>
  (MOBILE_LINE_CATEGORIES as readonly string[]).includes(category as TariffCategory);

/**
 * The form always holds both line sections (so switching the category back
 * and forth keeps what was typed); the domain schema drops the section the
 * category does not carry before validating and sending (spec section 5).
 * Units start at Mb, GB and min.
 */
export function tariffFormValues(row?: TariffRow): TariffFormValues {
  const fixed = row?.fixed_line_info;
  const mobile = row?.mobile_line_info;
  return {
    name: row?.name ?? '',
    operator: row?.operator ?? '',
    segment: row?.segment ?? '',
    category: row?.category ?? '',
    payment_type: row?.payment_type ?? 'POSPAGO',
    price_value: row?.price_value ?? null,
    commercial_enrichment: row?.commercial_enrichment ?? null,
    color: row?.color ?? null,
    description_file: row?.description_file ?? null,
    is_active: row?.is_active ?? true,
    promotions: row?.promotions ?? [],
    svas: row?.svas ?? [],
    additional_lines: row?.additional_lines ?? [],
    fixed_line_info: {
      type: fixed?.type ?? 'FIBRA',
      owners: fixed?.owners ?? 1,
      upload_speed: {
        unit: fixed?.upload_speed?.unit ?? DEFAULT_SPEED_UNIT,
        amount: fixed?.upload_speed?.amount ?? null,
      },
      download_speed: {
        unit: fixed?.download_speed?.unit ?? DEFAULT_SPEED_UNIT,
        amount: fixed?.download_speed?.amount ?? null,
      },
      voice_to_fixed: fixed?.voice_to_fixed ?? 0,
      voice_to_mobile: fixed?.voice_to_mobile ?? 0,
    },
    mobile_line_info: {
      mobile_line_data: {
        unit: mobile?.mobile_line_data?.unit ?? DEFAULT_DATA_UNIT,
        amount: mobile?.mobile_line_data?.amount ?? null,
      },
      mobile_line_voice: {
        unit: MINUTES_UNIT,
        amount: mobile?.mobile_line_voice?.amount ?? null,
      },
      voice_to_foreign: mobile?.voice_to_foreign ?? 0,
    },
  };
}
