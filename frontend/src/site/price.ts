import type { PricingRecord } from '@rankwell/api-client';

/**
 * A price as the site shows it. USD keeps the spec's look ($99, $249.50); any other currency is
 * written the reader's way by Intl ($ for USD, € for EUR, ¥ for JPY), with decimals only when the
 * price has them.
 */
export function formatPrice(price: number, currency = 'USD', locale = 'en-US'): string {
  if (currency === 'USD') return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
  const digits = Number.isInteger(price) ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(price);
}

/** The currencies in which PayPal takes no decimals (the server's CURRENCY_EXPONENTS says the same). */
const WHOLE_CURRENCIES: readonly string[] = ['HUF', 'JPY', 'TWD'];

/** How many decimals PayPal takes in a currency: 0 for HUF, JPY and TWD, else 2. */
export const decimalsOf = (currency: string): number => (WHOLE_CURRENCIES.includes(currency) ? 0 : 2);

/**
 * An amount as the back office and the customer's screens write it: the site's locale (the
 * Brand & site setting), PayPal's decimals, any currency. The API sends exact amounts as text
 * ("1200.00") or as a number; both read the same.
 */
export function formatMoney(amount: number | string, currency: string, locale?: string): string {
  const digits = decimalsOf(currency);
  return new Intl.NumberFormat(locale || 'en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    Number(amount),
  );
}

const PERIOD_NAMES = { month: 'month', quarter: 'quarter', year: 'year' } as const;

type Billed = Pick<PricingRecord, 'billing' | 'periods' | 'setupPrice' | 'currency'>;

/** A recurring package's period beside its price ("/ month"); null for a one-off package. */
export const billingPeriod = (plan: Pick<PricingRecord, 'billing'>): string | null => (plan.billing === 'once' ? null : `/ ${PERIOD_NAMES[plan.billing]}`);

/** A retainer's term and first payment, read under its price ("6 months · first month €500"); null when neither applies. */
export function billingDetails(plan: Billed, locale?: string): string | null {
  if (plan.billing === 'once') return null;
  const period = PERIOD_NAMES[plan.billing];
  const details = [
    plan.periods ? `${plan.periods} ${period}s` : null,
    plan.setupPrice !== null ? `first ${period} ${formatPrice(plan.setupPrice, plan.currency, locale)}` : null,
  ].filter(Boolean);
  return details.length ? details.join(' · ') : null;
}

/** Period and details in one line, for lists: "/ month · 6 months · first month €500". */
export const billingTerms = (plan: Billed, locale?: string): string | null =>
  plan.billing === 'once' ? null : [billingPeriod(plan), billingDetails(plan, locale)].filter(Boolean).join(' · ');

/** The spec's ten point fields of a package; the API still sends the first ten points under them. */
export const PACKAGE_POINTS = [
  'packagePointOne',
  'packagePointTwo',
  'packagePointThree',
  'packagePointFour',
  'packagePointFive',
  'packagePointSix',
  'packagePointSeven',
  'packagePointEight',
  'packagePointNine',
  'packagePointTen',
] as const;

/** The id of a package's card on the pricing page, so a link (and the structured data) can point at it. */
export const packageAnchor = (packageName: string) =>
  `package-${packageName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
