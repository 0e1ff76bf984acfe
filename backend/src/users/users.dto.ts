import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { USER_ROLES, type AccountStatus, type UserRole } from './admin-user.entity.js';

export class UserInput {
  @ApiProperty({ example: 'owner@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'userEmail must be a valid e-mail address' })
  @MaxLength(254)
  userEmail: string;

  /** Admin (the default, the spec's), a staff role beside it (Editor, Author, Sales, Bookkeeping, Delivery), or User (listed, no back office) */
  @ApiProperty({ default: 'Admin', enum: USER_ROLES })
  @IsOptional()
  @IsIn(USER_ROLES, { message: `userRole must be one of: ${USER_ROLES.join(', ')}` })
  userRole?: UserRole;
}

export class UserRecord {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  userEmail: string;

  @ApiProperty({ enum: USER_ROLES })
  userRole: UserRole;

  /** the one Owner: the first Admin, until they make another Admin Owner */
  isOwner: boolean;

  createdAt: Date;

  updatedAt: Date;
}

/** A roster entry in the list, with the state of the account that holds its address. */
export class UserListRecord extends UserRecord {
  /** verified: the account proved it owns the address (only then does the entry make it Admin); unverified; none: nobody registered it yet */
  account: AccountStatus;
}

export class TeamSettingsDto {
  /** every member of the team must sign in with a second factor */
  @IsBoolean()
  requireTwoFactor: boolean;
}
