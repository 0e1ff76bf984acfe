import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-docs.js';
import { IdParam } from '../common/ids.js';
import { Public } from '../common/public.decorator.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { AccountFailureLimit, RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { AuthService } from './auth.service.js';
import { SessionDto } from './dto/credentials.dto.js';
import {
  AddPasskeyInput,
  AddedPasskeyDto,
  PasskeyAssertionInput,
  PasskeyDto,
  PasskeyOptionsDto,
  RenamePasskeyInput,
  SecondFactorPasskeyInput,
  SecondFactorTokenInput,
} from './passkeys.dto.js';
import { PasskeysService } from './passkeys.service.js';
import { setSessionCookies } from './session-cookies.js';
import { PasswordCheckInput } from './two-factor.dto.js';
import { CurrentUser, type Viewer } from './viewer.js';

/** The signed-in account's passkeys: several, named, each revocable. Adding or removing one mails the account and ends its other sign-ins. */
@ApiTags('account')
@Controller('account/passkeys')
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly auth: AuthService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getPasskeys',
    summary: 'The account’s passkeys',
    description: 'Each passkey’s name, when it was added and last used; never the key.',
  })
  @ApiOkResponse({ type: [PasskeyDto] })
  getPasskeys(@CurrentUser() viewer: Viewer): Promise<PasskeyDto[]> {
    return this.passkeys.list(viewer);
  }

  @RateLimit(10, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Post('options')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startPasskey',
    summary: 'Start adding a passkey',
    description:
      'Asks for the current password, then gives the options for the browser to make a passkey (navigator.credentials.create). The challenge is kept by the server for five minutes and is good once; send the browser’s answer to POST /api/account/passkeys.',
  })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiErrors({ 400: 'The current password is wrong', 409: 'The account has 20 passkeys' })
  async startPasskey(@CurrentUser() viewer: Viewer, @Body() body: PasswordCheckInput): Promise<PasskeyOptionsDto> {
    return { options: { ...(await this.passkeys.registrationOptions(viewer, body.currentPassword)) } };
  }

  @RateLimit(10, 60)
  @Post()
  @ApiOperation({
    operationId: 'addPasskey',
    summary: 'Add a passkey',
    description:
      'Checks the browser’s answer against the challenge handed to this account and keeps the passkey’s public key under the name given. It signs in without a password and stands as the second factor of a password sign-in. Every other sign-in of the account ends and the account is mailed; the account’s first second factor also brings ten recovery codes, shown this once.',
  })
  @ApiCreatedResponse({ type: AddedPasskeyDto })
  @ApiErrors({ 400: 'The answer does not match the challenge, or the challenge expired or was used', 409: 'The passkey is on an account already' })
  async addPasskey(
    @CurrentUser() viewer: Viewer,
    @Body() body: AddPasskeyInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AddedPasskeyDto> {
    const { passkey, recoveryCodes, session } = await this.passkeys.register(
      viewer,
      (await this.auth.presentedSession(request))?.familyId,
      body.name,
      body.response,
    );
    setSessionCookies(reply, this.settings, session);
    return { passkey, recoveryCodes };
  }

  @RateLimit(30, 60)
  @Patch(':id')
  @ApiOperation({ operationId: 'renamePasskey', summary: 'Rename a passkey', description: 'Changes the name only.' })
  @ApiOkResponse({ type: PasskeyDto })
  @ApiErrors({ 404: 'No such passkey on this account' })
  renamePasskey(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() body: RenamePasskeyInput): Promise<PasskeyDto> {
    return this.passkeys.rename(viewer, id, body.name);
  }

  @RateLimit(10, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Delete(':id')
  @ApiOperation({
    operationId: 'removePasskey',
    summary: 'Remove a passkey',
    description: 'Asks for the current password; the passkey no longer signs in, every other sign-in of the account ends and the account is mailed.',
  })
  @ApiOkResponse({ type: [PasskeyDto], description: 'The passkeys left' })
  @ApiErrors({ 400: 'The current password is wrong', 404: 'No such passkey on this account' })
  async removePasskey(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() body: PasswordCheckInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PasskeyDto[]> {
    const session = await this.passkeys.remove(viewer, (await this.auth.presentedSession(request))?.familyId, id, body.currentPassword);
    setSessionCookies(reply, this.settings, session);
    return this.passkeys.list(viewer);
  }
}

/** Signing in with a passkey: without a password, or as the second step of a password sign-in. */
@ApiTags('auth')
@Controller('auth')
export class PasskeySignInController {
  constructor(
    private readonly passkeys: PasskeysService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Public()
  @RateLimit(20, 60)
  @Post('passkey/options')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startPasskeySignIn',
    summary: 'Start a sign-in with a passkey',
    description:
      'Options for the browser to sign in with any passkey of this site it holds (navigator.credentials.get), with the user verified on the device. The challenge is kept five minutes and is good once; send the answer to POST /api/auth/passkey.',
  })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  async startPasskeySignIn(): Promise<PasskeyOptionsDto> {
    return { options: { ...(await this.passkeys.signInOptions()) } };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('passkey')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'signInWithPasskey',
    summary: 'Sign in with a passkey',
    description:
      'Checks the browser’s answer (signature, origin, challenge, the user verified) and sets the session cookies; no password and no code are asked for, the passkey being two factors in one. Failures are limited per address, and ten in 15 minutes on one account answer 429.',
  })
  @ApiOkResponse({ type: SessionDto, description: 'Signed in (cookies set)' })
  @ApiErrors({ 401: 'The passkey is unknown, or its answer could not be checked, or the challenge expired or was used', 429: 'Too many failures' })
  async signInWithPasskey(@Body() body: PasskeyAssertionInput, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    const session = await this.passkeys.signIn(body.response);
    setSessionCookies(reply, this.settings, session);
    return { viewer: session.viewer };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('login/second-factor/passkey-options')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startPasskeySecondFactor',
    summary: 'Start the second step of a sign-in with a passkey',
    description: 'Takes the token a sign-in answered with and gives the options for the browser to sign with one of the account’s passkeys.',
  })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiErrors({ 401: 'The sign-in expired or had too many wrong codes', 409: 'The account has no passkey' })
  async startPasskeySecondFactor(@Body() body: SecondFactorTokenInput): Promise<PasskeyOptionsDto> {
    return { options: { ...(await this.passkeys.secondFactorOptions(body.token)) } };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('login/second-factor/passkey')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'loginSecondFactorPasskey',
    summary: 'Finish a sign-in with a passkey',
    description:
      'The second step of a password sign-in with one of the account’s passkeys instead of a code; sets the session cookies. A refusal counts as a wrong code does (five end the sign-in, ten in 15 minutes hold the account).',
  })
  @ApiOkResponse({ type: SessionDto, description: 'Signed in (cookies set)' })
  @ApiErrors({ 401: 'The passkey’s answer could not be checked, or the sign-in expired', 429: 'Too many wrong codes for the account' })
  async loginSecondFactorPasskey(@Body() body: SecondFactorPasskeyInput, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    const session = await this.passkeys.completeSecondFactor(body.token, body.response);
    setSessionCookies(reply, this.settings, session);
    return { viewer: session.viewer };
  }
}
