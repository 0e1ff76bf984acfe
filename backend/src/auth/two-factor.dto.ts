import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class TwoFactorStateDto {
  /** an authenticator app is confirmed: sign-in asks for its code */
  totp: boolean;
  /** an app was started but not confirmed with a code yet */
  pending: boolean;
  recoveryCodesLeft: number;
}

export class PasswordCheckInput {
  @IsString()
  @IsNotEmpty({ message: 'currentPassword is required' })
  @MaxLength(200)
  currentPassword: string;
}

export class TotpCodeInput {
  /**
   * the 6 digits the app shows now
   * @example "123456"
   */
  @IsString()
  @Matches(/^\s*\d{6}\s*$/, { message: 'code must be the 6 digits your app shows' })
  code: string;
}

export class TotpSetupDto {
  /** the secret in base32, for typing into the app */
  secret: string;
  /** the otpauth:// address a QR code holds */
  uri: string;
}

export class RecoveryCodesDto {
  /** one-time codes (xxxx-xxxx-xxxx), shown this once: keep them somewhere safe */
  recoveryCodes: string[];
}
