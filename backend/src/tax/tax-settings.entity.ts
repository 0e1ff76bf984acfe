import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

export const PRICES_INCLUDE = ['net', 'gross'] as const;
export type PricesInclude = (typeof PRICES_INCLUDE)[number];

/** The seller's tax facts and the owner's table of VAT rates per customer country: one row. */
@Entity('tax_settings')
@Check('tax_settings_singleton_check', '"id" = 1')
@Check('tax_settings_prices_include_check', `"prices_include" IN ('net', 'gross')`)
export class TaxSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  /** ISO 3166-1 alpha-2; null: no VAT is charged (the product's behaviour before taxes) */
  @Column({ name: 'seller_country', type: 'varchar', length: 2, nullable: true })
  sellerCountry: string | null;

  /** whether the packages' prices are entered without VAT (added on top) or with the seller's own VAT in them */
  @Column({ name: 'prices_include', type: 'varchar', length: 5, default: 'net' })
  pricesInclude: PricesInclude;

  /** basis points per customer country (2000 = 20 %) */
  @Column({ type: 'jsonb' })
  rates: Record<string, number>;

  @VersionColumn({ type: 'int', default: 1 })
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
