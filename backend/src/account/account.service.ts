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
import { DeliverablesService } from '../projects/deliverables.service.js';
import { PortalExport } from '../projects/portal-export.js';
import { Account, EmailChange, PasswordReset, RefreshToken } from '../auth/account.entity.js';
import { AuthService, type IssuedSession, type PresentedSession } from '../auth/auth.service.js';
import { AUTH_TEXTS } from '../auth/texts.js';
import { VERIFICATION_TTL_SECONDS, hashToken, newOpaqueToken } from '../auth/tokens.js';
import type { Viewer } from '../auth/viewer.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { formatMinor, toMajor } from '../common/money.js';
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
    private readonly deliverables: DeliverablesService,
    private readonly portal: PortalExport,
  ) {}

  /**
   * Sets a new password and signs the account out everywhere else: sessions_valid_after moves (every
   * access token issued before now is refused) and the other sign-ins' refresh tokens are revoked.
   * This sign-in (`familyId`, the access token's sid) goes on with new tokens; its old refresh token
   * counts as used, so presenting it again ends the sign-in as any replay does.
   */
  async changePassword(viewer: Viewer, familyId: string | undefined, currentPassword: string, newPassword: string): Promise<IssuedSession> {
    const account = await this.checkedAccount(viewer, currentPassword);
    const chosen = await this.auth.choosePassword(newPassword);
    const family = familyId ?? randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await this.auth.refuseShortForTeam(manager, account.email, chosen);
      const now = new Date();
      await manager.query(`UPDATE account SET password_hash = $2, password_meets_staff_rule = $3, sessions_valid_after = $4 WHERE id = $1`, [
        account._id,
        chosen.hash,
        chosen.meetsStaffRule,
        now,
      ]);
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
        await manager.query(`UPDATE customer_order SET customer_email = $2, updated_at = now() WHERE account_id = $1`, [accountId, link.newEmail]);
        // A retainer shows its order's customer e-mail: a mirror of retainers learns of the change too.
        await manager.query(`UPDATE subscription SET updated_at = now() WHERE order_id IN (SELECT id FROM customer_order WHERE account_id = $1)`, [accountId]);
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
      orders: orders.map(({ priceMinor, ...order }) => ({ ...order, packagePrice: toMajor(priceMinor, order.currency) })),
      payments: payments.map(({ amountMinor, ...payment }) => ({ ...payment, amount: formatMinor(amountMinor, payment.currency) })),
      messages: [
        ...messages.map((message) => ({ ...message, heldAsSpam: false })),
        ...held.map(({ reason: _reason, ...message }) => ({ ...message, heldAsSpam: true })),
      ],
      projects: await this.portal.of(viewer),
      newsletter: newsletter && { subemail: newsletter.subemail, createdAt: newsletter.createdAt },
      note: verified ? null : ACCOUNT_TEXTS.unconfirmedExport,
    };
  }

  /**
   * Deletes the account in one transaction. Orders that were paid (or have a PayPal payment on
   * record) stay for the agency's accounts with the customer's name, address and e-mail replaced
   * (the country stays: it decides the tax) and no account; the account's other orders go, and so
   * do the messages sent with its address once it proved the address (until then they may be
   * someone else's). The same rule holds for the newsletter subscription of that address. The kept
   * payments lose the payer's address and PayPal's notifications of the account's orders keep only
   * the payment's own fields (scrubPaymentTrail); webhook deliveries that carried the customer go,
   * but for the queued ones about a kept order, which go out as it is kept (scrubWebhookDeliveries). Refresh tokens and mailed links go with the account row (ON DELETE
   * CASCADE), so the account can no longer sign in and its address can register again. The tally
   * triggers follow every row in the same transaction.
   */
  async remove(viewer: Viewer, currentPassword: string): Promise<void> {
    await this.checkedAccount(viewer, currentPassword);
    await this.dataSource.transaction(async (manager) => {
      const [account]: { id: string; email: string; verified: boolean }[] = await manager.query(
        `SELECT id, email, email_verified_at IS NOT NULL AS verified FROM account WHERE id = $1 FOR UPDATE`,
        [viewer.id],
      );
      if (!account) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
      await this.refuseWhileBilled(manager, account.id);
      await this.roster.releaseLeavingAccount(manager, account);
      const orderRows: { id: string }[] = await manager.query(`SELECT id FROM customer_order WHERE account_id = $1`, [account.id]);
      const orderIds = orderRows.map((row) => row.id);
      const kept = await this.anonymisePaidOrders(manager, account.id);
      await this.scrubPaymentTrail(manager, account, orderIds);
      // Unpaid and cancelled orders go; a notification that named one keeps its payment fields, not the link.
      await manager.query(
        `WITH gone AS (DELETE FROM customer_order WHERE account_id = $1 RETURNING id)
         UPDATE payment_notification SET order_id = NULL WHERE order_id IN (SELECT id FROM gone)`,
        [account.id],
      );
      // The client portal's projects go with the account (foreign keys); their files' bytes are deleted now, not left in the store.
      const files = await this.deliverables.eraseFilesOf(manager, account.id);
      // The audits behind its site reports name the client's site and what is wrong with it: they go too (and their reports with them).
      await manager.query(
        `DELETE FROM audit_run WHERE id IN (SELECT r.audit_run_id FROM project_report r JOIN project p ON p.id = r.project_id WHERE p.account_id = $1)`,
        [account.id],
      );
      const removed = await this.removeOwnMessages(manager, account);
      const unsubscribed = await this.removeOwnSubscription(manager, account);
      const deliveries = await this.scrubWebhookDeliveries(manager, account, orderIds);
      await manager.getRepository(Account).delete({ _id: account.id });
      await this.audit.record(
        manager,
        { id: account.id, email: null },
        {
          kind: 'account',
          action: 'delete',
          subject: `Account ${account.id}`,
          subjectId: account.id,
          detail:
            `deleted by its owner; ${kept} paid ${kept === 1 ? 'order' : 'orders'} kept anonymised, ${removed} ${removed === 1 ? 'message' : 'messages'} deleted` +
            `${files ? `, ${files} delivered ${files === 1 ? 'file' : 'files'} deleted` : ''}` +
            `${unsubscribed ? ', newsletter subscription deleted' : ''}; webhook deliveries: ${deliveries.deleted} deleted, ${deliveries.redacted} redacted`,
        },
      );
    });
  }

  /**
   * A retainer PayPal still bills must be cancelled at PayPal first: PayPal's Subscribe button
   * gives the site no way to stop it, and PayPal would go on charging a customer whose account,
   * and thus whose view of the retainer, is gone.
   */
  private async refuseWhileBilled(manager: EntityManager, accountId: string): Promise<void> {
    const [billed]: { package_name: string }[] = await manager.query(
      `SELECT o.package_name FROM subscription s JOIN customer_order o ON o.id = s.order_id
        WHERE o.account_id = $1 AND s.status IN ('active', 'past_due') ORDER BY s.created_at LIMIT 1`,
      [accountId],
    );
    if (billed) {
      throw new ConflictException(
        `PayPal still takes payments for ${billed.package_name}: cancel them with "Cancel at PayPal" on your dashboard first, then delete your account.`,
      );
    }
  }

  private async anonymisePaidOrders(manager: EntityManager, accountId: string): Promise<number> {
    const [, kept]: [unknown, number] = await manager.query(
      `UPDATE customer_order o
          SET customer_name = $2, customer_address = '', customer_email = 'deleted-' || gen_random_uuid() || '@invalid', account_id = NULL, updated_at = now()
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

  /** A subscription is found by address, so it is the account's only once the account proved the address. */
  private async removeOwnSubscription(manager: EntityManager, account: { email: string; verified: boolean }): Promise<boolean> {
    if (!account.verified) return false;
    const [, removed]: [unknown, number] = await manager.query(`DELETE FROM subscriber WHERE subemail = $1`, [account.email]);
    return removed > 0;
  }

  /**
   * The money's trail stays, without the person: the kept orders' payments lose the payer's
   * address, and every notification PayPal sent of the account's orders (or, once the address is
   * proved, under its address) keeps only PayPal's payment fields. A notification not yet verified
   * cannot be verified once changed, so it is settled as ignored, with the reason.
   */
  private async scrubPaymentTrail(manager: EntityManager, account: { email: string; verified: boolean }, orderIds: string[]): Promise<void> {
    if (orderIds.length > 0) await manager.query(`UPDATE payment SET payer_email = NULL WHERE order_id = ANY($1) AND payer_email IS NOT NULL`, [orderIds]);
    // Notifications arrive form-encoded: the address is in them as PayPal encodes it.
    const addresses = account.verified ? [account.email, new URLSearchParams({ e: account.email }).toString().slice(2)] : [];
    const notifications: { id: string; raw: string; outcome: string }[] = await manager.query(
      `SELECT id, raw, outcome FROM payment_notification WHERE order_id = ANY($1) OR raw ILIKE ANY($2) FOR UPDATE`,
      [orderIds, addresses.map(AccountService.containing)],
    );
    for (const notification of notifications) {
      const unsettled = ['received', 'verifying', 'verify-failed'].includes(notification.outcome);
      await manager.query(
        `UPDATE payment_notification SET raw = $2${unsettled ? `, outcome = 'ignored', reason = $3` : ''}, updated_at = now() WHERE id = $1`,
        [notification.id, AccountService.paymentFieldsOnly(notification.raw), ...(unsettled ? [ACCOUNT_TEXTS.notificationOfDeletedAccount] : [])],
      );
    }
  }

  /** The fields of a PayPal notification that describe the payment, not the payer: the rest is dropped. */
  private static paymentFieldsOnly(raw: string): string {
    const kept = [...new URLSearchParams(raw)].filter(([field]) => PAYPAL_PAYMENT_FIELDS.has(field));
    return new URLSearchParams(kept).toString();
  }

  /** An ILIKE pattern that matches text containing `text` as it is. */
  private static containing(text: string): string {
    return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }

  /**
   * Webhook bodies are frozen when the event happens, so they still name the customer. A delivery
   * that was made (or given up) is only the log's copy: it goes, with its attempts, whose answers
   * may echo it. A queued one about an order kept for the accounts is still owed to its receiver:
   * it goes out with the order as it is kept now, and the answers logged for it are cleared. A
   * queued one about anything deleted (an unpaid order, a message, the subscription) goes: it would
   * tell of a record that no longer exists and carry nothing but the person. Orders are the
   * account's by id; the address counts only once the account proved it.
   */
  private async scrubWebhookDeliveries(
    manager: EntityManager,
    account: { id: string; email: string; verified: boolean },
    orderIds: string[],
  ): Promise<{ deleted: number; redacted: number }> {
    const names = [account.id, ...orderIds, ...(account.verified ? [account.email] : [])];
    const kept: Map<string, KeptCustomer> = new Map(
      orderIds.length === 0
        ? []
        : (
            (await manager.query(`SELECT id, customer_name, customer_address, customer_email FROM customer_order WHERE id = ANY($1)`, [orderIds])) as ({
              id: string;
            } & KeptCustomer)[]
          ).map((row) => [row.id, row]),
    );
    const deliveries: { id: string; status: string; body: string }[] = await manager.query(
      `SELECT id, status, body FROM webhook_delivery WHERE body ILIKE ANY($1) FOR UPDATE`,
      [names.map(AccountService.containing)],
    );
    const gone: string[] = [];
    for (const delivery of deliveries) {
      const body = delivery.status === 'pending' ? AccountService.keptOrderBody(delivery.body, kept) : null;
      if (body === null || [account.id, account.email].some((name) => body.toLowerCase().includes(name))) gone.push(delivery.id);
      else {
        await manager.query(`UPDATE webhook_delivery SET body = $2 WHERE id = $1`, [delivery.id, body]);
        await manager.query(`UPDATE webhook_attempt SET response_body = NULL WHERE delivery_id = $1 AND response_body IS NOT NULL`, [delivery.id]);
      }
    }
    if (gone.length > 0) await manager.query(`DELETE FROM webhook_delivery WHERE id = ANY($1)`, [gone]);
    return { deleted: gone.length, redacted: deliveries.length - gone.length };
  }

  /** The body with its order's customer fields as the kept order holds them now; null when it tells of no kept order. */
  private static keptOrderBody(body: string, kept: Map<string, KeptCustomer>): string | null {
    const event = JSON.parse(body) as { data?: { order?: Record<string, unknown> | null } };
    const order = event.data?.order;
    const now = typeof order?._id === 'string' ? kept.get(order._id) : undefined;
    if (!order || !now) return null;
    Object.assign(order, { customerName: now.customer_name, customerAddress: now.customer_address, customerEmail: now.customer_email, accountId: null });
    return JSON.stringify(event);
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

/** A kept order's customer fields, as anonymisePaidOrders left them. */
interface KeptCustomer {
  customer_name: string;
  customer_address: string;
  customer_email: string;
}

/** What a PayPal notification says of the payment itself: amounts, ids, the receiving account, the order it is for. */
const PAYPAL_PAYMENT_FIELDS: ReadonlySet<string> = new Set([
  'txn_id',
  'parent_txn_id',
  'txn_type',
  'payment_status',
  'payment_type',
  'payment_date',
  'pending_reason',
  'reason_code',
  'mc_gross',
  'mc_fee',
  'mc_currency',
  'payment_gross',
  'payment_fee',
  'tax',
  'shipping',
  'handling_amount',
  'quantity',
  'item_name',
  'item_number',
  'custom',
  'invoice',
  'receiver_email',
  'receiver_id',
  'business',
  'charset',
  'notify_version',
  'test_ipn',
  'ipn_track_id',
]);
