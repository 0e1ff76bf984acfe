import { ApiProperty } from '@nestjs/swagger';
import { ExportedProject } from '../projects/portal-export.js';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUTH_TEXTS } from '../auth/texts.js';
import { EmailField, PasswordField, TokenDto } from '../auth/dto/credentials.dto.js';
import { MESSAGE_STATUSES, type MessageStatus } from '../messages/message.entity.js';
import { OrderRecord } from '../orders/orders.dto.js';

/** The password the account has now, asked again before a change that matters; any stored length. */
function CurrentPasswordField({ required = true } = {}): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ maxLength: 128, format: 'password', required })(target, key);
    if (!required) IsOptional()(target, key);
    IsString({ message: AUTH_TEXTS.passwordRequired })(target, key);
    IsNotEmpty({ message: AUTH_TEXTS.passwordRequired })(target, key);
    MaxLength(128, { message: 'Maximum 128 Characters' })(target, key);
  };
}

export class ChangePasswordDto {
  @CurrentPasswordField()
  currentPassword: string;

  /** The same rules as at registration */
  @PasswordField()
  newPassword: string;
}

export class ChangeEmailDto {
  /** Where the confirmation link goes; the account moves there once it is opened */
  @EmailField()
  newEmail: string;

  @CurrentPasswordField()
  currentPassword: string;
}

/** The link mailed to a new address; the account's password is needed when it is not opened where the account is signed in. */
export class ConfirmEmailChangeDto extends TokenDto {
  @CurrentPasswordField({ required: false })
  currentPassword?: string;
}

export class DeleteAccountDto {
  @CurrentPasswordField()
  currentPassword: string;
}

export class ExportedAccount {
  email: string;
  createdAt: Date;
  emailVerified: boolean;
  @ApiProperty({ type: Date, nullable: true })
  emailVerifiedAt: Date | null;
}

export class ExportedOrder extends OrderRecord {
  @ApiProperty({ format: 'uuid', nullable: true })
  accountId: string | null;
}

export class ExportedPayment {
  /** PayPal's transaction id */
  txnId: string;
  @ApiProperty({ format: 'uuid' })
  orderId: string;
  /** as PayPal reported it, in the currency's decimals */
  amount: string;
  currency: string;
  @ApiProperty({ type: String, nullable: true })
  payerEmail: string | null;
  duplicate: boolean;
  @ApiProperty({ type: Date, nullable: true })
  refundedAt: Date | null;
  createdAt: Date;
}

export class ExportedMessage {
  @ApiProperty({ format: 'uuid' })
  _id: string;
  name: string;
  email: string;
  @ApiProperty({ type: String, nullable: true })
  number: string | null;
  subject: string;
  message: string;
  /** Read or UnRead; absent for a message held for review as likely spam */
  @ApiProperty({ enum: MESSAGE_STATUSES, required: false })
  messageStatus?: MessageStatus;
  /** true for a message the contact form's spam checks held for review */
  heldAsSpam: boolean;
  createdAt: Date;
}

export class ExportedSubscription {
  subemail: string;
  createdAt: Date;
}

/** Everything the site keeps about the signed-in account, downloaded as my-data.json. */
export class AccountExportDto {
  exportedAt: Date;
  account: ExportedAccount;
  /** every order of the account, all fields */
  orders: ExportedOrder[];
  /** PayPal payments received for those orders */
  payments: ExportedPayment[];
  /** messages sent through the contact form with the account's address; only once the address is confirmed, as until then it may be someone else's */
  messages: ExportedMessage[];
  /** the client portal: each project of the account with its answers, stages, messages, deliverables' metadata, approvals and site reports */
  @ApiProperty({ type: [ExportedProject] })
  projects: ExportedProject[];
  /** the newsletter subscription of the account's address (confirmed addresses only) */
  @ApiProperty({ type: ExportedSubscription, nullable: true })
  newsletter: ExportedSubscription | null;
  /** why messages and newsletter are empty, when the address is not confirmed yet */
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
}
