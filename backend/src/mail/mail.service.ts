import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { withoutSecrets } from '../common/redact.js';
import { IN_MEMORY, SETTINGS, type Settings } from '../config/settings.js';
import { BrandService } from '../content/brand.service.js';
import { RosterService } from '../users/roster.service.js';
import type { MailBrand } from './layout.js';
import { mailBrand } from './mail-brand.js';
import { renderMail } from './render.js';
import type { MailKindName, MailOf } from './templates.js';
import type { MailAttachment, OutgoingMail } from './outgoing-mail.js';
import { JobQueue } from '../jobs/job-queue.js';

export type { OutgoingMail };

export interface SentMail {
  id: string;
  kind: MailKindName;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** a mail to a subscriber: its one-click unsubscribe page, also in the List-Unsubscribe header */
  unsubscribeUrl?: string;
  /** the files sent with it, whole, so the outbox shows what the recipient got */
  attachments?: MailAttachment[];
  sentAt: Date;
}

/** Mails kept in memory without SMTP (tests read them); older ones are dropped. */
const OUTBOX_SIZE = 100;

/**
 * Sends through SMTP_URL when set. Without it (development, tests) every message goes to
 * the outbox: files under DATA_DIR/outbox that only this user can read, and the last mails in
 * memory. The log names each mail with its links, their tokens left out: a reset link is a
 * password, and logs travel further than the data folder.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outboxDir?: string;
  readonly outbox: SentMail[] = [];

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly brand: BrandService,
    private readonly roster: RosterService,
    private readonly jobs: JobQueue,
  ) {
    if (settings.smtpUrl) {
      this.transport = nodemailer.createTransport(settings.smtpUrl);
    } else {
      this.transport = nodemailer.createTransport({ jsonTransport: true });
      if (settings.dataDir !== IN_MEMORY) this.outboxDir = join(settings.dataDir, 'outbox');
    }
  }

  /** Mails whose first try failed are retried by any instance, with backoff, until they go or their tries run out. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work('mail', { localConcurrency: 2 }, async (mail, job) => {
      try {
        await this.send(mail);
      } catch (error) {
        this.logger.warn(`A ${mail.kind} mail to ${mail.to} failed again (try ${job.retryCount + 2}): ${(error as Error).message}`);
        throw error;
      }
    });
  }

  /**
   * Sends after the caller has answered; when the mail server is away, the mail is queued and
   * retried. A failure is logged, never thrown at a request that already succeeded.
   */
  deliver(mail: OutgoingMail): void {
    this.send(mail).catch((error: unknown) => this.retryLater(mail, error));
  }

  /**
   * Mail to every acting Admin (an order, a payment, a refund, a message without a leads address,
   * a disabled webhook): the one way the product writes to its Admins. The first try is awaited,
   * so the caller knows the mail left or is being retried; a failure retries as `deliver` does.
   * Never rejects: what caused the mail has happened, and a mail that cannot go is logged.
   */
  async toAdmins(mail: MailOf & Pick<OutgoingMail, 'replyTo'>): Promise<void> {
    let recipients: string[];
    try {
      recipients = await this.roster.adminEmails();
    } catch (error) {
      this.logger.error(`Could not find the Admins to send a ${mail.kind} mail to: ${(error as Error).message}`);
      return;
    }
    await Promise.all(recipients.map((to) => this.send({ ...mail, to }).catch((error: unknown) => this.retryLater({ ...mail, to }, error))));
  }

  /** Queues a mail whose first try failed: a job survives a restart, and any instance retries it. */
  private async retryLater(mail: OutgoingMail, error: unknown): Promise<void> {
    this.logger.warn(`A ${mail.kind} mail to ${mail.to} was not sent, and is queued to try again: ${(error as Error).message}`);
    try {
      await this.jobs.send('mail', mail, { startAfter: 5 });
    } catch (queueing) {
      this.logger.error(`Could not send a ${mail.kind} mail to ${mail.to}, nor queue it: ${(queueing as Error).message}`);
    }
  }

  /** The agency's name, logo, colour and address as its mails show them (also what the back office previews with). */
  brandForMail(): Promise<MailBrand> {
    return mailBrand(this.brand, this.settings.publicUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const brand = await this.brandForMail();
    const { subject, html, text, unsubscribeUrl } = await renderMail(mail, brand);
    // The agency's name as the sender, quoted by nodemailer however it is spelt.
    const from = { name: brand.siteName, address: this.settings.mailFrom };
    const info = await this.transport.sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject,
      text,
      html,
      ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl } } : {}),
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.contentBase64, 'base64'),
            })),
          }
        : {}),
    });
    if (this.settings.smtpUrl) return;
    const sent: SentMail = {
      id: String(info.messageId ?? Date.now()),
      kind: mail.kind,
      from: `${from.name} <${from.address}>`,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject,
      text,
      html,
      ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      sentAt: new Date(),
    };
    this.outbox.push(sent);
    this.outbox.splice(0, this.outbox.length - OUTBOX_SIZE);
    let file: string | undefined;
    if (this.outboxDir) {
      mkdirSync(this.outboxDir, { recursive: true, mode: 0o700 });
      // A folder made before it was private is closed too.
      chmodSync(this.outboxDir, 0o700);
      file = join(this.outboxDir, `${sent.sentAt.toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.json`);
      writeFileSync(file, JSON.stringify(sent, null, 2), { mode: 0o600 });
    }
    const links = (text.match(/https?:\/\/\S+/g) ?? []).map(withoutSecrets);
    const fullLinks = links.some((link) => link.includes('[redacted]')) ? ` (the full link is in ${file ?? 'the outbox kept in memory'})` : '';
    this.logger.log(`Outbox: "${subject}" to ${mail.to}${links.length ? ` — ${links.join(' ')}${fullLinks}` : ''}`);
  }
}
