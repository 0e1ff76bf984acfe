import { describe, expect, it } from '@jest/globals';
import { isCountryCode } from '../common/countries.js';
import { EU_MEMBER_STATES, SEEDED_STANDARD_RATES, taxArea } from './rates.js';

describe('EU_MEMBER_STATES', () => {
  it('holds the 27 member states by their ISO codes', () => {
    expect(new Set(EU_MEMBER_STATES).size).toBe(27);
    expect(EU_MEMBER_STATES.every(isCountryCode)).toBe(true);
    expect(EU_MEMBER_STATES).toContain('GR');
    expect(EU_MEMBER_STATES).not.toContain('GB');
  });
});

describe('SEEDED_STANDARD_RATES', () => {
  it('seeds a rate for every member state and the UK, and none else', () => {
    expect(Object.keys(SEEDED_STANDARD_RATES).sort()).toEqual([...EU_MEMBER_STATES, 'GB'].sort());
  });

  it('holds whole basis points between the EU minimum of 15 % and the highest rate, 27 %', () => {
    for (const rate of Object.values(SEEDED_STANDARD_RATES)) {
      expect(Number.isInteger(rate) && rate >= 1500 && rate <= 2700).toBe(true);
    }
  });

  it('has the rates that changed lately', () => {
    expect(SEEDED_STANDARD_RATES).toMatchObject({ FI: 2550, EE: 2400, SK: 2300, RO: 2100, DE: 1900, FR: 2000, HU: 2700, LU: 1700, GB: 2000 });
  });
});

describe('taxArea', () => {
  it('places the member states in the EU, the UK alone, and every other country in none', () => {
    expect(EU_MEMBER_STATES.map(taxArea)).toEqual(EU_MEMBER_STATES.map(() => 'EU'));
    expect(taxArea('GB')).toBe('GB');
    for (const country of ['CH', 'NO', 'US', 'IS', 'LI', 'XK', 'JE', 'IM', 'EL', 'XI', '']) expect([country, taxArea(country)]).toEqual([country, null]);
  });
});
