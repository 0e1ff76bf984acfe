import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQuery } from '../common/pagination/page.dto.js';
import { ADMIN_PAYMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, type AdminPaymentStatus, type OrderStatus, type PaymentStatus } from './order.entity.js';

const either = (values: readonly string[]) => values.join(' or ');

const CANCELLED = ['Cancelled'] as const satisfies readonly PaymentStatus[];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A new order. The customer chooses the package and gives name, address and country; the
 * package name and price, e-mail, statuses and date are the server's to set. The spec's
 * clients also send those, so they are accepted and overridden.
 */
export class NewOrderInput {
  @ApiProperty({ format: 'uuid', description: 'The pricing package ordered (the {id} of /order-now/{id})' })
  @IsUUID('all', { message: 'packageId must be the id of a pricing package' })
  packageId: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  customerName: string;

  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  customerAddress: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  customerCountry: string;

  @ApiProperty({ required: false, description: 'Ignored: taken from the stored package' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  packageName?: string;

  @ApiProperty({ required: false, description: 'Ignored: taken from the stored package' })
  @IsOptional()
  packagePrice?: unknown;

  @ApiProperty({ required: false, description: 'Ignored: the signed-in account is the customer' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  customerEmail?: string;

  @ApiProperty({ required: false, description: 'Ignored: a new order is UnPaid' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  paymentStatus?: string;

  @ApiProperty({ required: false, description: 'Ignored: a new order is Pending' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  orderStatus?: string;

  @ApiProperty({ required: false, description: 'Ignored: the server dates the order' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  orderDate?: string;
}

export class OrderRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) packageId: string;
  @ApiProperty() packageName: string;
  @ApiProperty({ description: 'USD, two decimals' }) packagePrice: number;
  @ApiProperty() customerEmail: string;
  @ApiProperty() customerName: string;
  @ApiProperty() customerAddress: string;
  @ApiProperty() customerCountry: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: PaymentStatus;
  @ApiProperty({ enum: ORDER_STATUSES }) orderStatus: OrderStatus;
  @ApiProperty({ example: '11/23/2026', description: 'MM/DD/YYYY' }) orderDate: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ required: false, description: "In lists and single reads: the customer's account confirmed customerEmail through a mailed link" })
  customerVerified?: boolean;
}

export class OrderQuery extends PageQuery {
  @ApiProperty({ required: false, enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES)
  paymentStatus?: PaymentStatus;

  @ApiProperty({ required: false, description: 'Admins: part of a customer e-mail to search for' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiProperty({ required: false, description: "Only the caller's own orders, also for an Admin" })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true')
  @IsBoolean()
  mine?: boolean;
}

export class PaymentStatusInput {
  @ApiProperty({ enum: ADMIN_PAYMENT_STATUSES })
  @IsIn(ADMIN_PAYMENT_STATUSES, { message: `paymentStatus must be ${either(ADMIN_PAYMENT_STATUSES)}` })
  paymentStatus: AdminPaymentStatus;
}

export class OrderStatusInput {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: `orderStatus must be ${either(ORDER_STATUSES)}` })
  orderStatus: OrderStatus;
}

export class CancelInput {
  @ApiProperty({ enum: CANCELLED, required: false })
  @IsOptional()
  @IsIn(CANCELLED, { message: `paymentStatus must be ${either(CANCELLED)}` })
  paymentStatus?: (typeof CANCELLED)[number];
}

export class TotalDto {
  @ApiProperty({ description: 'USD, two decimals', example: 249 }) total: number;
  @ApiProperty({ example: '$249.00' }) formatted: string;
}
