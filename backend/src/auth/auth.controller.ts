import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiOperation,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/public.decorator.js';
import { AccountFailureLimit, RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { AuthService, type IssuedSession } from './auth.service.js';
import {
  CredentialsDto,
  ForgotPasswordDto,
  MessageDto,
  RegisterDto,
  VerifiedDto,
  ResetPasswordDto,
  SecondFactorInput,
  SessionDto,
  SetupCheckDto,
  SetupDto,
  TokenDto,
  VerifyEmailDto,
} from './dto/credentials.dto.js';
import { SetupService } from './setup.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { randomUUID } from 'node:crypto';
import { AUTH_TEXTS } from './texts.js';
import { clearSessionCookies, presentedRefreshToken, setSessionCookies } from './session-cookies.js';
import { ACCESS_COOKIE } from './tokens.js';

const bearerToken = (request: FastifyRequest) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
import { CurrentUser, type Viewer } from './viewer.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('auth', 'Sign-up, sign-in and sessions of people: cookies for the site’s own pages. Programs use an API key instead.')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly setup: SetupService,
    private readonly twoFactor: TwoFactorService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Public()
  @RateLimit(10, 60)
  @Post('register')
  @ApiCreatedResponse({ type: SessionDto, description: 'Account created and signed in (cookies set)' })
  @ApiBadRequestResponse({ description: 'Email or password invalid' })
  @ApiConflictResponse({ description: 'An account with this email exists' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  @ApiOperation({
    summary: 'Create an account',
    description:
      'Creates a customer account with an e-mail address and a password, mails a verification link and signs the new account in: the answer sets the session cookies. An address that already has an account answers 409. `returnTo`, a path of this site (the chosen offer’s order form), is kept with the link and given back when the address is confirmed; anything else (another site, `//host`, a backslash) answers 400 and creates nothing.',
  })
  async register(@Body() body: RegisterDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    return this.start(await this.auth.register(body.email, body.password, body.returnTo ?? null), reply);
  }

  @Public()
  @RateLimit(10, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto, description: 'Signed in (cookies set)' })
  @ApiUnauthorizedResponse({ description: AUTH_TEXTS.loginFailed })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  @ApiOperation({
    summary: 'Sign in',
    description:
      'Checks an e-mail address and password and sets the session cookies (an access token for 15 minutes and a refresh token). An account with two-factor sign-in sets no cookies yet: the answer’s `secondFactor.token` goes on to POST /api/auth/login/second-factor with the code. Failed attempts are limited per address and per account.',
  })
  async login(@Body() body: CredentialsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    const account = await this.auth.checkCredentials(body.email, body.password);
    const methods = await this.twoFactor.methodsFor(account._id);
    if (methods.length > 0) return { viewer: null, secondFactor: { token: await this.twoFactor.challenge(account), methods } };
    return this.start(await this.auth.issue(account, randomUUID()), reply);
  }

  @Public()
  @RateLimit(10, 60)
  @Post('login/second-factor')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto, description: 'Signed in (cookies set)' })
  @ApiUnauthorizedResponse({ description: 'The code is wrong, or the sign-in expired or had too many wrong codes' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes for the account (from any address), or requests from this address' })
  @ApiOperation({
    summary: 'Finish a sign-in with its second factor',
    description:
      'Takes the token a sign-in answered with (`secondFactor.token`) and the 6-digit code of the account’s authenticator app (accepted once) or one of its recovery codes (spent), and sets the session cookies. Five wrong codes end the sign-in; ten in 15 minutes on one account answer 429 from any address.',
  })
  async loginSecondFactor(@Body() body: SecondFactorInput, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    return this.start(await this.twoFactor.complete(body.token, body.code), reply);
  }

  @Public()
  @RateLimit(30, 60)
  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto, description: 'New access and refresh tokens (cookies set)' })
  @ApiUnauthorizedResponse({ description: 'No valid refresh token' })
  @ApiOperation({
    summary: 'Renew the session',
    description:
      'Exchanges the refresh-token cookie for new access and refresh tokens (cookies set). A refresh token works once: presenting a used one ends the whole sign-in.',
  })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    try {
      return this.start(await this.auth.refresh(presentedRefreshToken(request)), reply);
    } catch (error) {
      this.clear(reply);
      throw error;
    }
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto, description: 'The sign-in is ended: its refresh and access tokens are refused from now on' })
  @ApiOperation({
    summary: 'Sign out',
    description: 'Ends the sign-in: its refresh and access tokens are refused from now on and the cookies are cleared. Answers 200 even without a session.',
  })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.auth.logout(presentedRefreshToken(request), request.cookies[ACCESS_COOKIE] ?? bearerToken(request));
    this.clear(reply);
    return { message: 'Signed out' };
  }

  @Public()
  @RateLimit(5, 60)
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto, description: 'The same answer whether or not the address has an account, or mail can be sent right now' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  @ApiOperation({
    summary: 'Ask for a password reset link',
    description:
      'Mails a reset link when the address has an account, at most 3 an hour to one address (the links mailed before stay good). The answer is the same whether or not it has one, or a link was held back, so addresses cannot be probed.',
  })
  forgotPassword(@Body() body: ForgotPasswordDto): MessageDto {
    this.auth.forgotPassword(body.email);
    return { message: AUTH_TEXTS.resetSent };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'Link invalid, used or expired; or the password is invalid' })
  @ApiOperation({
    summary: 'Set a new password from a reset link',
    description: 'Sets the password with the token of a reset link; the link is spent and every sign-in of the account ends.',
  })
  async resetPassword(@Body() body: ResetPasswordDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.auth.resetPassword(body.token, body.password);
    this.clear(reply);
    return { message: 'Your password is set. Please log in.' };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('verify-email')
  @HttpCode(200)
  @ApiOkResponse({
    type: VerifiedDto,
    description:
      'The address is verified; a roster entry for it now makes the account Admin. Session cookies are set when a password was chosen or the sign-in was kept. `returnTo` is the path given at registration, to go on to.',
  })
  @ApiBadRequestResponse({ description: `${AUTH_TEXTS.verificationInvalid} Or: the password is invalid` })
  @ApiForbiddenResponse({ description: `${AUTH_TEXTS.verificationNeedsPassword} Nothing changed; the link still works.` })
  @ApiOperation({
    summary: 'Verify an e-mail address',
    description:
      "Confirms the account's address with the token of the verification link; every other link mailed for the account stops working. Opened in one of the account's own sign-ins (its cookies or bearer token), the password stays, that sign-in goes on with new cookies and every other sign-in ends. Opened anywhere else, it needs `password`, which replaces the account's (one chosen before the address was proved may be a stranger's), ends every sign-in and signs the prover in. Once verified, a roster entry for the address makes the account an Admin.",
  })
  async verifyEmail(@Req() request: FastifyRequest, @Body() body: VerifyEmailDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<VerifiedDto> {
    const { session, returnTo } = await this.auth.verifyEmail(body.token, await this.auth.presentedSession(request), body.password);
    if (session) setSessionCookies(reply, this.settings, session);
    return { message: AUTH_TEXTS.verified, returnTo };
  }

  @RateLimit(5, 60 * 60)
  @Post('resend-verification')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto, description: 'A new link is on its way to the signed-in account' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiConflictResponse({ description: AUTH_TEXTS.alreadyVerified })
  @ApiTooManyRequestsResponse({ description: AUTH_TEXTS.verificationTooOften })
  @ApiOperation({
    summary: 'Send the verification link again',
    description: "Mails a new verification link to the signed-in account's address; an address already verified answers 409.",
  })
  async resendVerification(@CurrentUser() viewer: Viewer): Promise<MessageDto> {
    await this.auth.resendVerification(viewer);
    return { message: AUTH_TEXTS.verificationSent };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('setup/check')
  @HttpCode(200)
  @ApiOkResponse({ type: SetupCheckDto, description: 'Whether a setup link can still create the first Admin' })
  @ApiOperation({
    summary: 'Check a setup link',
    description: 'Whether a setup link (printed by the server on first start) can still create the first Admin. Changes nothing.',
  })
  async checkSetup(@Body() body: TokenDto): Promise<SetupCheckDto> {
    return { valid: await this.setup.isValid(body.token) };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('setup')
  @ApiCreatedResponse({ type: SessionDto, description: 'The first Admin is created, verified and signed in (cookies set); the setup link is spent' })
  @ApiBadRequestResponse({ description: 'Email or password invalid' })
  @ApiForbiddenResponse({ description: `${AUTH_TEXTS.setupInvalid} Or, once an Admin exists: ${AUTH_TEXTS.setupSpent}` })
  @ApiConflictResponse({ description: `${AUTH_TEXTS.setupDone} Or: ${AUTH_TEXTS.setupWrongPassword}` })
  @ApiOperation({
    summary: 'Create the first Admin',
    description:
      "Creates the site's first Admin with the token of the setup link, verified and signed in (cookies set); the link is spent. Refused once an Admin exists.",
  })
  async completeSetup(@Body() body: SetupDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    return this.start(await this.setup.complete(body.token, body.email, body.password), reply);
  }

  @Public()
  @Get('me')
  @ApiOkResponse({ type: SessionDto, description: 'Who is signed in; viewer is null for visitors' })
  @ApiOperation({
    summary: 'Who is signed in',
    description: 'The signed-in account (e-mail, whether verified, whether Admin), or `viewer: null` for a visitor. Never answers 401 for a missing session.',
  })
  async me(@CurrentUser() viewer: Viewer | undefined): Promise<SessionDto> {
    return { viewer: viewer ? await this.auth.describe(viewer) : null };
  }

  private start(session: IssuedSession, reply: FastifyReply): SessionDto {
    setSessionCookies(reply, this.settings, session);
    return { viewer: session.viewer };
  }

  private clear(reply: FastifyReply): void {
    clearSessionCookies(reply);
  }
}
