import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';
import { type Actor } from '../audit/audit.service.js';
import { hashToken, newOpaqueToken } from '../auth/tokens.js';
import { streamCsv } from '../common/csv.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { readTally } from '../database/tallies.js';
import { MailCapsService } from '../mail/mail-caps.js';
import { MailService } from '../mail/mail.service.js';
import { Subscriber } from './subscriber.entity.js';
import { syncFiltered } from '../common/pagination/sync.dto.js';
import type { SubscriberInput, SubscriberQuery } from './subscribers.dto.js';
import { Changes } from '../changes/changes.service.js';

export const SUBSCRIBER_TEXTS = {
  subscribed: 'Thanks for subscribing! Please confirm with the link we just sent to your e-mail.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
  confirmed: 'Your subscription is confirmed. Thank you!',
  confirmInvalid: 'This confirmation link is invalid, used or older than a week. Please sign up again.',
  unsubscribed: 'You are unsubscribed. You will get no more newsletters from us.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/** A sign-up not confirmed within a week is forgotten. */
export const CONFIRMATION_DAYS = 7;

const PENDING_EXPIRED = `confirmed_at IS NULL AND created_at < now() - interval '${CONFIRMATION_DAYS} days'`;

@Injectable()
export class SubscribersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
    private readonly mail: MailService,
    private readonly mailCaps: MailCapsService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** An Admin removes an address (an erasure or unsubscribe request); the count follows. The log keeps no address. */
  async remove(id: string, actor?: Actor): Promise<void> {
    await this.changes.run({}, async (change) => {
      const { manager } = change;
      const result = await manager.getRepository(Subscriber).delete({ _id: id });
      if (!result.affected) throw new NotFoundException(`Subscriber ${id} was not found`);
      await change.record(actor, { kind: 'subscriber', action: 'delete', subject: `Subscriber ${id}`, subjectId: id });
    });
  }

  /**
   * Double opt-in: a sign-up is pending, with its consent, until the link mailed to the address is
   * followed. Signing up again while pending sends a new link (the old one stops working); a
   * confirmed address is welcomed without a second row or mail. False when already confirmed.
   *
   * Anyone can sign any address up, so confirmations to one address are capped. Past the cap the
   * sign-up is still kept, pending, but a pending one is left as it was, so the link mailed last
   * keeps working; only the mail is held back.
   */
  async subscribe(input: SubscriberInput): Promise<boolean> {
    await this.dataSource.query(`DELETE FROM subscriber WHERE ${PENDING_EXPIRED}`);
    if (await this.dataSource.getRepository(Subscriber).existsBy({ subemail: input.subemail, confirmedAt: Not(IsNull()) })) return false;
    const token = newOpaqueToken();
    const insert = `INSERT INTO subscriber (subemail, consent_text, consent_page, confirm_token_hash, confirm_expires_at)
       VALUES ($1, $2, $3, $4, now() + interval '${CONFIRMATION_DAYS} days')`;
    const values = [input.subemail, input.consentText ?? null, input.page ?? null, hashToken(token)];
    if (await this.mailCaps.admit({ to: input.subemail, kind: 'subscriptionConfirmation' }, ['subscriptionConfirmation', 'unproved'])) {
      await this.dataSource.query(`${insert} ON CONFLICT (subemail) DO NOTHING`, values);
      return true;
    }
    const rows: { id: string }[] = await this.dataSource.query(
      `${insert}
       ON CONFLICT (subemail) DO UPDATE SET confirm_token_hash = excluded.confirm_token_hash, confirm_expires_at = excluded.confirm_expires_at,
         consent_text = excluded.consent_text, consent_page = excluded.consent_page, created_at = now(), updated_at = now()
       WHERE subscriber.confirmed_at IS NULL
       RETURNING id`,
      values,
    );
    if (rows.length === 0) return false;
    this.mail.deliver({
      to: input.subemail,
      kind: 'subscriptionConfirmation',
      data: {
        link: `${this.settings.publicUrl}/confirm-subscription?token=${encodeURIComponent(token)}`,
        days: CONFIRMATION_DAYS,
        unsubscribeUrl: this.unsubscribeUrl(rows[0].id),
      },
    });
    return true;
  }

  /** Follows a confirmation link: once, within the week, and only a confirmation link. */
  async confirm(token: string): Promise<void> {
    const confirmed = await this.changes.run({}, async (change) => {
      const { manager } = change;
      const result = await manager
        .createQueryBuilder()
        .update(Subscriber)
        .set({ confirmedAt: () => 'now()', confirmTokenHash: null, confirmExpiresAt: null })
        .where('confirm_token_hash = :hash AND confirm_expires_at > now() AND confirmed_at IS NULL', { hash: hashToken(token) })
        .returning('id')
        .execute();
      const id = (result.raw as { id: string }[])[0]?.id;
      if (!id) return false;
      const subscriber = await manager.getRepository(Subscriber).findOneByOrFail({ _id: id });
      await change.emit('subscriber.confirmed', {
        subscriber: { _id: subscriber._id, subemail: subscriber.subemail, confirmedAt: subscriber.confirmedAt, consentPage: subscriber.consentPage },
      });
      return true;
    });
    if (!confirmed) throw new BadRequestException(SUBSCRIBER_TEXTS.confirmInvalid);
  }

  /**
   * One click, no sign-in: the link names the subscriber and carries a MAC of that id under a key
   * of its own purpose, so it cannot be guessed, made for another address, or made from another
   * kind of token. Following it again after it worked says the same.
   */
  async unsubscribe(token: string): Promise<void> {
    const id = this.subscriberOf(token);
    if (!id) throw new BadRequestException(SUBSCRIBER_TEXTS.unsubscribeInvalid);
    await this.dataSource.getRepository(Subscriber).delete({ _id: id });
  }

  /** The unsubscribe link of a subscriber, for every mail they get. */
  unsubscribeUrl(id: string): string {
    return `${this.settings.publicUrl}/unsubscribe/${id}.${this.mac(id)}`;
  }

  private mac(id: string): string {
    return createHmac('sha256', `unsubscribe:${this.settings.jwtSecret}`).update(id).digest('base64url');
  }

  private subscriberOf(token: string): string | null {
    const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token);
    if (!match) return null;
    const [, id, mac] = match;
    const expected = Buffer.from(this.mac(id));
    return timingSafeEqual(expected, Buffer.from(mac)) ? id : null;
  }

  /** Confirmed subscribers by default (the spec's list, its count); Pending ones within their week on request. */
  async page(query: SubscriberQuery): Promise<Page<Subscriber>> {
    const { page, pageSize, offset } = pageBounds(query, 5);
    const status = query.status ?? 'Confirmed';
    const builder = this.dataSource
      .getRepository(Subscriber)
      .createQueryBuilder('s')
      .where(status === 'Confirmed' ? 's.confirmedAt IS NOT NULL' : `s.confirmedAt IS NULL AND s.createdAt >= now() - interval '${CONFIRMATION_DAYS} days'`);
    if (query.updatedSince) builder.andWhere('s.updatedAt > :updatedSince', { updatedSince: new Date(query.updatedSince) });
    const sorted =
      query.sort === 'updated'
        ? builder.clone().orderBy('s.updatedAt', 'ASC').addOrderBy('s._id', 'ASC')
        : builder.clone().orderBy('s.createdAt', 'DESC').addOrderBy('s._id', 'DESC');
    const items = await sorted.skip(offset).take(pageSize).getMany();
    // Confirmed ones are counted by the tally triggers; pending ones are few (a week's sign-ups) and counted on subscriber_pending;
    // changes since a moment count what they find.
    const total =
      status === 'Confirmed' && !syncFiltered(query) ? (await readTally(this.dataSource, 'subscriber', 'Confirmed')).count : await builder.getCount();
    return { items, total, page, pageSize };
  }

  /** The subscribers of one state (confirmed by default), newest first, with their consent, streamed as CSV. */
  async csv(query: SubscriberQuery): Promise<Readable> {
    const confirmed = (query.status ?? 'Confirmed') === 'Confirmed';
    const at = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    return streamCsv(
      this.dataSource,
      `SELECT subemail AS "Email", ${at('created_at')} AS "Subscribed at", ${at('confirmed_at')} AS "Confirmed at",
              consent_text AS "Consent text", consent_page AS "Consent page"
       FROM subscriber WHERE ${confirmed ? 'confirmed_at IS NOT NULL' : `confirmed_at IS NULL AND NOT (${PENDING_EXPIRED})`}
         ${query.updatedSince ? 'AND updated_at > $1' : ''}
       ORDER BY ${query.sort === 'updated' ? 'updated_at ASC, id ASC' : 'created_at DESC, id DESC'}`,
      query.updatedSince ? [new Date(query.updatedSince)] : [],
      ['Email', 'Subscribed at', 'Confirmed at', 'Consent text', 'Consent page'],
    );
  }
}
