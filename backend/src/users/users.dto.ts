import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { ACCOUNT_STATUSES, USER_ROLES, type AccountStatus, type UserRole } from './admin-user.entity.js';

export class UserInput {
  @ApiProperty({ example: 'owner@example.com', maxLength: 254 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'userEmail must be a valid e-mail address' })
  @MaxLength(254)
  userEmail: string;

  @ApiProperty({ enum: USER_ROLES, default: 'Admin', required: false })
  @IsOptional()
  @IsIn(USER_ROLES, { message: `userRole must be one of: ${USER_ROLES.join(', ')}` })
  userRole?: UserRole;
}

export class UserRecord {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  userEmail: string;

  @ApiProperty({ enum: USER_ROLES })
  userRole: UserRole;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** A roster entry in the list, with the state of the account that holds its address. */
export class UserListRecord extends UserRecord {
  @ApiProperty({
    enum: ACCOUNT_STATUSES,
    description: 'verified: the account proved it owns the address (only then does the entry make it Admin); unverified; none: nobody registered it yet',
  })
  account: AccountStatus;
}
