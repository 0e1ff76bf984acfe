import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthService } from '../auth/auth.service.js';
import { MessageDto } from '../auth/dto/credentials.dto.js';
import { clearSessionCookies, setSessionCookies } from '../auth/session-cookies.js';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { Public } from '../common/public.decorator.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { AccountFailureLimit, RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { AccountExportDto, ChangeEmailDto, ChangePasswordDto, ConfirmEmailChangeDto, DeleteAccountDto } from './account.dto.js';
import { AccountService } from './account.service.js';
import { ACCOUNT_TEXTS } from './texts.js';
import { ApiArea } from '../common/api-docs.js';

const WRONG_PASSWORD = 'Your current password is not correct, or a field is invalid';
const TOO_MANY = 'Too many attempts, or too many wrong passwords for this account';

@ApiArea('account', 'The signed-in person’s own account: password, e-mail address, data export, deletion.')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('account')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly auth: AuthService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @RateLimit(20, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Put('password')
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: WRONG_PASSWORD })
  @ApiTooManyRequestsResponse({ description: TOO_MANY })
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change your password',
    description: 'Sets a new password after checking the current one. Every other sign-in of the account ends; this one goes on with new cookies.',
  })
  async changePassword(
    @CurrentUser() viewer: Viewer,
    @Body() body: ChangePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    const session = await this.account.changePassword(viewer, await this.signInOf(request), body.currentPassword, body.newPassword);
    setSessionCookies(reply, this.settings, session);
    return { message: ACCOUNT_TEXTS.passwordChanged };
  }

  @RateLimit(5, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Post('email')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: `${WRONG_PASSWORD}; or: ${ACCOUNT_TEXTS.sameEmail}` })
  @ApiConflictResponse({ description: `${ACCOUNT_TEXTS.emailTaken} Or: the address is on the admin roster` })
  @ApiTooManyRequestsResponse({ description: `${TOO_MANY}; or: ${ACCOUNT_TEXTS.emailChangeTooOften} Or: ${ACCOUNT_TEXTS.emailChangeHeld}` })
  @ApiOperation({
    operationId: 'requestEmailChange',
    summary: 'Change your e-mail address',
    description:
      'Mails a confirmation link to the new address (and a notice to the current one) after checking the password; nothing changes until the link is opened. An address taken by another account or on the admin roster answers 409; an address sent 3 such links in the last hour answers 429.',
  })
  async requestEmailChange(@CurrentUser() viewer: Viewer, @Body() body: ChangeEmailDto): Promise<MessageDto> {
    await this.account.requestEmailChange(viewer, body.newEmail, body.currentPassword);
    return { message: ACCOUNT_TEXTS.emailChangeSent(body.newEmail) };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('email/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: `${ACCOUNT_TEXTS.emailChangeInvalid} Or: ${WRONG_PASSWORD}` })
  @ApiForbiddenResponse({ description: `${ACCOUNT_TEXTS.emailChangeNeedsPassword} Nothing changed; the link still works.` })
  @ApiConflictResponse({ description: `${ACCOUNT_TEXTS.emailTaken} Or: the address was put on the admin roster meanwhile` })
  @ApiOperation({
    operationId: 'confirmEmailChange',
    summary: 'Confirm an e-mail change',
    description:
      "Opens the link mailed to the new address: the account, its orders and its roster entry move to the new address, and every other link mailed for the account stops working. Only the account's holder confirms: the request comes from one of the account's sign-ins (its cookies or bearer token) or gives `currentPassword`; otherwise 403 and nothing changes.",
  })
  async confirmEmailChange(@Req() request: FastifyRequest, @Body() body: ConfirmEmailChangeDto): Promise<MessageDto> {
    await this.account.confirmEmailChange(body.token, await this.auth.presentedSession(request), body.currentPassword);
    return { message: ACCOUNT_TEXTS.emailChanged };
  }

  @RateLimit(10, 60)
  @Get('export')
  @ApiOkResponse({ type: AccountExportDto })
  @ApiOperation({
    operationId: 'exportAccount',
    summary: 'Download your data',
    description: 'Everything kept about the signed-in account (account, orders, payments, messages, newsletter subscription) as a my-data.json download.',
  })
  async exportAccount(@CurrentUser() viewer: Viewer, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountExportDto> {
    const data = await this.account.export(viewer);
    void reply.header('content-disposition', 'attachment; filename="my-data.json"').header('cache-control', 'no-store');
    return data;
  }

  @RateLimit(20, 60)
  @AccountFailureLimit(10, 15 * 60)
  @Delete()
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: WRONG_PASSWORD })
  @ApiConflictResponse({ description: 'The account is the only Admin of the site, or PayPal still bills one of its retainers' })
  @ApiTooManyRequestsResponse({ description: TOO_MANY })
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: 'Delete your account',
    description:
      "Deletes the signed-in account after checking its password: paid orders stay for the accounts with name, address and e-mail removed; other orders and the messages sent with the address are deleted; the cookies are cleared. The site's only Admin cannot delete itself, nor can an account whose retainer PayPal still bills: it is cancelled at PayPal first (409).",
  })
  async deleteAccount(@CurrentUser() viewer: Viewer, @Body() body: DeleteAccountDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.account.remove(viewer, body.currentPassword);
    clearSessionCookies(reply);
    return { message: ACCOUNT_TEXTS.deleted };
  }

  /** The sign-in (refresh-token family) the request's access token belongs to. */
  private async signInOf(request: FastifyRequest): Promise<string | undefined> {
    return (await this.auth.presentedSession(request))?.familyId;
  }
}
