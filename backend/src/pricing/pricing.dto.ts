import { ApiProperty } from '@nestjs/swagger';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { CURRENCIES } from '../common/money.js';
import { BILLINGS, POINT_FIELDS, type Billing } from './pricing-package.entity.js';

export const OFFER_LIMITS = { points: 30, pointLength: 200, description: 2000, name: 80 } as const;

export class PricingInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(OFFER_LIMITS.name)
  packageName: string;

  @ApiProperty({
    description: "The price of the one payment or of each period, in the currency's major units (at most its decimals: none in HUF, JPY, TWD)",
    example: 49,
  })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100_000_000)
  packagePrice: number;

  @ApiProperty({ enum: CURRENCIES, required: false, default: 'USD', description: 'A currency PayPal accepts (ISO 4217)' })
  @IsOptional()
  @IsIn(CURRENCIES, { message: 'currency must be a currency PayPal accepts' })
  currency?: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  packageButtonText: string;

  @ApiProperty({ required: false, maxLength: OFFER_LIMITS.description })
  @IsOptional()
  @IsString()
  @MaxLength(OFFER_LIMITS.description)
  description?: string;

  /** What the package includes, in order; any number up to 30. Sent, it replaces the ten point fields (which are its first ten) */
  @ApiProperty({ type: [String], required: false, maxItems: OFFER_LIMITS.points })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(OFFER_LIMITS.points)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(OFFER_LIMITS.pointLength, { each: true })
  points?: string[];

  @ApiProperty({ enum: BILLINGS, required: false, default: 'once', description: 'One payment, or a retainer billed every month, quarter or year' })
  @IsOptional()
  @IsIn(BILLINGS)
  billing?: Billing;

  /** How many periods a retainer runs (2 to 52, PayPal's limits); null or absent: until cancelled */
  @ApiProperty({ type: Number, nullable: true, required: false, minimum: 2, maximum: 52 })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(2)
  @Max(52)
  periods?: number | null;

  /** The first period's price when it differs (a setup fee); null or absent: as every period */
  @ApiProperty({ type: Number, nullable: true, required: false })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100_000_000)
  setupPrice?: number | null;

  @ApiProperty({ required: false, default: false })
  @IsOptional()
  @IsBoolean()
  featured?: boolean;

  /** false: off the pricing page, ordered through its /order-now link only */
  @ApiProperty({ required: false, default: true })
  @IsOptional()
  @IsBoolean()
  listed?: boolean;

  /** Place on the pricing page, lowest first */
  @ApiProperty({ required: false, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000)
  position?: number;

  /** The version the package was read at, as If-Match: a save after a newer one is refused with 409 (Admin reads carry it) */
  @ApiProperty({ type: Number, required: false })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;

  /** When an Admin deleted it while it had orders (Admin reads; null when on offer). Read-only: sent back, it is ignored */
  @ApiProperty({ type: String, format: 'date-time', nullable: true, required: false, readOnly: true })
  @Allow()
  archivedAt?: Date | string | null;
}

// The spec's ten point fields are declared once; optional now that a package has any number of points.
for (const field of POINT_FIELDS) {
  Reflect.defineMetadata('design:type', String, PricingInput.prototype, field);
  IsOptional()(PricingInput.prototype, field);
  IsString()(PricingInput.prototype, field);
  MaxLength(OFFER_LIMITS.pointLength)(PricingInput.prototype, field);
  ApiProperty({ type: String, maxLength: OFFER_LIMITS.pointLength, required: false, description: 'The spec’s name for a point: points[0] to points[9]' })(
    PricingInput.prototype,
    field,
  );
}

export class PricingRecord extends PricingInput {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: CURRENCIES, required: true })
  override currency: string;

  @ApiProperty({ type: [String], required: true })
  override points: string[];

  @ApiProperty({ enum: BILLINGS, required: true })
  override billing: Billing;

  @ApiProperty({ type: Number, nullable: true, required: true })
  override periods: number | null;

  @ApiProperty({ type: Number, nullable: true, required: true })
  override setupPrice: number | null;

  @ApiProperty({ required: true })
  override description: string;

  @ApiProperty({ required: true })
  override featured: boolean;

  @ApiProperty({ required: true })
  override listed: boolean;

  createdAt: Date;

  updatedAt: Date;
}

export type PricingFields = PricingInput & Partial<Record<(typeof POINT_FIELDS)[number], string>>;
