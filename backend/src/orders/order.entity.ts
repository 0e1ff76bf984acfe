import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Account } from '../auth/account.entity.js';
import { oneOf } from '../common/check-constraints.js';
import { minorUnits } from '../common/money.js';
import { BILLINGS, PricingPackage, type Billing } from '../pricing/pricing-package.entity.js';

/** The database's CHECK constraints (migration orders-payments) hold these same lists; statuses.spec and migration-drift.spec compare them. */
export const PAYMENT_STATUSES = ['UnPaid', 'Paid', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What an Admin sets by hand; Cancelled is the customer's, by cancelling an unpaid order. */
export const ADMIN_PAYMENT_STATUSES = ['UnPaid', 'Paid'] as const satisfies readonly PaymentStatus[];
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];
export const ORDER_STATUSES = ['Pending', 'Delivered'] as const;
export const VIES_STATUSES = ['valid', 'invalid', 'unavailable'] as const;
export type ViesStatus = (typeof VIES_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

@Entity('customer_order')
@Check('customer_order_price_minor_check', '"price_minor" >= 0')
@Check('customer_order_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES))
@Check('customer_order_order_status_check', oneOf('order_status', ORDER_STATUSES))
@Check('customer_order_billing_check', oneOf('billing', BILLINGS))
@Check('customer_order_vat_rate_check', '"vat_rate" >= 0')
@Check('customer_order_vies_status_check', oneOf('vies_status', VIES_STATUSES))
// Newest first: the migration orders created_at and id DESC, which TypeORM cannot declare; a B-tree serves either order.
@Index('order_newest', ['createdAt', '_id'])
@Index('order_customer_newest', ['customerEmail', 'createdAt', '_id'])
@Index('order_status_newest', ['paymentStatus', 'createdAt', '_id'])
@Index('order_changed', ['updatedAt', '_id'])
// The search by a part of the e-mail; its operator class (gin_trgm_ops) is the migration's, as TypeORM cannot declare one.
@Index('order_customer_email_search', ['customerEmail'], { type: 'gin' })
export class Order {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ name: 'package_id', type: 'uuid' })
  @ForeignKey(() => PricingPackage, { name: 'customer_order_package_id_fkey' })
  packageId: string;

  @Column({ name: 'package_name', type: 'varchar', length: 80 })
  packageName: string;

  /** what the customer pays: the package's price when ordered with its VAT, in the currency's minor units (the API's packagePrice is major units) */
  @Column({ name: 'price_minor', type: 'bigint', transformer: minorUnits })
  priceMinor: number;

  /** the package's currency when ordered */
  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  /** the package's billing when ordered: a recurring one is paid by a PayPal subscription */
  @Column({ type: 'varchar', length: 10, default: 'once' })
  billing: Billing;

  /** null once the account was deleted: a paid order stays for the accounts, anonymised (AccountService.remove) */
  @Column({ name: 'account_id', type: 'uuid', nullable: true })
  @ForeignKey(() => Account, { name: 'customer_order_account_id_fkey' })
  accountId: string | null;

  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ name: 'customer_name', type: 'varchar', length: 100 })
  customerName: string;

  @Column({ name: 'customer_address', type: 'varchar', length: 300 })
  customerAddress: string;

  @Column({ name: 'customer_country', type: 'varchar', length: 100 })
  customerCountry: string;

  /** the legal name of the buyer's business, for its invoices; null for a consumer */
  @Column({ name: 'customer_company', type: 'varchar', length: 200, nullable: true })
  customerCompany: string | null;

  /** the business's VAT number as checked for its country's format, normalised (DE123456789) */
  @Column({ name: 'customer_vat_number', type: 'varchar', length: 20, nullable: true })
  customerVatNumber: string | null;

  /** the VAT rate in priceMinor, basis points, fixed when ordering (0: none, reverse charge or outside scope) */
  @Column({ name: 'vat_rate', type: 'int', default: 0 })
  vatRate: number;

  /** what the invoice says about the VAT: "Reverse charge", "Outside the scope of VAT…"; null when charged */
  @Column({ name: 'tax_note', type: 'varchar', length: 200, nullable: true })
  taxNote: string | null;

  /** what the EU's VIES said of the VAT number, when asked; it never blocks an order */
  @Column({ name: 'vies_status', type: 'varchar', length: 12, nullable: true })
  viesStatus: ViesStatus | null;

  @Column({ name: 'payment_status', type: 'varchar', length: 10, default: 'UnPaid' })
  paymentStatus: PaymentStatus;

  @Column({ name: 'order_status', type: 'varchar', length: 10, default: 'Pending' })
  orderStatus: OrderStatus;

  /**
   * When the order last became Paid; null unless Paid. Set and cleared by the database
   * (migration 1763871650000-charts), whoever changes the status; the revenue chart's months.
   */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true, select: false })
  paidAt: Date | null;

  /** MM/DD/YYYY, en-US, as the spec shows it */
  @Column({ name: 'order_date', type: 'varchar', length: 10 })
  orderDate: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** milliseconds, as the API gives it: a mirror's `updatedSince` is then the stored time itself */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
