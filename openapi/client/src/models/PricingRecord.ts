/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PricingRecord = {
  _id: string;
  /**
   * When an Admin deleted it while it had orders (Admin reads; null when on offer). Read-only: sent back, it is ignored
   */
  readonly archivedAt?: string | null;
  /**
   * One payment, or a retainer billed every month, quarter or year
   */
  billing: 'once' | 'month' | 'quarter' | 'year';
  createdAt: string;
  /**
   * A currency PayPal accepts (ISO 4217)
   */
  currency: 'AUD' | 'BRL' | 'CAD' | 'CHF' | 'CNY' | 'CZK' | 'DKK' | 'EUR' | 'GBP' | 'HKD' | 'HUF' | 'ILS' | 'JPY' | 'MXN' | 'MYR' | 'NOK' | 'NZD' | 'PHP' | 'PLN' | 'SEK' | 'SGD' | 'THB' | 'TWD' | 'USD';
  description: string;
  featured: boolean;
  /**
   * false: off the pricing page, ordered through its /order-now link only
   */
  listed: boolean;
  packageButtonText: string;
  packageName: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointEight?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointFive?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointFour?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointNine?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointOne?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointSeven?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointSix?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointTen?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointThree?: string;
  /**
   * The spec’s name for a point: points[0] to points[9]
   */
  packagePointTwo?: string;
  /**
   * The price of the one payment or of each period, in the currency's major units (at most its decimals: none in HUF, JPY, TWD)
   */
  packagePrice: number;
  /**
   * How many periods a retainer runs (2 to 52, PayPal's limits); null or absent: until cancelled
   */
  periods: number | null;
  /**
   * What the package includes, in order; any number up to 30. Sent, it replaces the ten point fields (which are its first ten)
   */
  points: Array<string>;
  /**
   * Place on the pricing page, lowest first
   */
  position?: number;
  /**
   * The first period's price when it differs (a setup fee); null or absent: as every period
   */
  setupPrice: number | null;
  updatedAt: string;
  /**
   * The version the package was read at, as If-Match: a save after a newer one is refused with 409 (Admin reads carry it)
   */
  version?: number;
};

