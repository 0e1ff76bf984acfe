import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsObject, IsOptional, Min, ValidateIf } from 'class-validator';
import { COUNTRY_CODES } from '../common/countries.js';
import { PRICES_INCLUDE, type PricesInclude } from './tax-settings.entity.js';

export class TaxSettingsInput {
  /** The seller's country (ISO 3166-1 alpha-2); null: no VAT is charged */
  @ApiProperty({ type: String, nullable: true, enum: COUNTRY_CODES, enumName: 'CountryCode' })
  @ValidateIf((_, value) => value !== null)
  @IsIn(COUNTRY_CODES, { message: 'sellerCountry must be the ISO 3166-1 alpha-2 code of a country, or null' })
  sellerCountry: string | null;

  /** net: VAT is added to the packages' prices; gross: the prices hold the seller's own VAT */
  @ApiProperty({ enum: PRICES_INCLUDE })
  @IsIn(PRICES_INCLUDE)
  pricesInclude: PricesInclude;

  /** VAT rate per customer country in basis points (2000 = 20 %), from 0 to 10000 */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: 10000 }, example: { DE: 1900, GB: 2000 } })
  @IsObject()
  rates: Record<string, number>;

  /** The version read, as If-Match: a save after a newer one is refused with 409 */
  @ApiProperty({ type: Number, required: false })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;
}

export class TaxSettingsRecord extends TaxSettingsInput {
  @ApiProperty({ required: true }) override version: number;
  updatedAt: Date;
  /** What the owner must know: the product applies these figures; it does not check them */
  @ApiProperty({ example: 'You are responsible for these rates…' }) responsibility: string;
}
