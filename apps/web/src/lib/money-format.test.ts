import { describe, expect, it } from 'vitest';
import { formatEuros } from './money-format';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatEuros', () => {
  it('writes API money the Spanish way', () => {
    expect(nbsp(formatEuros('30.00'))).toBe('30,00 €');
    expect(nbsp(formatEuros(1234.5))).toBe('1234,50 €');
  });
  it('keeps four decimals for the additional-line fee', () => {
    expect(nbsp(formatEuros('4.1322', { decimals: 4 }))).toBe('4,1322 €');
  });
  it('shows a dash for missing or unreadable amounts', () => {
    expect(formatEuros(null)).toBe('—');
    expect(formatEuros('abc')).toBe('—');
  });
});
