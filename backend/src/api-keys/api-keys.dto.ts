import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDateString, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../common/scopes.decorator.js';
import { API_KEY_TEXTS } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A key to create. */
export class ApiKeyInput {
  /**
   * what the key is for, to tell keys apart
   * @example "Accounting export"
   */
  @Transform(trim)
  @IsString({ message: API_KEY_TEXTS.nameRequired })
  @MinLength(1, { message: API_KEY_TEXTS.nameRequired })
  @MaxLength(100, { message: API_KEY_TEXTS.nameTooLong })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['orders:read'] })
  @IsArray({ message: API_KEY_TEXTS.scopesRequired })
  @ArrayNotEmpty({ message: API_KEY_TEXTS.scopesRequired })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true, message: API_KEY_TEXTS.badScope(API_KEY_SCOPES) })
  scopes: ApiKeyScope[];

  /**
   * when the key stops working (an instant or a date, read as its midnight UTC); absent, it works until revoked
   * @example "2027-12-31T00:00:00Z"
   */
  @IsOptional()
  @IsDateString({ strict: true })
  expiresAt?: string;
}

/** A key as the back office lists it: never its secret. */
export class ApiKeyRecord {
  @ApiProperty({ format: 'uuid' })
  id: string;
  /** @example "Accounting export" */
  name: string;
  /**
   * the key's first characters
   * @example "rk_1a2b3c4d"
   */
  prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['orders:read'] })
  scopes: ApiKeyScope[];
  @ApiProperty({ type: Date, nullable: true })
  expiresAt: Date | null;
  createdAt: Date;
  /** within a minute */
  @ApiProperty({ type: Date, nullable: true })
  lastUsedAt: Date | null;
  @ApiProperty({ type: Date, nullable: true })
  revokedAt: Date | null;
}

/** A new key with its whole text, which is shown this once and never again. */
export class CreatedApiKey extends ApiKeyRecord {
  /**
   * send as `Authorization: Bearer <token>`
   * @example "rk_1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6Qm7tKp4vRz8LcY3nB6fJd1sGa5eXhW2uN9oPiT0yUrE"
   */
  token: string;
}
