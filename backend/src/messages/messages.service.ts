import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type Actor } from '../audit/audit.service.js';
import { streamCsv } from '../common/csv.js';
import { pageBounds, type Page, type PageQuery } from '../common/pagination/page.dto.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { BrandService } from '../content/brand.service.js';
import { readTallies, readTally } from '../database/tallies.js';
import { MailService } from '../mail/mail.service.js';
import { Message, messageSearchText } from './message.entity.js';
import { syncFiltered } from '../common/pagination/sync.dto.js';
import { messageRecord, type MessageCounts, type MessageInput, type MessageQuery } from './messages.dto.js';
import { SpamMessage } from './spam-message.entity.js';
import { Changes, type Change } from '../changes/changes.service.js';
import { AuditRun } from '../audits/audit-run.entity.js';

/** A lead's fields, as the contact form and the free analysis give them. */
export type LeadFields = Pick<Message, 'name' | 'email' | 'number' | 'subject' | 'message'>;

/** Faster than this from the form showing to sending, nobody wrote the message by hand. */
export const FASTEST_HUMAN_MS = 3_000;

export const SPAM_REASONS = {
  honeypot: 'Filled in the field people do not see',
  tooFast: `Sent less than ${FASTEST_HUMAN_MS / 1000} seconds after the form showed`,
} as const;

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

@Injectable()
export class MessagesService {
  private readonly logger = new Logger('Messages');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
    private readonly mail: MailService,
    private readonly brand: BrandService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /**
   * The server decides the status of a new message, whatever the request says. A message the spam
   * checks catch is kept for review instead; one that passes is mailed to the agency after it is stored.
   */
  async receive(input: MessageInput): Promise<void> {
    const fields = {
      name: input.name,
      email: input.email,
      number: input.number || null,
      subject: input.subject,
      message: input.message,
    };
    const reason = spamReason(input);
    if (reason) {
      await this.keepSpam(fields, reason);
      return;
    }
    const message = await this.changes.run({}, (change) => this.addLead(change, fields));
    await this.notify(message);
  }

  /** A lead the spam checks caught, kept apart for an Admin's review. */
  async keepSpam(fields: LeadFields, reason: string): Promise<void> {
    await this.dataSource.getRepository(SpamMessage).save({ ...fields, reason });
  }

  /**
   * Stores a lead in `change` (the contact form's own, or the free analysis's with its audit) as a
   * new UnRead message, announced to webhooks as any new message. The caller calls notify after the commit.
   */
  async addLead(change: Change, fields: LeadFields): Promise<Message> {
    const saved = await change.manager.getRepository(Message).save({ ...fields, messageStatus: 'UnRead' as const });
    await change.emit('message.received', { message: messageRecord(saved) });
    return saved;
  }

  /** Mails the new message to the address in the business details, or else to every Admin, answerable straight to the visitor. */
  async notify(message: Message): Promise<void> {
    try {
      const chosen = (await this.brand.business()).leadsEmail?.trim();
      const data = {
        name: message.name,
        email: message.email,
        phone: message.number || undefined,
        subject: message.subject,
        message: message.message,
        messageUrl: `${this.settings.publicUrl}/view/${message._id}`,
      };
      const mail = { kind: 'newMessage', data, replyTo: message.email } as const;
      // Sent after the visitor's answer, as every lead is.
      if (chosen) this.mail.deliver({ ...mail, to: chosen });
      else void this.mail.toAdmins(mail);
    } catch (error) {
      // The message is stored and shows in the back office; only its notification is lost.
      this.logger.error(`Could not mail the notification of message ${message._id}: ${(error as Error).message}`);
    }
  }

  async page(query: MessageQuery): Promise<Page<Message>> {
    const { page, pageSize, offset } = pageBounds(query, 3);
    const builder = this.filtered(query);
    const sorted =
      query.sort === 'updated'
        ? builder.clone().orderBy('m.updatedAt', 'ASC').addOrderBy('m._id', 'ASC')
        : builder.clone().orderBy('m.createdAt', 'DESC').addOrderBy('m._id', 'DESC');
    const items = await sorted.skip(offset).take(pageSize).getMany();
    // Without a search the tally triggers keep the count; a search or changes since a moment count what they find.
    const total = query.search || syncFiltered(query) ? await builder.getCount() : (await readTally(this.dataSource, 'message', query.status)).count;
    return { items, total, page, pageSize };
  }

  private filtered(query: MessageQuery) {
    const builder = this.dataSource.getRepository(Message).createQueryBuilder('m');
    if (query.status) builder.andWhere('m.messageStatus = :status', { status: query.status });
    if (query.search) builder.andWhere(`${messageSearchText('m')} LIKE :search`, { search: likePattern(query.search) });
    if (query.updatedSince) builder.andWhere('m.updatedAt > :updatedSince', { updatedSince: new Date(query.updatedSince) });
    return builder;
  }

  /** The messages of the list's filters, newest first, streamed as CSV so a large list never sits in memory. */
  async csv(query: MessageQuery): Promise<Readable> {
    const [sql, parameters] = this.filtered(query)
      .select(`to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`, 'Received at')
      .addSelect('m.name', 'Name')
      .addSelect('m.email', 'Email')
      .addSelect('m.number', 'Phone')
      .addSelect('m.subject', 'Subject')
      .addSelect('m.message', 'Message')
      .addSelect('m.message_status', 'Status')
      .orderBy(query.sort === 'updated' ? 'm.updated_at' : 'm.created_at', query.sort === 'updated' ? 'ASC' : 'DESC')
      .addOrderBy('m.id', query.sort === 'updated' ? 'ASC' : 'DESC')
      .getQueryAndParameters();
    return streamCsv(this.dataSource, sql, parameters, ['Received at', 'Name', 'Email', 'Phone', 'Subject', 'Message', 'Status']);
  }

  async counts(): Promise<MessageCounts> {
    const tallies = await readTallies(this.dataSource, 'message');
    return { unread: tallies.get('UnRead')?.count ?? 0, read: tallies.get('Read')?.count ?? 0 };
  }

  find(id: string): Promise<Message | null> {
    return this.dataSource.getRepository(Message).findOneBy({ _id: id });
  }

  async get(id: string): Promise<Message> {
    const message = await this.dataSource.getRepository(Message).findOneBy({ _id: id });
    if (!message) throw new NotFoundException(`Message ${id} was not found`);
    return message;
  }

  /**
   * An Admin deletes a message (spam, an erasure request); the counts follow (tally triggers). The log names it by id only.
   * A lead's audits go with it: they were made for that visitor, and their report (the visitor's site,
   * reachable through the mailed link) is theirs to have erased too.
   */
  async remove(id: string, actor?: Actor): Promise<void> {
    await this.changes.run({}, async (change) => {
      const { manager } = change;
      const result = await manager.getRepository(Message).delete({ _id: id });
      if (!result.affected) throw new NotFoundException(`Message ${id} was not found`);
      await manager.getRepository(AuditRun).delete({ leadId: id });
      await change.record(actor, { kind: 'message', action: 'delete', subject: `Message ${id}`, subjectId: id });
    });
  }

  /** The audit of a lead (the newest, when an Admin ran it again), for its message's detail. */
  leadAudit(id: string): Promise<AuditRun | null> {
    return this.dataSource.getRepository(AuditRun).findOne({ where: { leadId: id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async markRead(id: string): Promise<Message> {
    const message = await this.get(id);
    if (message.messageStatus !== 'Read') {
      await this.dataSource.getRepository(Message).update({ _id: id }, { messageStatus: 'Read' });
      message.messageStatus = 'Read';
    }
    return message;
  }

  async spamPage(query: PageQuery): Promise<Page<SpamMessage>> {
    const { page, pageSize, offset } = pageBounds(query, 10);
    const [items, total] = await this.dataSource
      .getRepository(SpamMessage)
      .findAndCount({ order: { createdAt: 'DESC', _id: 'DESC' }, skip: offset, take: pageSize });
    return { items, total, page, pageSize };
  }

  /** An Admin's "Not spam": the message joins the others as UnRead, and the agency hears of it as of any new one. */
  async notSpam(id: string, actor?: Actor): Promise<Message> {
    const message = await this.changes.run({}, async (change) => {
      const { manager } = change;
      const caught = await this.takeSpam(manager, id);
      const { reason: _reason, _id: _spamId, ...fields } = caught;
      const saved = await manager.getRepository(Message).save({ ...fields, messageStatus: 'UnRead' as const });
      await change.record(actor, { kind: 'message', action: 'not-spam', subject: `Message ${saved._id}`, subjectId: saved._id });
      // Released from review, it arrives as any new message.
      await change.emit('message.received', { message: messageRecord(saved) });
      return saved;
    });
    await this.notify(message);
    return message;
  }

  async removeSpam(id: string, actor?: Actor): Promise<void> {
    await this.changes.run({}, async (change) => {
      const { manager } = change;
      await this.takeSpam(manager, id);
      await change.record(actor, { kind: 'message', action: 'delete', subject: `Spam message ${id}`, subjectId: id });
    });
  }

  /** Removes a caught message and gives it back; two Admins acting on it at once act once. */
  private async takeSpam(manager: EntityManager, id: string): Promise<SpamMessage> {
    const rows: [SpamMessage[], number] = await manager.query(
      `DELETE FROM spam_message WHERE id = $1 RETURNING id AS "_id", name, email, number, subject, message, reason, created_at AS "createdAt"`,
      [id],
    );
    const [caught] = rows[0];
    if (!caught) throw new NotFoundException(`Spam message ${id} was not found`);
    return caught;
  }
}

/** What the spam checks say of a new message: a reason, or null when it looks written by a person. */
export function spamReason(input: Pick<MessageInput, 'website' | 'elapsedMs'>): string | null {
  if (input.website?.trim()) return SPAM_REASONS.honeypot;
  // Sent without the timing (the API, an integrator), a message is judged by the honeypot alone.
  if (input.elapsedMs !== undefined && input.elapsedMs < FASTEST_HUMAN_MS) return SPAM_REASONS.tooFast;
  return null;
}
