import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { IN_MEMORY } from '../src/config/settings.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { migrations } from '../src/database/migrations/index.js';
import { MailService } from '../src/mail/mail.service.js';
import { openShop, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const NORTHPEAK = {
  siteName: 'Northpeak Search',
  legalName: 'Northpeak Search GmbH',
  primaryColor: '#1c4d8c',
  timeZone: 'Europe/Berlin',
  locale: 'de-DE',
  dateFormat: 'long',
  businessType: 'ProfessionalService',
};

describe('Brand & site: the agency speaks with its own name', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    shop = await openShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const identities = () => json<Record<string, unknown>[]>(t.request('/api/site-identity'));
  const create = (body: object) => t.request('/api/add-site-identity', { method: 'POST', json: body, headers: shop.admin.headers });

  it('refuses a primary colour that white button text cannot be read on (WCAG AA), saying why, and stores nothing', async () => {
    for (const primaryColor of ['#20b29e', '#ffcc00', '#777777']) {
      const response = await create({ ...NORTHPEAK, primaryColor });
      expect([primaryColor, response.status]).toEqual([primaryColor, 400]);
      expect(JSON.stringify(await response.json())).toContain('contrast at least 4.5:1');
    }
    const malformed = await create({ ...NORTHPEAK, primaryColor: 'teal' });
    expect(JSON.stringify(await json(malformed))).toContain('primaryColor must be a colour written #rrggbb');
    expect(await identities()).toEqual([]);
  });

  it('refuses an unknown time zone or locale, and a missing site name', async () => {
    expect((await create({ ...NORTHPEAK, timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await create({ ...NORTHPEAK, locale: 'not a locale!' })).status).toBe(400);
    const { siteName: _name, ...nameless } = NORTHPEAK;
    expect((await create(nameless)).status).toBe(400);
    expect(await identities()).toEqual([]);
  });

  it('signs mails with the host name until the agency names its site, never with the product name', async () => {
    const mail = t.app.get(MailService);
    const sent = mail.outbox.length;
    await t.request('/api/new-order', {
      method: 'POST',
      json: { packageId: shop.packages[0]._id, customerName: 'Alice', customerAddress: '1 Main St', customerCountry: 'US' },
      headers: shop.alice.headers,
    });
    const host = new URL(t.baseUrl).hostname;
    const mine = mail.outbox.slice(sent).find((m) => m.to === 'alice@example.com')!;
    expect(mine.from).toBe(`${host} <no-reply@${host}>`);
  });

  it('once named, its name is the mail sender, in the order subject, at PayPal and on the simulator page', async () => {
    expect((await create(NORTHPEAK)).status).toBe(201);
    const mail = t.app.get(MailService);
    const sent = mail.outbox.length;
    const standard = shop.packages.find((p) => p.packageName === 'Standard')!;
    const ordered = await t.request('/api/new-order', {
      method: 'POST',
      json: { packageId: standard._id, customerName: 'Alice', customerAddress: '1 Main St', customerCountry: 'US' },
      headers: shop.alice.headers,
    });
    expect(ordered.status).toBe(201);
    const order = await json<{ _id: string }>(ordered);
    const mails = mail.outbox.slice(sent);
    const confirmation = mails.find((m) => m.to === 'alice@example.com')!;
    expect(confirmation.subject).toBe('Your Standard order from Northpeak Search');
    expect(confirmation.from).toMatch(/^Northpeak Search </);
    // (the test admin's own address is the only place the word may appear: it is not the site speaking)
    for (const m of mails) expect(JSON.stringify({ from: m.from, subject: m.subject, text: m.text })).not.toMatch(/rankwell/i);

    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${order._id}`, { headers: shop.alice.headers }));
    expect(fields.item_name).toBe('Northpeak Search: Standard SEO package');
    const page = await (
      await t.request('/api/payments/simulator/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      })
    ).text();
    expect(page).toContain('<title>PayPal simulator — Northpeak Search</title>');
    expect(page.replaceAll('payments@rankwell.test', '')).not.toMatch(/rankwell/i);
  });

  it('is public site data: the identity is part of the one-request site read', async () => {
    const site = await json<{ siteIdentity: { siteName: string; primaryColor: string }[] }>(t.request('/api/site'));
    expect(site.siteIdentity).toEqual([expect.objectContaining({ siteName: 'Northpeak Search', primaryColor: '#1c4d8c' })]);
  });
});

describe('upgrading a site that has content', () => {
  it("fills the identity from what the site already says and links the contact items that repeat the footer's details", async () => {
    const engine = await EmbeddedPostgres.start(IN_MEMORY);
    const at = migrations.findIndex((migration) => migration.name === 'SiteIdentity1763871000000');
    const open = (upTo: number) =>
      new DataSource({ type: 'postgres', driver: pg, url: engine.url, migrations: migrations.slice(0, upTo), extra: { max: 1 } }).initialize();
    try {
      const old = await open(at);
      await old.runMigrations();
      const insert = (section: string, fields: object, singleton = true) =>
        old.query(`INSERT INTO content_record (section, singleton_key, fields) VALUES ($1, $2, $3)`, [
          section,
          singleton ? section : null,
          JSON.stringify(fields),
        ]);
      await insert('copyrights', { copyrightText: 'Copyright 2019-2026 Acme SEO, Inc. All rights reserved.' });
      await insert('footerAddress', { phoneNumber: '+49 30 1234567', emailAddress: 'hi@acme.example', location: 'Hauptstraße 1, Berlin' });
      await insert('contacts', { contactImg: '/a.svg', contactTitle: 'Mail', contactDetails: 'HI@acme.example ' }, false);
      await insert('contacts', { contactImg: '/b.svg', contactTitle: 'Hours', contactDetails: 'Mo-Fr 9-5' }, false);
      await old.destroy();

      const upgraded = await open(migrations.length);
      await upgraded.runMigrations();
      const rows: { section: string; fields: Record<string, string> }[] = await upgraded.query(
        `SELECT section, fields FROM content_record WHERE section IN ('siteIdentity', 'contacts') ORDER BY section, seq`,
      );
      await upgraded.destroy();
      expect(rows).toEqual([
        { section: 'contacts', fields: { contactImg: '/a.svg', contactTitle: 'Mail', contactDetails: 'HI@acme.example ', contactKind: 'email' } },
        { section: 'contacts', fields: { contactImg: '/b.svg', contactTitle: 'Hours', contactDetails: 'Mo-Fr 9-5' } },
        { section: 'siteIdentity', fields: { siteName: 'Acme SEO' } },
      ]);
    } finally {
      await engine.stop();
    }
  });
});
