import type { ValueTransformer } from 'typeorm';

/**
 * The currencies PayPal accepts, with the decimals PayPal takes in each. PayPal refuses decimals
 * in HUF, JPY and TWD although ISO 4217 gives HUF and TWD two: an amount is kept in the minor
 * units PayPal counts, so every amount it is sent or sends back converts exactly.
 */
export const CURRENCY_EXPONENTS = {
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 0,
  ILS: 2,
  JPY: 0,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  PHP: 2,
  PLN: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TWD: 0,
  USD: 2,
} as const;

export type Currency = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as Currency[];

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && Object.hasOwn(CURRENCY_EXPONENTS, value);

export function exponentOf(currency: string): number {
  if (!isCurrency(currency)) throw new RangeError(`${currency} is not a currency PayPal accepts`);
  return CURRENCY_EXPONENTS[currency];
}

/**
 * A decimal amount as text ("249", "249.5", "1500") in minor units, or null when it has more
 * decimals than the currency takes or is not a plain non-negative amount. Text in, so no
 * binary fraction ever rounds a price.
 */
export function parseMinor(amount: string, currency: string): number | null {
  const exponent = exponentOf(currency);
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > exponent) return null;
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** Minor units as the decimal text PayPal expects: 24950 USD → "249.50", 1500 JPY → "1500". */
export function formatMinor(minor: number, currency: string): string {
  const exponent = exponentOf(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return exponent === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** A number in major units (the API's packagePrice) in minor units, or null when it has too many decimals. */
export function toMinor(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  // A JSON number such as 19.99 is the nearest binary fraction; its shortest text is what was typed.
  return parseMinor(String(amount).includes('e') ? amount.toFixed(exponentOf(currency)) : String(amount), currency);
}

export const toMajor = (minor: number, currency: string): number => Number(formatMinor(minor, currency));

/** How a reader sees an amount: the locale's own symbol and separators, PayPal's decimals. */
export function displayMoney(minor: number, currency: string, locale = 'en-US'): string {
  const exponent = exponentOf(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(
    toMajor(minor, currency),
  );
}

/** bigint columns come back from PostgreSQL as text; amounts stay far below 2^53. */
export const minorUnits: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** The spec's Total Sales and total spent: USD with two decimals and no grouping ($1992.00). */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** An amount in major units (an order's price) as mails and exports show it: $249.00, €1,234.56, ¥1,500. */
export function formatAmount(amount: number, currency = 'USD', locale = 'en-US'): string {
  return displayMoney(parseMinor(amount.toFixed(exponentOf(currency)), currency) ?? 0, currency, locale);
}
