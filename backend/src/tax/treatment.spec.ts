import { describe, expect, it } from '@jest/globals';
import { SEEDED_STANDARD_RATES } from './rates.js';
import { priceWithTax, taxTreatment } from './treatment.js';

const rates = SEEDED_STANDARD_RATES;
const consumer = (country: string) => ({ country, vatNumber: null });
const business = (country: string, vatNumber = `${country}123456789`) => ({ country, vatNumber });

describe('taxTreatment', () => {
  it("charges a consumer in the seller's area the VAT of the consumer's country", () => {
    expect(taxTreatment({ country: 'DE' }, consumer('DE'), rates)).toEqual({ kind: 'standard', rate: 1900, note: null });
    expect(taxTreatment({ country: 'DE' }, consumer('FR'), rates)).toEqual({ kind: 'standard', rate: 2000, note: null });
    expect(taxTreatment({ country: 'AT' }, consumer('FI'), rates)).toEqual({ kind: 'standard', rate: 2550, note: null });
    expect(taxTreatment({ country: 'GB' }, consumer('GB'), rates)).toEqual({ kind: 'standard', rate: 2000, note: null });
  });

  it("charges a business in the seller's own country the standard rate", () => {
    expect(taxTreatment({ country: 'DE' }, business('DE'), rates)).toEqual({ kind: 'standard', rate: 1900, note: null });
    expect(taxTreatment({ country: 'GB' }, business('GB'), rates)).toEqual({ kind: 'standard', rate: 2000, note: null });
  });

  it('reverses the charge for a business in another country of a VAT area', () => {
    const reverse = { kind: 'reverse-charge', rate: 0, note: 'Reverse charge' };
    expect(taxTreatment({ country: 'DE' }, business('FR'), rates)).toEqual(reverse);
    expect(taxTreatment({ country: 'GB' }, business('DE'), rates)).toEqual(reverse);
    expect(taxTreatment({ country: 'FR' }, business('GB'), rates)).toEqual(reverse);
  });

  it("charges no VAT to a consumer outside the seller's area, saying why", () => {
    expect(taxTreatment({ country: 'DE' }, consumer('GB'), rates)).toEqual({
      kind: 'outside-scope',
      rate: 0,
      note: 'Outside the scope of VAT: the customer is outside the EU',
    });
    expect(taxTreatment({ country: 'GB' }, consumer('FR'), rates)).toEqual({
      kind: 'outside-scope',
      rate: 0,
      note: 'Outside the scope of VAT: the customer is outside the UK',
    });
    expect(taxTreatment({ country: 'DE' }, consumer('US'), rates).kind).toBe('outside-scope');
  });

  it('charges no VAT to any customer in a country without a VAT area, business or not', () => {
    for (const buyer of [business('CH', 'CHE123456789MWST'), business('NO', 'NO123456789MVA'), business('US', '12-3456789'), consumer('CH')]) {
      expect(taxTreatment({ country: 'DE' }, buyer, rates)).toEqual({
        kind: 'outside-scope',
        rate: 0,
        note: 'Outside the scope of VAT: the customer is outside the EU',
      });
      expect(taxTreatment({ country: 'GB' }, buyer, rates).kind).toBe('outside-scope');
    }
  });

  it('charges no VAT when the seller is outside the EU and the UK', () => {
    const none = { kind: 'outside-scope', rate: 0, note: 'No VAT charged' };
    expect(taxTreatment({ country: 'US' }, consumer('DE'), rates)).toEqual(none);
    expect(taxTreatment({ country: 'CH' }, business('FR'), rates)).toEqual(none);
    expect(taxTreatment({ country: 'US' }, consumer('US'), rates)).toEqual(none);
  });

  it('takes a blank VAT number as none', () => {
    expect(taxTreatment({ country: 'DE' }, { country: 'FR', vatNumber: '' }, rates)).toEqual({ kind: 'standard', rate: 2000, note: null });
  });

  it("falls back to the seller's rate, then to no rate, when the owner's table lacks the country", () => {
    expect(taxTreatment({ country: 'DE' }, consumer('FR'), { DE: 1900 })).toEqual({ kind: 'standard', rate: 1900, note: null });
    expect(taxTreatment({ country: 'DE' }, consumer('FR'), {})).toEqual({ kind: 'standard', rate: 0, note: null });
    expect(taxTreatment({ country: 'DE' }, consumer('FR'), { FR: 0, DE: 1900 })).toEqual({ kind: 'standard', rate: 0, note: null });
  });

  it("reads only the table's own countries", () => {
    expect(taxTreatment({ country: 'DE' }, consumer('FR'), Object.create({ FR: 5500 }) as Record<string, number>).rate).toBe(0);
  });
});

describe('priceWithTax', () => {
  const net = (rate: number) => ({ pricesInclude: 'net' as const, sellerRate: 1900, rate });
  const gross = (sellerRate: number, rate: number) => ({ pricesInclude: 'gross' as const, sellerRate, rate });

  it('adds the VAT to a net price, rounding half up to the minor unit', () => {
    expect(priceWithTax(1999, net(2000))).toEqual({ netMinor: 1999, vatMinor: 400, grossMinor: 2399 });
    expect(priceWithTax(24900, net(1900))).toEqual({ netMinor: 24900, vatMinor: 4731, grossMinor: 29631 });
    expect(priceWithTax(1, net(2550))).toEqual({ netMinor: 1, vatMinor: 0, grossMinor: 1 });
    expect(priceWithTax(2, net(2550))).toEqual({ netMinor: 2, vatMinor: 1, grossMinor: 3 });
    expect(priceWithTax(14, net(2500))).toEqual({ netMinor: 14, vatMinor: 4, grossMinor: 18 });
    expect(priceWithTax(24900, net(0))).toEqual({ netMinor: 24900, vatMinor: 0, grossMinor: 24900 });
  });

  it('rounds exact halves up, on net and on gross prices', () => {
    expect(priceWithTax(50, net(1900))).toEqual({ netMinor: 50, vatMinor: 10, grossMinor: 60 });
    expect(priceWithTax(100, net(2550))).toEqual({ netMinor: 100, vatMinor: 26, grossMinor: 126 });
    expect(priceWithTax(3, gross(2000, 0))).toEqual({ netMinor: 3, vatMinor: 0, grossMinor: 3 });
    expect(priceWithTax(3, gross(2000, 2000))).toEqual({ netMinor: 3, vatMinor: 0, grossMinor: 3 });
  });

  it("keeps a gross price exactly as entered for a customer at the seller's rate", () => {
    expect(priceWithTax(24900, gross(1900, 1900))).toEqual({ netMinor: 20924, vatMinor: 3976, grossMinor: 24900 });
    expect(priceWithTax(1999, gross(2000, 2000))).toEqual({ netMinor: 1666, vatMinor: 333, grossMinor: 1999 });
    expect(priceWithTax(1, gross(2550, 2550))).toEqual({ netMinor: 1, vatMinor: 0, grossMinor: 1 });
    for (let price = 0; price <= 5000; price += 1) {
      for (const rate of [1700, 1900, 2000, 2100, 2550, 2700]) expect(priceWithTax(price, gross(rate, rate)).grossMinor).toBe(price);
    }
  });

  it("charges a customer at another rate the price net of the seller's VAT plus their own", () => {
    expect(priceWithTax(11900, gross(1900, 2000))).toEqual({ netMinor: 10000, vatMinor: 2000, grossMinor: 12000 });
    expect(priceWithTax(24900, gross(1900, 2550))).toEqual({ netMinor: 20924, vatMinor: 5336, grossMinor: 26260 });
    expect(priceWithTax(1999, gross(2000, 1700))).toEqual({ netMinor: 1666, vatMinor: 283, grossMinor: 1949 });
  });

  it('charges a reverse-charge or outside-scope customer the net of a gross price', () => {
    expect(priceWithTax(11900, gross(1900, 0))).toEqual({ netMinor: 10000, vatMinor: 0, grossMinor: 10000 });
    expect(priceWithTax(24900, gross(1900, 0))).toEqual({ netMinor: 20924, vatMinor: 0, grossMinor: 20924 });
  });

  it('takes a gross price as net when the seller has no rate of its own', () => {
    expect(priceWithTax(24900, gross(0, 0))).toEqual({ netMinor: 24900, vatMinor: 0, grossMinor: 24900 });
    expect(priceWithTax(24900, gross(0, 2000))).toEqual({ netMinor: 24900, vatMinor: 4980, grossMinor: 29880 });
  });

  it('stays exact for amounts whose products with 10000 are past what a double holds', () => {
    const large = 900_719_925_474_099; // 2^53 / 10, about nine trillion in major units
    expect(priceWithTax(large, net(2000))).toEqual({ netMinor: large, vatMinor: 180_143_985_094_820, grossMinor: 1_080_863_910_568_919 });
    expect(priceWithTax(large, gross(2000, 2000))).toEqual({ netMinor: 750_599_937_895_083, vatMinor: 150_119_987_579_016, grossMinor: large });
    expect(priceWithTax(Number.MAX_SAFE_INTEGER, gross(1900, 1900)).grossMinor).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('mirrors a negative amount (a credit note) to the minor unit', () => {
    expect(priceWithTax(-1999, net(2000))).toEqual({ netMinor: -1999, vatMinor: -400, grossMinor: -2399 });
    expect(priceWithTax(-24900, gross(1900, 2550))).toEqual({ netMinor: -20924, vatMinor: -5336, grossMinor: -26260 });
  });

  it('refuses amounts that are not whole minor units and rates that are not basis points', () => {
    expect(() => priceWithTax(19.99, net(2000))).toThrow(RangeError);
    expect(() => priceWithTax(Number.NaN, net(2000))).toThrow(RangeError);
    expect(() => priceWithTax(1999, net(20.5))).toThrow(RangeError);
    expect(() => priceWithTax(1999, net(-2000))).toThrow(RangeError);
    expect(() => priceWithTax(1999, gross(Number.POSITIVE_INFINITY, 2000))).toThrow(RangeError);
    expect(() => priceWithTax(Number.MAX_SAFE_INTEGER, net(1900))).toThrow(RangeError);
  });
});
