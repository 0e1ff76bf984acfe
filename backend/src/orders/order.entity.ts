import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { money } from '../common/money.js';

/** The database's CHECK constraints (migration orders-payments) hold these same lists; a test compares them. */
export const PAYMENT_STATUSES = ['UnPaid', 'Paid', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What an Admin sets by hand; Cancelled is the customer's, by cancelling an unpaid order. */
export const ADMIN_PAYMENT_STATUSES = ['UnPaid', 'Paid'] as const satisfies readonly PaymentStatus[];
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];
export const ORDER_STATUSES = ['Pending', 'Delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

@Entity('customer_order')
export class Order {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ name: 'package_id', type: 'uuid' })
  packageId: string;

  @Column({ name: 'package_name', type: 'varchar', length: 20 })
  packageName: string;

  @Column({ name: 'package_price', type: 'numeric', precision: 10, scale: 2, transformer: money })
  packagePrice: number;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ name: 'customer_name', type: 'varchar', length: 100 })
  customerName: string;

  @Column({ name: 'customer_address', type: 'varchar', length: 300 })
  customerAddress: string;

  @Column({ name: 'customer_country', type: 'varchar', length: 100 })
  customerCountry: string;

  @Column({ name: 'payment_status', type: 'varchar', length: 10 })
  paymentStatus: PaymentStatus;

  @Column({ name: 'order_status', type: 'varchar', length: 10 })
  orderStatus: OrderStatus;

  /** MM/DD/YYYY, en-US, as the spec shows it */
  @Column({ name: 'order_date', type: 'varchar', length: 10 })
  orderDate: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
