import { describe, expect, it } from '@jest/globals';
import { EU_MEMBER_STATES } from './rates.js';
import { VAT_NUMBER_EXAMPLES, normaliseVatNumber, vatNumberProblem } from './vat-numbers.js';

describe('normaliseVatNumber', () => {
  it('upper-cases the number and drops the spaces, dots and dashes people type', () => {
    expect(normaliseVatNumber('DE', 'de 123.456-789')).toBe('DE123456789');
    expect(normaliseVatNumber('NL', 'nl1234.56.789.b01')).toBe('NL123456789B01');
    expect(normaliseVatNumber('CH', 'CHE-123.456.789 MWST')).toBe('CHE123456789MWST');
  });

  it("adds the country's prefix when it is missing", () => {
    expect(normaliseVatNumber('DE', '123456789')).toBe('DE123456789');
    expect(normaliseVatNumber('AT', 'U12345678')).toBe('ATU12345678');
    expect(normaliseVatNumber('ES', 'b12345678')).toBe('ESB12345678');
    expect(normaliseVatNumber('NO', '123456789 MVA')).toBe('NO123456789MVA');
    expect(normaliseVatNumber('GB', 'GD123')).toBe('GBGD123');
  });

  it('writes Greek numbers with EL, also when the customer typed GR', () => {
    expect(normaliseVatNumber('GR', '123456789')).toBe('EL123456789');
    expect(normaliseVatNumber('GR', 'GR 123 456 789')).toBe('EL123456789');
    expect(normaliseVatNumber('GR', 'el123456789')).toBe('EL123456789');
  });

  it("keeps Northern Ireland's XI and another country's prefix as typed", () => {
    expect(normaliseVatNumber('GB', 'XI 123 4567 89')).toBe('XI123456789');
    expect(normaliseVatNumber('DE', 'FR 12 123456789')).toBe('FR12123456789');
  });

  it('only cleans the numbers of countries without a known format', () => {
    expect(normaliseVatNumber('AU', '51 824 753 556')).toBe('51824753556');
  });
});

describe('vatNumberProblem', () => {
  it('accepts a well-formed number of every supported country, typed with or without its prefix', () => {
    for (const [country, example] of Object.entries(VAT_NUMBER_EXAMPLES)) {
      expect([country, vatNumberProblem(country, example)]).toEqual([country, null]);
      expect([country, vatNumberProblem(country, example.slice(2))]).toEqual([country, null]);
    }
  });

  it('has an example for every EU member state, the UK, Switzerland and Norway', () => {
    expect(Object.keys(VAT_NUMBER_EXAMPLES).sort()).toEqual([...EU_MEMBER_STATES, 'GB', 'CH', 'NO'].sort());
  });

  it('tells the customer what the number of their country looks like', () => {
    expect(vatNumberProblem('DE', 'DE12345678')).toBe('A German VAT number is DE followed by 9 digits.');
    expect(vatNumberProblem('AT', '12345678')).toBe('An Austrian VAT number is ATU followed by 8 digits.');
    expect(vatNumberProblem('GR', '12345678')).toBe('A Greek VAT number is EL followed by 9 digits.');
    expect(vatNumberProblem('NO', '123456789')).toBe('A Norwegian VAT number is NO followed by 9 digits and MVA.');
    expect(vatNumberProblem('DE', '')).toBe('A German VAT number is DE followed by 9 digits.');
  });

  it("refuses another country's prefix", () => {
    expect(vatNumberProblem('DE', 'FR12123456789')).toBe("FR is another country's VAT prefix: a German VAT number is DE followed by 9 digits.");
    expect(vatNumberProblem('DE', 'GR123456789')).toMatch(/^GR is another country's VAT prefix/);
    expect(vatNumberProblem('IE', 'XI123456789')).toMatch(/^XI is another country's VAT prefix/);
    expect(vatNumberProblem('FR', 'DE123456789')).toMatch(/^DE is another country's VAT prefix: a French VAT number/);
  });

  it.each([
    ['AT', 'ATU1234567'],
    ['BE', 'BE2123456789'],
    ['BE', 'BE012345678'],
    ['BG', 'BG12345678'],
    ['CY', 'CY123456789'],
    ['CZ', 'CZ1234567'],
    ['DK', 'DK123456789'],
    ['EE', 'EE12345678'],
    ['ES', 'ESB1234567'],
    ['FI', 'FI1234567'],
    ['FR', 'FR1212345678'],
    ['HR', 'HR1234567890'],
    ['HU', 'HU1234567'],
    ['IE', 'IE12345678'],
    ['IT', 'IT1234567890'],
    ['LT', 'LT1234567890'],
    ['LU', 'LU1234567'],
    ['LV', 'LV1234567890'],
    ['MT', 'MT1234567'],
    ['NL', 'NL123456789A01'],
    ['PL', 'PL123456789'],
    ['PT', 'PT12345678'],
    ['RO', 'RO1'],
    ['RO', 'RO12345678901'],
    ['SE', 'SE123456789012'],
    ['SI', 'SI1234567'],
    ['SK', 'SK123456789'],
    ['GB', 'GB1234567890'],
    ['GB', 'GBGD12'],
    ['GB', 'GBXY123'],
    ['CH', 'CHE12345678'],
    ['CH', 'CHE123456789VAT'],
    ['NO', 'NO12345678MVA'],
  ])('refuses %s %s', (country, number) => {
    expect(vatNumberProblem(country, number)).toMatch(/^An? [A-Za-z]+ VAT number is [A-Z]{2}/);
  });

  it.each([
    ['BE', 'BE1234567890'],
    ['BG', 'BG1234567890'],
    ['CZ', 'CZ1234567890'],
    ['ES', 'ES12345678Z'],
    ['ES', 'ESX1234567L'],
    ['FR', 'FRXY123456789'],
    ['IE', 'IE1234567WA'],
    ['IE', 'IE1A23456B'],
    ['LT', 'LT123456789012'],
    ['RO', 'RO12'],
    ['GB', 'GB123456789012'],
    ['GB', 'GBGD123'],
    ['GB', 'GBHA567'],
    ['GB', 'XI123456789'],
    ['CH', 'CHE123456789'],
    ['CH', 'CHE123456789TVA'],
    ['CH', 'CHE123456789IVA'],
  ])('accepts %s %s', (country, number) => {
    expect(vatNumberProblem(country, number)).toBeNull();
  });

  it('takes 2 to 20 letters or digits for a country without a known format', () => {
    expect(vatNumberProblem('AU', '51 824 753 556')).toBeNull();
    expect(vatNumberProblem('US', '12')).toBeNull();
    expect(vatNumberProblem('US', '1')).toBe('A VAT number is 2 to 20 letters or digits.');
    expect(vatNumberProblem('US', '123456789012345678901')).toBe('A VAT number is 2 to 20 letters or digits.');
    expect(vatNumberProblem('US', '12/34')).toBe('A VAT number is 2 to 20 letters or digits.');
  });
});
