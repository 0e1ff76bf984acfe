import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';

export class PaypalEmailInput {
  @ApiProperty({ example: 'payments@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'paypalEmail must be a valid e-mail address' })
  @MaxLength(254)
  paypalEmail: string;
}

export class PaypalEmailRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  paypalEmail: string;
  createdAt: Date;
  updatedAt: Date;
}

class CheckoutFields {
  @ApiProperty({ example: '_xclick' }) cmd: string;
  @ApiProperty({ description: 'The stored payment e-mail' }) business: string;
  @ApiProperty() item_name: string;
  @ApiProperty({ example: '1' }) item_number: string;
  @ApiProperty({ example: '249.00' }) amount: string;
  @ApiProperty({ example: '1' }) no_shipping: string;
  @ApiProperty({ example: 'USD' }) currency_code: string;
  @ApiProperty() notify_url: string;
  @ApiProperty() cancel_return: string;
  @ApiProperty() return: string;
  @ApiProperty({ description: 'The order id' }) custom: string;
  @ApiProperty({ description: 'The order id' }) invoice: string;
}

/** What the pay-now page posts, as a standard PayPal checkout form. */
export class CheckoutDto {
  /** PayPal's checkout address (or the built-in simulator's) */
  action: string;
  @ApiProperty({ enum: ['live', 'sandbox', 'simulator'] }) mode: string;
  @ApiProperty({ type: CheckoutFields }) fields: CheckoutFields;
}
