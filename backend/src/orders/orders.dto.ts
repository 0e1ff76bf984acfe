import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { COUNTRY_CODES } from '../common/countries.js';
import { toMajor } from '../common/money.js';
import { BILLINGS, type Billing } from '../pricing/pricing-package.entity.js';
import { PageQuery } from '../common/pagination/page.dto.js';
import { apiShape, type ApiShape } from '../common/api-shape.js';
import {
  ADMIN_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminPaymentStatus,
  type Order,
  type OrderStatus,
  type PaymentStatus,
  VIES_STATUSES,
  type ViesStatus,
} from './order.entity.js';

const either = (values: readonly string[]) => values.join(' or ');

const CANCELLED = ['Cancelled'] as const satisfies readonly PaymentStatus[];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A new order. The customer chooses the package and gives name, address and country; the
 * package name and price, e-mail, statuses and date are the server's to set. The spec's
 * clients also send those, so they are accepted and overridden.
 */
export class NewOrderInput {
  @ApiProperty({ description: 'The pricing package ordered (the {id} of /order-now/{id})' })
  @IsUUID('all', { message: 'packageId must be the id of a pricing package' })
  packageId: string;

  /** @example "Jane Doe" */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  customerName: string;

  /** @example "12 Harbour Street, Springfield, IL 62701" */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  customerAddress: string;

  /** A business's legal name, for its invoices (required with a VAT number) */
  @ApiProperty({ required: false, example: 'Weber Digital GmbH' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  customerCompany?: string;

  /** A business's VAT number, checked for its country's format (DE123456789); with one, a business in another country of a VAT area is reverse-charged */
  @ApiProperty({ required: false, example: 'DE123456789' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(30)
  customerVatNumber?: string;

  // The list is part of the contract, so the order form offers exactly what the API takes.
  @ApiProperty({
    description: 'The ISO 3166-1 alpha-2 code of the country (US, DE); lower case is taken too',
    example: 'US',
    enum: COUNTRY_CODES,
    enumName: 'CountryCode',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @IsIn(COUNTRY_CODES, { message: 'customerCountry must be the ISO 3166-1 alpha-2 code of a country, such as US or DE' })
  customerCountry: string;

  /** Ignored: taken from the stored package */
  @IsOptional()
  @IsString()
  @MaxLength(80)
  packageName?: string;

  /** Ignored: taken from the stored package */
  @IsOptional()
  packagePrice?: unknown;

  /** Ignored: the signed-in account is the customer */
  @IsOptional()
  @IsString()
  @MaxLength(254)
  customerEmail?: string;

  /** Ignored: a new order is UnPaid */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  paymentStatus?: string;

  /** Ignored: a new order is Pending */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  orderStatus?: string;

  /** Ignored: the server dates the order */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  orderDate?: string;
}

export class OrderRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) packageId: string;
  packageName: string;
  /** In the order's currency, its decimals (USD unless the package was priced in another) */
  packagePrice: number;
  @ApiProperty({ example: 'USD', description: 'ISO 4217, the currency the package was priced in when ordered' }) currency: string;
  @ApiProperty({ enum: BILLINGS, description: 'once, or the period a retainer is billed in' }) billing: Billing;
  customerEmail: string;
  customerName: string;
  customerAddress: string;
  /** An ISO 3166-1 alpha-2 code; orders placed before the country was chosen from a list hold the text typed then */
  customerCountry: string;
  /** A business's legal name; null for a consumer */
  @ApiProperty({ type: String, nullable: true }) customerCompany: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'DE123456789' }) customerVatNumber: string | null;
  /** What the EU's VIES said of customerVatNumber when asked (a deployment asks after the order); null: not asked (yet) */
  @ApiProperty({ type: String, nullable: true, enum: VIES_STATUSES }) viesStatus: ViesStatus | null;
  /** The VAT in packagePrice, in basis points (2000 = 20 %); 0 when none is charged */
  vatRate: number;
  /** What the invoices say about VAT: Reverse charge, Outside the scope of VAT…; null when it is charged */
  @ApiProperty({ type: String, nullable: true }) taxNote: string | null;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  @ApiProperty({ example: '11/23/2026', description: 'MM/DD/YYYY' }) orderDate: string;
  createdAt: Date;
  /** when anything of the order last changed (its statuses, a payment): what a mirror syncs by, with `updatedSince` */
  updatedAt: Date;
  /** In lists and single reads: the customer's account confirmed customerEmail through a mailed link */
  customerVerified?: boolean;
}

export const ORDER_SORTS = ['newest', 'updated'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export class OrderQuery extends PageQuery {
  @IsOptional()
  @IsIn(PAYMENT_STATUSES)
  paymentStatus?: PaymentStatus;

  /** Admins: part of a customer e-mail to search for */
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  /** Only the caller's own orders, also for an Admin */
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true')
  @IsBoolean()
  mine?: boolean;

  /** only orders of this order status */
  @IsOptional()
  @IsIn(ORDER_STATUSES)
  orderStatus?: OrderStatus;

  /** only orders placed at or after this time (ISO 8601, e.g. 2026-11-01 or 2026-11-01T00:00:00Z) */
  @ApiProperty({ required: false, type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  createdFrom?: string;

  /** only orders placed before this time (ISO 8601) */
  @ApiProperty({ required: false, type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  createdBefore?: string;

  /**
   * only orders changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
   * holds, with `sort=updated`, and pages until a page is short
   */
  @ApiProperty({ required: false, type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  updatedSince?: string;

  /** `newest` (placed, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in) */
  @ApiProperty({ enum: ORDER_SORTS, required: false, default: 'newest' })
  @IsOptional()
  @IsIn(ORDER_SORTS)
  sort?: OrderSort;
}

export class PaymentStatusInput {
  @IsIn(ADMIN_PAYMENT_STATUSES, { message: `paymentStatus must be ${either(ADMIN_PAYMENT_STATUSES)}` })
  paymentStatus: AdminPaymentStatus;
}

export class OrderStatusInput {
  @IsIn(ORDER_STATUSES, { message: `orderStatus must be ${either(ORDER_STATUSES)}` })
  orderStatus: OrderStatus;
}

export class CancelInput {
  @IsOptional()
  @IsIn(CANCELLED, { message: `paymentStatus must be ${either(CANCELLED)}` })
  paymentStatus?: (typeof CANCELLED)[number];
}

export class TotalDto {
  @ApiProperty({ description: 'USD, two decimals', example: 249 }) total: number;
  @ApiProperty({ example: '$249.00' }) formatted: string;
}

/** The agency as its receipts name it. */
export class ReceiptSeller {
  /** The legal name (Brand & site), or the site's name until one is set */
  name: string;
  /** The postal address (Business details), one line per line; null until set */
  address: string | null;
  /** The tax or VAT number (Business details); null until set */
  taxId: string | null;
}

/** Everything a receipt for a paid order prints. */
export class ReceiptDto {
  /** The order: its id is the order number; customer name, address and country as ordered */
  order: OrderRecord;
  seller: ReceiptSeller;
  @ApiProperty({ example: 'PayPal' }) paymentMethod: string;
  /** PayPal's transaction id of the payment that paid the order; null when an Admin marked it Paid by hand */
  transactionId: string | null;
  /** When PayPal's payment arrived; null when an Admin marked the order Paid by hand */
  paidAt: Date | null;
  /** What was paid, two decimals */
  amount: number;
  @ApiProperty({ example: 'USD' }) currency: string;
}

/**
 * An order as the API and its webhooks show it: the documented fields and no others, so a column
 * added to the table (the account's id, a timestamp kept for the accounts) never reaches a
 * customer, an API key or a webhook receiver until OrderRecord names it.
 */
export function orderRecord(order: Order & { customerVerified?: boolean }): ApiShape<OrderRecord> {
  const record: OrderRecord = {
    _id: order._id,
    packageId: order.packageId,
    packageName: order.packageName,
    packagePrice: toMajor(order.priceMinor, order.currency),
    currency: order.currency,
    billing: order.billing,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    customerAddress: order.customerAddress,
    customerCountry: order.customerCountry,
    customerCompany: order.customerCompany,
    customerVatNumber: order.customerVatNumber,
    viesStatus: order.viesStatus,
    vatRate: order.vatRate,
    taxNote: order.taxNote,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    orderDate: order.orderDate,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
  if (order.customerVerified !== undefined) record.customerVerified = order.customerVerified;
  return apiShape(record);
}

/** What the order mails say of an order: its price in major units, as formatAmount reads it. */
export const orderFacts = (order: Order) => ({
  orderId: order._id,
  packageName: order.packageName,
  packagePrice: toMajor(order.priceMinor, order.currency),
  currency: order.currency,
});
