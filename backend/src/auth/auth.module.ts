import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { Account, EmailVerification, PasswordReset, RefreshToken, SetupToken } from './account.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { jwtKey } from './jwt-key.js';
import { JwtStrategy } from './jwt.strategy.js';
import { SetupService } from './setup.service.js';
import { TwoFactorController } from './two-factor.controller.js';
import { AccountTotp, RecoveryCode, SignInChallenge } from './two-factor.entity.js';
import { TwoFactorService } from './two-factor.service.js';
import { Passkey, WebAuthnChallenge } from './passkey.entity.js';
import { PasskeySignInController, PasskeysController } from './passkeys.controller.js';
import { PasskeysService } from './passkeys.service.js';

@Global()
@Module({
  imports: [
    PassportModule,
    TypeOrmModule.forFeature([
      Account,
      RefreshToken,
      PasswordReset,
      EmailVerification,
      SetupToken,
      AccountTotp,
      RecoveryCode,
      SignInChallenge,
      Passkey,
      WebAuthnChallenge,
    ]),
    JwtModule.registerAsync({
      inject: [SETTINGS],
      useFactory: (settings: Settings) => ({ secret: jwtKey(settings), signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, TwoFactorController, PasskeysController, PasskeySignInController],
  providers: [AuthService, JwtStrategy, SetupService, TwoFactorService, PasskeysService],
  exports: [AuthService, SetupService],
})
export class AuthModule {}
