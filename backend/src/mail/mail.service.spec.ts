import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { resolveSettings } from '../config/settings.js';
import type { BrandService } from '../content/brand.service.js';
import { MailService } from './mail.service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { RosterService } from '../users/roster.service.js';

// The outbox alone is under test here; the sender's name from Brand & site is tested through the API (brand.spec).
const brand = {
  identity: async () => ({ siteName: 'Northpeak Search' }),
  logo: async () => undefined,
  contact: async () => ({}),
  business: async () => ({}),
} as unknown as BrandService;

/** These tests write to no Admin: the roster is never asked. */
const noRoster = { adminEmails: async () => [] } as unknown as RosterService;
/** Nor do they fail: nothing is queued. */
const noQueue = {} as JobQueue;

describe('the outbox (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'rankwell-outbox-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const mailer = () => new MailService(resolveSettings({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough' }), brand, noRoster, noQueue);
  const resetMail = (token: string) => ({
    to: 'ann@example.com',
    kind: 'passwordReset' as const,
    data: { link: `http://localhost:3000/reset?token=${token}` },
  });

  it('logs links with the token left out and names the file that holds them, readable by its owner only', async () => {
    // A folder made by an older version, open to everyone
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o755 });
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    await mailer().send(resetMail('tok-9f8e7d6c5b4a'));

    const line = String(logged.mock.calls.at(-1)?.[0]);
    expect(line).toContain('http://localhost:3000/reset?token=[redacted]');
    expect(line).not.toContain('tok-9f8e7d6c5b4a');
    const [file] = readdirSync(join(dataDir, 'outbox'));
    expect(line).toContain(join(dataDir, 'outbox', file));
    expect(readFileSync(join(dataDir, 'outbox', file), 'utf8')).toContain('http://localhost:3000/reset?token=tok-9f8e7d6c5b4a');
    expect(statSync(join(dataDir, 'outbox')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'outbox', file)).mode & 0o777).toBe(0o600);
  });

  it('keeps only the last 100 mails in memory', async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const mail = new MailService(resolveSettings({ DATA_DIR: ':memory:', JWT_SECRET: 'test-secret-that-is-long-enough' }), brand, noRoster, noQueue);
    for (let n = 0; n < 150; n++)
      await mail.send({ to: `reader${n}@example.com`, kind: 'emailVerification', data: { link: 'http://localhost:3000/verify-email?token=t' } });
    expect(mail.outbox).toHaveLength(100);
    expect(mail.outbox[0].to).toBe('reader50@example.com');
    expect(mail.outbox[0].from).toBe('Northpeak Search <no-reply@localhost>');
    expect(mail.outbox.at(-1)!.to).toBe('reader149@example.com');
  });

  it('sends every mail as HTML and plain text, and a subscriber mail with a List-Unsubscribe header', async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    // The real message as nodemailer writes it for a mail server, headers and all.
    const raw: string[] = [];
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    jest.spyOn(nodemailer, 'createTransport').mockReturnValue({
      sendMail: async (options: SendMailOptions) => {
        const info = await composer.sendMail(options);
        raw.push(info.message.toString());
        return info;
      },
    } as unknown as Transporter);
    const mail = new MailService(resolveSettings({ DATA_DIR: ':memory:', JWT_SECRET: 'test-secret-that-is-long-enough' }), brand, noRoster, noQueue);
    const unsubscribe = 'http://localhost:3000/unsubscribe/abc.def';
    await mail.send({
      to: 'reader@example.com',
      kind: 'subscriptionConfirmation',
      data: { link: 'http://localhost:3000/confirm-subscription?token=t', days: 7, unsubscribeUrl: unsubscribe },
    });
    await mail.send(resetMail('tok-1'));
    const [subscription, reset] = raw;
    expect(subscription).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/abc\.def>/m);
    expect(subscription).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(subscription).toMatch(/^Content-Type: text\/plain/m);
    expect(subscription).toMatch(/^Content-Type: text\/html/m);
    expect(reset).not.toMatch(/^List-Unsubscribe/m);
    expect(reset).toMatch(/^Content-Type: text\/html/m);
    const [sentSubscription] = mail.outbox;
    expect(sentSubscription.text).toContain(`Unsubscribe in one click: ${unsubscribe}`);
    expect(sentSubscription.html).toContain(`href="${unsubscribe}"`);
  });
});
