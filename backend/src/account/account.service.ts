import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { Account, EmailChange, PasswordReset, RefreshToken } from '../auth/account.entity.js';
import { AuthService, type IssuedSession, type PresentedSession } from '../auth/auth.service.js';
import { AUTH_TEXTS } from '../auth/texts.js';
import { VERIFICATION_TTL_SECONDS, hashToken, newOpaqueToken } from '../auth/tokens.js';
import type { Viewer } from '../auth/viewer.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { TooManyRequestsException } from '../common/too-many-requests.exception.js';
import { WrongPasswordException } from '../common/wrong-password.exception.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailCapsService } from '../mail/mail-caps.js';
import { MailService } from '../mail/mail.service.js';
import { Message } from '../messages/message.entity.js';
import { SpamMessage } from '../messages/spam-message.entity.js';
import { Order } from '../orders/order.entity.js';
import { Payment } from '../payments/payment.entities.js';
import { Subscriber } from '../subscribers/subscriber.entity.js';
import { RosterService } from '../users/roster.service.js';
import type { AccountExportDto } from './account.dto.js';
import { ACCOUNT_TEXTS, DELETED_CUSTOMER_NAME } from './texts.js';

/** E-mail changes one account may ask for in an hour: each mails an address that may not be theirs. */
const EMAIL_CHANGES_PER_HOUR = 3;

/**
 * The signed-in customer's own account: password, address, their data and leaving. Every change
 * asks for the current password again, so a session left open somewhere cannot take the account.
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly auth: AuthService,
    private readonly roster: RosterService,
    private readonly mail: MailService,
    private readonly mailCaps: MailCapsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Sets a new password and signs the account out everywhere else: sessions_valid_after moves (every
   * access token issued before now is refused) and the other sign-ins' refresh tokens are revoked.
   * This sign-in (`familyId`, the access token's sid) goes on with new tokens; its old refresh token
   * counts as used, so presenting it again ends the sign-in as any replay does.
   */
  async changePassword(viewer: Viewer, familyId: string | undefined, currentPassword: string, newPassword: string): Promise<IssuedSession> {
    const account = await this.checkedAccount(viewer, currentPassword);
    const passwordHash = await this.auth.hashPassword(newPassword);
    const family = familyId ?? randomUUID();
    await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      await manager.query(`UPDATE account SET password_hash = $2, sessions_valid_after = $3 WHERE id = $1`, [account._id, passwordHash, now]);
      const tokens = manager.getRepository(RefreshToken);
      await tokens.update({ accountId: account._id, familyId: Not(family), revokedAt: IsNull() }, { revokedAt: now });
      await tokens.update({ accountId: account._id, familyId: family, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: now });
      // A reset link asked for earlier would undo the password just chosen, and an address change
      // asked for earlier may have been asked by whoever knew the old one.
      await manager.getRepository(PasswordReset).update({ accountId: account._id, usedAt: IsNull() }, { usedAt: now });
      await manager.getRepository(EmailChange).update({ accountId: account._id, usedAt: IsNull() }, { usedAt: now });
    });
    return this.auth.issue(account, family);
  }

  /**
   * Mails a link to the new address (the account moves there only when it is opened) and a notice
   * to the current one, so an owner whose session was taken hears of it. Only the newest link works.
   * Any account can name any address, so links to one new address are capped over every account;
   * the notice is capped only while the current address is unproved.
   */
  async requestEmailChange(viewer: Viewer, newEmail: string, currentPassword: string): Promise<void> {
    const account = await this.checkedAccount(viewer, currentPassword);
    if (newEmail === account.email) throw new BadRequestException(ACCOUNT_TEXTS.sameEmail);
    if (await this.dataSource.getRepository(Account).existsBy({ email: newEmail })) throw new ConflictException(ACCOUNT_TEXTS.emailTaken);
    await this.roster.refuseRosterAddress(newEmail);
    const links = this.dataSource.getRepository(EmailChange);
    const recent = await links.countBy({ accountId: account._id, createdAt: MoreThan(new Date(Date.now() - 60 * 60 * 1000)) });
    if (recent >= EMAIL_CHANGES_PER_HOUR) throw new HttpException(ACCOUNT_TEXTS.emailChangeTooOften, HttpStatus.TOO_MANY_REQUESTS);
    const held = await this.mailCaps.admit({ to: newEmail, kind: 'emailChange' }, ['emailChange', 'unproved']);
    if (held) throw new TooManyRequestsException(ACCOUNT_TEXTS.emailChangeHeld, held.retryAfterSeconds);
    const token = newOpaqueToken();
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(EmailChange).update({ accountId: account._id, usedAt: IsNull() }, { usedAt: new Date() });
      await manager.getRepository(EmailChange).insert({
        accountId: account._id,
        newEmail,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + VERIFICATION_TTL_SECONDS * 1000),
      });
    });
    const link = `${this.settings.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    this.mail.deliver({ to: newEmail, kind: 'emailChange', data: { link } });
    const notice = { to: account.email, kind: 'emailChangeNotice' } as const;
    if (account.emailVerifiedAt || !(await this.mailCaps.admit(notice, ['unverifiedAccount', 'unproved']))) {
      this.mail.deliver({ ...notice, data: { newEmail, accountUrl: `${this.settings.publicUrl}/account` } });
    }
  }

  /**
   * Opens the link mailed to the new address. Only the account's holder may confirm: the request
   * comes from one of its sign-ins, or gives its password. Otherwise whoever reads the new mailbox
   * could be made to move a stranger's account onto their own address with one click, and every
   * later roster entry for that address would make the stranger Admin. The account's own orders
   * follow it (their customer_email is what My Orders and the ownership checks read), its roster
   * entry follows it when it is its own (RosterService.followAddressChange), the address counts as
   * proved, and every other link mailed for the account is spent (AuthService.proveAddress).
   */
  async confirmEmailChange(token: string, presented: PresentedSession | null, currentPassword: string | undefined): Promise<void> {
    let done: boolean;
    try {
      done = await this.auth.spendLink(EmailChange, token, async (manager, accountId, now, link) => {
        const account = await this.auth.accountWithPassword(manager, { id: accountId });
        if (!account) return;
        // Asked for before the account's sign-ins last ended (a reset, a proof of the address, a
        // password change): by whoever held the account then.
        if (link.createdAt.getTime() < account.sessionsValidAfter.getTime()) throw new BadRequestException(ACCOUNT_TEXTS.emailChangeInvalid);
        if (presented?.accountId !== accountId) {
          if (currentPassword === undefined) throw new ForbiddenException(ACCOUNT_TEXTS.emailChangeNeedsPassword);
          if (!(await this.auth.passwordMatches(account, currentPassword))) throw new WrongPasswordException();
        }
        if (await manager.getRepository(Account).existsBy({ email: link.newEmail, _id: Not(accountId) })) throw new ConflictException(ACCOUNT_TEXTS.emailTaken);
        await this.roster.followAddressChange(manager, { id: accountId, email: account.email, verified: account.emailVerifiedAt !== null }, link.newEmail);
        await manager.query(`UPDATE account SET email = $2, email_verified_at = $3 WHERE id = $1`, [accountId, link.newEmail, now]);
        await manager.query(`UPDATE customer_order SET customer_email = $2 WHERE account_id = $1`, [accountId, link.newEmail]);
        await this.auth.proveAddress(manager, accountId, now, { how: 'address change link' });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(ACCOUNT_TEXTS.emailTaken);
      throw error;
    }
    if (!done) throw new BadRequestException(ACCOUNT_TEXTS.emailChangeInvalid);
  }

  /**
   * Everything kept about the account. Orders are the account's by its id; messages and the
   * newsletter are found by address, so they are given only to an account that proved the address.
   */
  async export(viewer: Viewer): Promise<AccountExportDto> {
    const account = await this.dataSource.getRepository(Account).findOneBy({ _id: viewer.id });
    if (!account) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    const verified = account.emailVerifiedAt !== null;
    const orders = await this.dataSource.getRepository(Order).find({ where: { accountId: account._id }, order: { createdAt: 'ASC' } });
    const payments = orders.length
      ? await this.dataSource
          .getRepository(Payment)
          .createQueryBuilder('p')
          .where('p.orderId IN (:...ids)', { ids: orders.map((order) => order._id) })
          .orderBy('p.createdAt', 'ASC')
          .getMany()
      : [];
    const byAddress = { email: account.email };
    const messages = verified
      ? await this.dataSource.getRepository(Message).createQueryBuilder('m').where('lower(m.email) = :email', byAddress).orderBy('m.createdAt', 'ASC').getMany()
      : [];
    const held = verified
      ? await this.dataSource
          .getRepository(SpamMessage)
          .createQueryBuilder('m')
          .where('lower(m.email) = :email', byAddress)
          .orderBy('m.createdAt', 'ASC')
          .getMany()
      : [];
    const newsletter = verified ? await this.dataSource.getRepository(Subscriber).findOneBy({ subemail: account.email }) : null;
    return {
      exportedAt: new Date(),
      account: { email: account.email, createdAt: account.createdAt, emailVerified: verified, emailVerifiedAt: account.emailVerifiedAt },
      orders,
      payments,
      messages: [
        ...messages.map((message) => ({ ...message, heldAsSpam: false })),
        ...held.map(({ reason: _reason, ...message }) => ({ ...message, heldAsSpam: true })),
      ],
      newsletter: newsletter && { subemail: newsletter.subemail, createdAt: newsletter.createdAt },
      note: verified ? null : ACCOUNT_TEXTS.unconfirmedExport,
    };
  }

  /**
   * Deletes the account in one transaction. Orders that were paid (or have a PayPal payment on
   * record) stay for the agency's accounts with the customer's name, address and e-mail replaced
   * (the country stays: it decides the tax) and no account; the account's other orders go, and so
   * do the messages sent with its address once it proved the address (until then they may be
   * someone else's). Refresh tokens and mailed links go with the account row (ON DELETE CASCADE),
   * so the account can no longer sign in and its address can register again. The tally triggers
   * follow every row in the same transaction.
   */
  async remove(viewer: Viewer, currentPassword: string): Promise<void> {
    await this.checkedAccount(viewer, currentPassword);
    await this.dataSource.transaction(async (manager) => {
      const [account]: { id: string; email: string; verified: boolean }[] = await manager.query(
        `SELECT id, email, email_verified_at IS NOT NULL AS verified FROM account WHERE id = $1 FOR UPDATE`,
        [viewer.id],
      );
      if (!account) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
      await this.roster.releaseLeavingAccount(manager, account);
      const kept = await this.anonymisePaidOrders(manager, account.id);
      // Unpaid and cancelled orders go; a notification that named one keeps its bytes, not the link.
      await manager.query(
        `WITH gone AS (DELETE FROM customer_order WHERE account_id = $1 RETURNING id)
         UPDATE payment_notification SET order_id = NULL WHERE order_id IN (SELECT id FROM gone)`,
        [account.id],
      );
      const removed = await this.removeOwnMessages(manager, account);
      await manager.getRepository(Account).delete({ _id: account.id });
      await this.audit.record(
        manager,
        { id: account.id, email: null },
        {
          kind: 'account',
          action: 'delete',
          subject: `Account ${account.id}`,
          subjectId: account.id,
          detail: `deleted by its owner; ${kept} paid ${kept === 1 ? 'order' : 'orders'} kept anonymised, ${removed} ${removed === 1 ? 'message' : 'messages'} deleted`,
        },
      );
    });
  }

  private async anonymisePaidOrders(manager: EntityManager, accountId: string): Promise<number> {
    const [, kept]: [unknown, number] = await manager.query(
      `UPDATE customer_order o
          SET customer_name = $2, customer_address = '', customer_email = 'deleted-' || gen_random_uuid() || '@invalid', account_id = NULL
        WHERE o.account_id = $1 AND (o.payment_status = 'Paid' OR EXISTS (SELECT 1 FROM payment p WHERE p.order_id = o.id))`,
      [accountId, DELETED_CUSTOMER_NAME],
    );
    return kept;
  }

  private async removeOwnMessages(manager: EntityManager, account: { email: string; verified: boolean }): Promise<number> {
    if (!account.verified) return 0;
    const [, messages]: [unknown, number] = await manager.query(`DELETE FROM message WHERE lower(email) = $1`, [account.email]);
    const [, held]: [unknown, number] = await manager.query(`DELETE FROM spam_message WHERE lower(email) = $1`, [account.email]);
    return messages + held;
  }

  /** The signed-in account, once its current password was given again. */
  private async checkedAccount(viewer: Viewer, password: string): Promise<Account> {
    const account = await this.dataSource
      .getRepository(Account)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account._id = :id', { id: viewer.id })
      .getOne();
    if (!account) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    if (!(await this.auth.passwordMatches(account, password))) throw new WrongPasswordException();
    return account;
  }
}
