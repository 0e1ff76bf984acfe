import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PACKAGE_NAMES, POINT_FIELDS, type PackageName } from './pricing-package.entity.js';

export class PricingInput {
  @IsIn(PACKAGE_NAMES, { message: `packageName must be one of: ${PACKAGE_NAMES.join(', ')}` })
  packageName: PackageName;

  @ApiProperty({ description: 'Price in USD, at most two decimals', example: 49 })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1_000_000)
  packagePrice: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  packageButtonText: string;

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

// The ten points are declared once and added to both classes.
for (const field of POINT_FIELDS) {
  Reflect.defineMetadata('design:type', String, PricingInput.prototype, field);
  IsString()(PricingInput.prototype, field);
  IsNotEmpty()(PricingInput.prototype, field);
  MaxLength(200)(PricingInput.prototype, field);
  ApiProperty({ type: String, maxLength: 200 })(PricingInput.prototype, field);
}

export class PricingRecord extends PricingInput {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  createdAt: Date;

  updatedAt: Date;
}

export type PricingFields = PricingInput & Record<(typeof POINT_FIELDS)[number], string>;
