import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn, VersionColumn } from 'typeorm';
import { money } from '../common/money.js';

export const PACKAGE_NAMES = ['Basic', 'Standard', 'Premium'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

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
type PointField = (typeof POINT_FIELDS)[number];

@Entity('pricing_package')
@Unique('UQ_pricing_package_name', ['packageName'])
@Check('pricing_package_package_price_check', '"package_price" >= 0')
export class PricingPackage {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ name: 'package_name', type: 'varchar', length: 20 })
  packageName: PackageName;

  @Column({ name: 'package_price', type: 'numeric', precision: 10, scale: 2, transformer: money })
  packagePrice: number;

  @Column({ name: 'package_button_text', type: 'varchar', length: 100 })
  packageButtonText: string;

  @Column({ type: 'jsonb' })
  points: Record<PointField, string>;

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
