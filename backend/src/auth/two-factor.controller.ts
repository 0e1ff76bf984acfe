import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Inject } from '@nestjs/common';
import { SETTINGS, type Settings } from '../config/settings.js';
import { ApiErrors } from '../common/api-docs.js';
import { AccountFailureLimit, RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { AuthService } from './auth.service.js';
import { setSessionCookies } from './session-cookies.js';
import { CurrentUser, type Viewer } from './viewer.js';
import { TwoFactorService } from './two-factor.service.js';
import { PasswordCheckInput, RecoveryCodesDto, TotpCodeInput, TotpSetupDto, TwoFactorStateDto } from './two-factor.dto.js';

/** The signed-in account's second factor: its authenticator app and recovery codes. Every change mails the account and ends its other sign-ins. */
@ApiTags('account')
@Controller('account/two-factor')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getTwoFactor',
    summary: 'Whether two-factor sign-in is on',
    description: 'The state of the account’s authenticator app and how many recovery codes are left.',
  })
  @ApiOkResponse({ type: TwoFactorStateDto })
  getTwoFactor(@CurrentUser() viewer: Viewer): Promise<TwoFactorStateDto> {
    return this.twoFactor.state(viewer);
  }

  @RateLimit(10, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Post('totp')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startTotp',
    summary: 'Start setting up an authenticator app',
    description:
      'Asks for the current password, then gives a new secret (as text and as an otpauth:// address for a QR code). Nothing changes at sign-in until a code from the app confirms it (POST /api/account/two-factor/totp/confirm).',
  })
  @ApiOkResponse({ type: TotpSetupDto })
  @ApiErrors({ 400: 'The current password is wrong', 409: 'Two-factor sign-in is on already' })
  startTotp(@CurrentUser() viewer: Viewer, @Body() body: PasswordCheckInput): Promise<TotpSetupDto> {
    return this.twoFactor.start(viewer, body.currentPassword);
  }

  @RateLimit(10, 60)
  @Post('totp/confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmTotp',
    summary: 'Turn two-factor sign-in on with a first code',
    description:
      'A code from the app proves it holds the secret: sign-in asks for a code from now on, ten one-time recovery codes are made (shown this once), every other sign-in of the account ends and the account is mailed.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors({ 400: 'The code is wrong', 409: 'Nothing to confirm, or it is on already' })
  async confirmTotp(
    @CurrentUser() viewer: Viewer,
    @Body() body: TotpCodeInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecoveryCodesDto> {
    const { recoveryCodes, session } = await this.twoFactor.confirm(viewer, (await this.auth.presentedSession(request))?.familyId, body.code);
    setSessionCookies(reply, this.settings, session);
    return { recoveryCodes };
  }

  @RateLimit(10, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Delete()
  @ApiOperation({
    operationId: 'disableTwoFactor',
    summary: 'Turn two-factor sign-in off',
    description: 'Asks for the current password; the app and the recovery codes are removed, every other sign-in ends and the account is mailed.',
  })
  @ApiOkResponse({ type: TwoFactorStateDto })
  @ApiErrors({ 400: 'The current password is wrong', 409: 'Two-factor sign-in is not on' })
  async disableTwoFactor(
    @CurrentUser() viewer: Viewer,
    @Body() body: PasswordCheckInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TwoFactorStateDto> {
    const session = await this.twoFactor.disable(viewer, (await this.auth.presentedSession(request))?.familyId, body.currentPassword);
    setSessionCookies(reply, this.settings, session);
    return this.twoFactor.state(viewer);
  }

  @RateLimit(10, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'renewRecoveryCodes',
    summary: 'Make new recovery codes',
    description: 'Asks for the current password; ten new one-time codes (shown this once) replace the earlier ones, and the account is mailed.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors({ 400: 'The current password is wrong', 409: 'Two-factor sign-in is not on' })
  async renewRecoveryCodes(@CurrentUser() viewer: Viewer, @Body() body: PasswordCheckInput): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.twoFactor.renewRecoveryCodes(viewer, body.currentPassword) };
  }
}
