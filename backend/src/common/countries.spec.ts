import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, countryNamer, isCountryCode } from './countries.js';

describe('countries', () => {
  it('lists each code once, every one a region Intl can name', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    expect(COUNTRY_CODES.filter((code) => !names.of(code))).toEqual([]);
    expect(COUNTRY_CODES).toHaveLength(250);
  });

  it('takes the codes of countries only, not groupings or the unknown region', () => {
    for (const code of ['US', 'DE', 'XK', 'AX']) expect(isCountryCode(code)).toBe(true);
    for (const other of ['EU', 'UN', 'ZZ', 'UK', 'us', 'USA', '']) expect(isCountryCode(other)).toBe(false);
  });

  it("names a code in the site's locale and leaves older free text as it was typed", () => {
    expect(countryNamer('de-DE')('DE')).toBe('Deutschland');
    expect(countryNamer('en-US')('DE')).toBe('Germany');
    expect(countryNamer()('United States')).toBe('United States');
    expect(countryNamer('not a locale!')('FR')).toBe('France');
  });
});
