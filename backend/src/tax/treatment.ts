import { taxArea } from './rates.js';

export type TaxTreatment =
  | { kind: 'standard'; rate: number; note: null }
  | { kind: 'reverse-charge'; rate: 0; note: 'Reverse charge' }
  | { kind: 'outside-scope'; rate: 0; note: string };

const AREA_NAMES = { EU: 'the EU', GB: 'the UK' } as const;

const rateOf = (rates: Record<string, number>, country: string): number | undefined => (Object.hasOwn(rates, country) ? rates[country] : undefined);

/**
 * How VAT applies to one sale of services, by the product's rules: a business in another VAT
 * area's country accounts for the VAT itself (reverse charge), a customer beyond the seller's
 * area pays none, and everyone else pays the VAT of their own country (the EU's one-stop shop).
 */
export function taxTreatment(seller: { country: string }, buyer: { country: string; vatNumber: string | null }, rates: Record<string, number>): TaxTreatment {
  const sellerArea = taxArea(seller.country);
  if (!sellerArea) return { kind: 'outside-scope', rate: 0, note: 'No VAT charged' };
  const buyerArea = taxArea(buyer.country);
  if (buyer.vatNumber && buyerArea && buyer.country !== seller.country) return { kind: 'reverse-charge', rate: 0, note: 'Reverse charge' };
  if (buyerArea !== sellerArea) {
    return { kind: 'outside-scope', rate: 0, note: `Outside the scope of VAT: the customer is outside ${AREA_NAMES[sellerArea]}` };
  }
  return { kind: 'standard', rate: rateOf(rates, buyer.country) ?? rateOf(rates, seller.country) ?? 0, note: null };
}

const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/** numerator / denominator (positive) to the nearest integer, halves away from zero, so a credit note mirrors its invoice to the minor unit. */
function roundedQuotient(numerator: bigint, denominator: bigint): bigint {
  const whole = (2n * (numerator < 0n ? -numerator : numerator) + denominator) / (2n * denominator);
  return numerator < 0n ? -whole : whole;
}

/**
 * The net, VAT and gross of a price as the seller entered it. A gross price is what a customer
 * at the seller's own rate pays; anyone else pays its net plus their own VAT (WooCommerce's
 * default for customers outside the shop's base country). Amounts go through bigint, since a
 * large price times 10000 is past the integers a double holds exactly.
 */
export function priceWithTax(
  priceMinor: number,
  options: { pricesInclude: 'net' | 'gross'; sellerRate: number; rate: number },
): { netMinor: number; vatMinor: number; grossMinor: number } {
  const { pricesInclude, sellerRate, rate } = options;
  if (!Number.isSafeInteger(priceMinor)) throw new RangeError(`${priceMinor} is not an amount in minor units`);
  for (const basisPoints of [sellerRate, rate]) {
    if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`${basisPoints} is not a VAT rate in basis points`);
  }
  const price = BigInt(priceMinor);
  const net = pricesInclude === 'net' ? price : roundedQuotient(price * 10000n, 10000n + BigInt(sellerRate));
  const vat = pricesInclude === 'gross' && rate === sellerRate ? price - net : roundedQuotient(net * BigInt(rate), 10000n);
  const total = net + vat;
  if (total > MAX_MINOR || -total > MAX_MINOR) throw new RangeError(`${priceMinor} with VAT is past the amounts kept exactly`);
  return { netMinor: Number(net), vatMinor: Number(vat), grossMinor: Number(total) };
}
