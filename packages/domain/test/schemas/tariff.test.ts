import { describe, expect, it } from 'vitest';
import {
  ZCreateAdditionalLineRequestSchema,
  ZCreateTariffRequestSchema,
  ZSaveTariffRequestSchema,
} from '../../src/index';

const fixed = {
  type: 'FIBRA',
  owners: 1,
  upload_speed: { amount: 600 },
  download_speed: { amount: 600 },
  voice_to_fixed: 1000,
  voice_to_mobile: 0,
};
const mobile = {
  mobile_line_data: { amount: 50 },
  mobile_line_voice: { amount: 500 },
  voice_to_foreign: 0,
};
const base = { name: 'Fibra 600', price_value: 30, operator: 'YOIGO', segment: 'PARTICULAR' };

describe('tariff payload (spec 5)', () => {
  it.each([
    ['fixed_line', true, false],
    ['mobile_line', false, true],
    ['mobile_fixed_line', true, false],
    ['convergent', true, true],
  ] as const)('%s: fixed-line data %s, mobile data %s', (category, keepsFixed, keepsMobile) => {
    const parsed = ZCreateTariffRequestSchema.parse({
      ...base,
      category,
      fixed_line_info: fixed,
      mobile_line_info: mobile,
    });
    expect(parsed.fixed_line_info !== undefined).toBe(keepsFixed);
    expect(parsed.mobile_line_info !== undefined).toBe(keepsMobile);
  });

  it('the server refuses line data that does not match the category', () => {
    const result = ZSaveTariffRequestSchema.safeParse({
      ...base,
      category: 'mobile_line',
      fixed_line_info: fixed,
      mobile_line_info: mobile,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fixed_line_info', 'Esta categoría no lleva datos de línea fija'],
    ]);
  });

  it('"Speed unit default Mb, data unit default GB, minutes unit min"', () => {
    const parsed = ZCreateTariffRequestSchema.parse({
      ...base,
      category: 'convergent',
      fixed_line_info: fixed,
      mobile_line_info: mobile,
    });
    expect(parsed.fixed_line_info?.upload_speed.unit).toBe('Mb');
    expect(parsed.mobile_line_info?.mobile_line_data.unit).toBe('GB');
    expect(parsed.mobile_line_info?.mobile_line_voice.unit).toBe('min');
    expect(parsed.price_value).toBe('30.00');
  });

  it('"foreign minutes only when non-zero"', () => {
    const zero = ZCreateTariffRequestSchema.parse({
      ...base,
      category: 'mobile_line',
      mobile_line_info: mobile,
    });
    expect(zero.mobile_line_info).not.toHaveProperty('voice_to_foreign');
    const some = ZCreateTariffRequestSchema.parse({
      ...base,
      category: 'mobile_line',
      mobile_line_info: { ...mobile, voice_to_foreign: 60 },
    });
    expect(some.mobile_line_info?.voice_to_foreign).toBe(60);
  });

  it('a convergent tariff without fixed-line data is refused in Spanish', () => {
    const result = ZCreateTariffRequestSchema.safeParse({
      ...base,
      category: 'convergent',
      mobile_line_info: mobile,
    });
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Faltan los datos de la línea fija',
    );
  });

  it('"Additional-line base fee is sent with 4 decimals"', () => {
    const parsed = ZCreateAdditionalLineRequestSchema.parse({
      name: 'Línea extra',
      operator: 'YOIGO',
      segment: 'PARTICULAR',
      price_value: '5',
      mobile_line_info: { price: { base_fee: 4.132231 } },
    });
    expect(parsed.mobile_line_info.price.base_fee).toBe('4.1322');
  });
});
