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

/** PayPal Payments Standard's form: a Buy Now (`_xclick`, amount) or, for a retainer, a Subscribe button (`_xclick-subscriptions`, a3/p3/t3…). */
class CheckoutFields {
  @ApiProperty({ example: '_xclick', enum: ['_xclick', '_xclick-subscriptions'] }) cmd: string;
  @ApiProperty({ description: 'The stored payment e-mail' }) business: string;
  @ApiProperty() item_name: string;
  @ApiProperty({ example: '1' }) item_number: string;
  @ApiProperty({ example: '249.00', required: false, description: 'A one-off payment' }) amount?: string;
  @ApiProperty({ required: false, example: '1', description: 'Subscribe: no note to the seller' }) no_note?: string;
  @ApiProperty({ required: false, example: '1500.00', description: "Subscribe: the first period's price, when it differs" }) a1?: string;
  @ApiProperty({ required: false, example: '1' }) p1?: string;
  @ApiProperty({ required: false, enum: ['M', 'Y'] }) t1?: string;
  @ApiProperty({ required: false, example: '1200.00', description: "Subscribe: each period's price" }) a3?: string;
  @ApiProperty({ required: false, example: '1', description: 'Subscribe: the period length' }) p3?: string;
  @ApiProperty({ required: false, enum: ['M', 'Y'], description: 'Subscribe: the period unit' }) t3?: string;
  @ApiProperty({ required: false, example: '1', description: 'Subscribe: payments recur' }) src?: string;
  @ApiProperty({ required: false, example: '1', description: 'Subscribe: PayPal retries a failed payment' }) sra?: string;
  @ApiProperty({ required: false, example: '6', description: 'Subscribe: how many regular payments (absent: until cancelled)' }) srt?: string;
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
