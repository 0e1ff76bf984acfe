import { PERMISSIONS, USER_ROLES, type Permission, type UserRole } from '../../common/permissions.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { AUTH_TEXTS } from '../texts.js';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The spec's rule (three consecutive letters) plus a real address check. */
export function EmailField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ example: 'customer@example.com', maxLength: 254 })(target, key);
    Transform(trimLower)(target, key);
    IsString({ message: AUTH_TEXTS.emailRequired })(target, key);
    IsNotEmpty({ message: AUTH_TEXTS.emailRequired })(target, key);
    MaxLength(254, { message: AUTH_TEXTS.emailInvalid })(target, key);
    Matches(/[a-z]{3}/i, { message: AUTH_TEXTS.emailInvalid })(target, key);
    IsEmail({}, { message: AUTH_TEXTS.emailInvalid })(target, key);
  };
}

export function PasswordField({ required = true } = {}): PropertyDecorator {
  return (target, key) => {
    ApiProperty({
      minLength: 6,
      maxLength: 128,
      format: 'password',
      required,
      description:
        'At least 6 characters. A password being chosen (sign-up, setup, reset, verification, change) needs at least 12 for an address the roster lists in a role of the team, and is refused (400) when it is in the list of breached passwords shipped with the product.',
    })(target, key);
    if (!required) IsOptional()(target, key);
    IsString({ message: AUTH_TEXTS.passwordRequired })(target, key);
    IsNotEmpty({ message: AUTH_TEXTS.passwordRequired })(target, key);
    MinLength(6, { message: AUTH_TEXTS.passwordTooShort })(target, key);
    MaxLength(128, { message: 'Maximum 128 Characters' })(target, key);
  };
}

export class CredentialsDto {
  @EmailField()
  email: string;

  @PasswordField()
  password: string;
}

/**
 * A path of this site and nothing else: one slash, then no backslash, whitespace or control
 * character, since browsers read a backslash as a slash and drop tabs inside an address, and
 * either turns the path into another site's address (`//host`).
 */
export const SITE_PATH = /^\/(?!\/)[^\s<>"\\\p{Cc}]*$/u;

/** An account made from the sign-up form; `returnTo` is where the registrant was going. */
export class RegisterDto extends CredentialsDto {
  /** A path of this site to go on to once the address is confirmed (the chosen offer's order form, /order-now/{id}); never another site */
  @ApiProperty({ required: false, maxLength: 500, example: '/order-now/0b9e6c1e-4a4f-4a55-9d43-1f6f1c0b8a21' })
  @IsOptional()
  @IsString({ message: AUTH_TEXTS.returnToInvalid })
  @MaxLength(500, { message: AUTH_TEXTS.returnToInvalid })
  @Matches(SITE_PATH, { message: AUTH_TEXTS.returnToInvalid })
  returnTo?: string;
}

export class ForgotPasswordDto {
  @EmailField()
  email: string;
}

export class ResetPasswordDto {
  /** The token from the e-mailed link */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @PasswordField()
  password: string;
}

export class TokenDto {
  /** The token from the link */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

/** A verification link; a password is needed when it is not opened where the account is signed in. */
export class VerifyEmailDto extends TokenDto {
  /** A new password for the account: it replaces one chosen before the address was confirmed */
  @PasswordField({ required: false })
  password?: string;
}

/** The first Admin's account, created by whoever holds the setup link the server printed. */
export class SetupDto extends CredentialsDto {
  /** The token of the setup link printed at start-up (also in DATA_DIR/setup-link) */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

export class SetupCheckDto {
  /** true while the token can still create the first Admin */
  valid: boolean;
}

class ViewerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ description: 'The account opened a link sent to its address' })
  emailVerified: boolean;

  @ApiProperty({ description: 'A member of the team: on the roster in a role that opens the back office (any but User), and the e-mail is verified' })
  isAdmin: boolean;

  @ApiProperty({ enum: USER_ROLES, nullable: true, description: 'The roster role of a member whose e-mail is verified; null for everyone else' })
  role: UserRole | null;

  @ApiProperty({ description: 'The one Owner of the site (the first Admin, transferable)' })
  isOwner: boolean;

  @ApiProperty({ enum: PERMISSIONS, isArray: true, description: 'What the role allows in the back office (the navigation shows only these screens)' })
  permissions: Permission[];

  @ApiProperty({
    description: 'The Owner requires two-factor sign-in of the team and this member has none yet: the back office refuses them (403) until they set it up',
  })
  mustEnrolTwoFactor: boolean;

  @ApiProperty({
    description:
      'A member of the team whose password predates the team’s rule (at least 12 characters, not breached): the back office refuses them (403) until they choose a new one (PUT /api/account/password)',
  })
  mustChangePassword: boolean;
}

export class SecondFactorDto {
  /** the token this sign-in goes on with (five minutes): send it with the code to POST /api/auth/login/second-factor */
  token: string;

  /** what the account may answer with: its authenticator app's code, a recovery code, or one of its passkeys (POST /api/auth/login/second-factor/passkey) */
  @ApiProperty({ enum: ['totp', 'recovery', 'passkey'], isArray: true })
  methods: ('totp' | 'recovery' | 'passkey')[];
}

export class SessionDto {
  @ApiProperty({ type: ViewerDto, nullable: true, description: 'null when nobody is signed in, or while a sign-in waits for its second factor' })
  viewer: ViewerDto | null;

  @ApiProperty({
    type: SecondFactorDto,
    required: false,
    description: 'Set when the password was right and the account asks for a second factor: no cookies are set yet',
  })
  secondFactor?: SecondFactorDto;
}

export class SecondFactorInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  /** the 6-digit code of the authenticator app, or a recovery code (xxxx-xxxx-xxxx) */
  @IsString()
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(40)
  code: string;
}

export class MessageDto {
  message: string;
}

/** The answer to a confirmed address. */
export class VerifiedDto extends MessageDto {
  /** The path of this site the registrant was going to when they signed up (given at registration), or null */
  @ApiProperty({ type: String, nullable: true, example: '/order-now/0b9e6c1e-4a4f-4a55-9d43-1f6f1c0b8a21' })
  returnTo: string | null;
}
