import { describe, expect, it } from '@jest/globals';
import { displayMoney, formatMinor, parseMinor, toMajor, toMinor } from './money.js';

describe('money in minor units', () => {
  it('reads decimal text in the decimals PayPal takes per currency', () => {
    expect(parseMinor('249', 'USD')).toBe(24900);
    expect(parseMinor('249.5', 'USD')).toBe(24950);
    expect(parseMinor('0.07', 'EUR')).toBe(7);
    expect(parseMinor('1500', 'JPY')).toBe(1500);
    expect(parseMinor('1500', 'HUF')).toBe(1500);
  });

  it('refuses more decimals than the currency has, and anything not an amount', () => {
    expect(parseMinor('10.5', 'JPY')).toBeNull();
    expect(parseMinor('10.00', 'TWD')).toBeNull();
    expect(parseMinor('1.999', 'USD')).toBeNull();
    expect(parseMinor('-1', 'USD')).toBeNull();
    expect(parseMinor('1e3', 'USD')).toBeNull();
    expect(() => parseMinor('1', 'XXX')).toThrow(RangeError);
  });

  it('writes minor units back as PayPal expects them', () => {
    expect(formatMinor(24950, 'USD')).toBe('249.50');
    expect(formatMinor(7, 'EUR')).toBe('0.07');
    expect(formatMinor(0, 'GBP')).toBe('0.00');
    expect(formatMinor(1500, 'JPY')).toBe('1500');
    expect(formatMinor(-1999, 'GBP')).toBe('-19.99');
  });

  it('takes a JSON number without binary rounding', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'USD')).toBeNull();
    expect(toMinor(249, 'JPY')).toBe(249);
    expect(toMinor(249.5, 'JPY')).toBeNull();
    expect(toMajor(1999, 'USD')).toBe(19.99);
  });

  it('shows amounts in the reader locale with the currency decimals PayPal uses', () => {
    expect(displayMoney(24950, 'USD')).toBe('$249.50');
    expect(displayMoney(1500, 'HUF', 'en-GB')).toBe('HUF\u00a01,500');
    expect(displayMoney(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
  });
});
