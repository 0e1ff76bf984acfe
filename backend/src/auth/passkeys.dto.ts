import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_TEXTS } from './texts.js';

export class PasskeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** the name its owner gave it, such as the device it is on */
  name: string;

  createdAt: Date;

  /** the last sign-in it made, or null */
  @ApiProperty({ type: Date, nullable: true })
  lastUsedAt: Date | null;
}

export class PasskeyOptionsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The WebAuthn options to hand to the browser (PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON), as @simplewebauthn/browser takes them',
  })
  options: Record<string, unknown>;
}

export class AddPasskeyInput {
  /**
   * a name to tell it apart, such as the device it is on
   * @example "Work laptop"
   */
  @IsString({ message: PASSKEY_TEXTS.nameRequired })
  @IsNotEmpty({ message: PASSKEY_TEXTS.nameRequired })
  @MaxLength(60, { message: 'The name is at most 60 characters' })
  name: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The browser’s answer (RegistrationResponseJSON) to the options' })
  @IsObject()
  response: RegistrationResponseJSON;
}

export class AddedPasskeyDto {
  passkey: PasskeyDto;

  /** the account’s first second factor brings one-time recovery codes, shown this once; null otherwise */
  @ApiProperty({ type: [String], nullable: true })
  recoveryCodes: string[] | null;
}

export class RenamePasskeyInput {
  /** @example "Phone" */
  @IsString({ message: PASSKEY_TEXTS.nameRequired })
  @IsNotEmpty({ message: PASSKEY_TEXTS.nameRequired })
  @MaxLength(60, { message: 'The name is at most 60 characters' })
  name: string;
}

export class PasskeyAssertionInput {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The browser’s answer (AuthenticationResponseJSON) to the options' })
  @IsObject()
  response: AuthenticationResponseJSON;
}

export class SecondFactorTokenInput {
  /** the token the sign-in answered with (`secondFactor.token`) */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

export class SecondFactorPasskeyInput extends SecondFactorTokenInput {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The browser’s answer (AuthenticationResponseJSON) to the options' })
  @IsObject()
  response: AuthenticationResponseJSON;
}
