import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn, VersionColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';
import { minorUnits } from '../common/money.js';

/** The spec's three packages, seeded on a fresh install; the agency names its offers as it likes. */
export const PACKAGE_NAMES = ['Basic', 'Standard', 'Premium'] as const;

/** The spec's ten point fields: the API still reads and takes the first ten points under these names. */
export const POINT_FIELDS = [
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

/** One payment, or one every month, quarter or year (PayPal's t3/p3: M 1, M 3, Y 1). */
export const BILLINGS = ['once', 'month', 'quarter', 'year'] as const;
export type Billing = (typeof BILLINGS)[number];

@Entity('pricing_package')
@Unique('UQ_pricing_package_name', ['packageName'])
@Check('pricing_package_price_minor_check', '"price_minor" >= 0')
@Check('pricing_package_setup_price_minor_check', '"setup_price_minor" >= 0')
@Check('pricing_package_billing_check', oneOf('billing', BILLINGS))
@Check('pricing_package_periods_check', '"periods" BETWEEN 2 AND 52')
@Check('pricing_package_once_check', `"billing" <> 'once' OR ("periods" IS NULL AND "setup_price_minor" IS NULL)`)
@Check('pricing_package_points_check', `jsonb_typeof("points") = 'array'`)
export class PricingPackage {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ name: 'package_name', type: 'varchar', length: 80 })
  packageName: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  /** the price of each period (or the one payment) in the currency's minor units */
  @Column({ name: 'price_minor', type: 'bigint', transformer: minorUnits })
  priceMinor: number;

  @Column({ type: 'varchar', length: 10, default: 'once' })
  billing: Billing;

  /** how many periods a retainer runs; null: until cancelled */
  @Column({ type: 'int', nullable: true })
  periods: number | null;

  /** a first period priced differently (a setup fee), PayPal's first trial period; null: as every period */
  @Column({ name: 'setup_price_minor', type: 'bigint', nullable: true, transformer: minorUnits })
  setupPriceMinor: number | null;

  @Column({ name: 'package_button_text', type: 'varchar', length: 100 })
  packageButtonText: string;

  @Column({ type: 'jsonb' })
  points: string[];

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  /** false: off the pricing page, ordered by its link only (a quote made for one client) */
  @Column({ type: 'boolean', default: true })
  listed: boolean;

  @Column({ type: 'int', default: 0 })
  position: number;

  /** set when the admin deleted a package that has orders: gone from /pricing/, still named on its orders */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  /** raised by every save; a save made from an older version is refused (409) */
  @VersionColumn({ type: 'int', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
