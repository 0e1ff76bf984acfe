import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ADMIN, customerCookie, launch, outboxMails, ownerCookie, removeData, startOwnServer, type OutboxMail, type OwnServer } from './support';

/** Every page a visitor can reach without signing in, and one that does not exist. */
const PUBLIC_PAGES = ['/', '/service/', '/pricing/', '/contact', '/contact-us', '/thanks', '/login', '/register', '/reset', '/no-such-page'];

describe('rebranding a fresh site', () => {
  let server: OwnServer;
  let browser: Browser;
  let admin: string;

  const api = async (method: string, path: string, body?: unknown, cookie = admin) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const only = async <T>(path: string) => ((await (await api('GET', path)).json()) as T[])[0];
  const edit = async (list: string, update: (id: string) => string, changes: object) => {
    const { _id, createdAt: _c, updatedAt: _u, ...fields } = await only<Record<string, string>>(list);
    await api('PUT', update(_id), { ...fields, ...changes });
  };

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    admin = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('an Admin renames the site in Brand & site; a colour white button text cannot be read on is refused, saying why', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
    await page.goto('/brand', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Brand & site', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await page.getByLabel('Site name').fill('Northpeak Search');
    await page.getByLabel('Legal name').fill('Northpeak Search GmbH');
    const colour = page.getByRole('textbox', { name: /Primary colour/ });
    await colour.fill('#20b29e');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/White text on this colour has a contrast of 2\.65:1/).waitFor();
    await colour.fill('#1c4d8c');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Brand & site is Updated').waitFor();
    expect(await only<{ siteName: string; primaryColor: string }>('/api/site-identity')).toMatchObject({
      siteName: 'Northpeak Search',
      primaryColor: '#1c4d8c',
    });
    await context.close();
  });

  it('after the logo, address and copyright are theirs too, no public page says the product name, and the theme is their colour', async () => {
    await edit('/api/logo', (id) => `/api/logo/${id}`, { logo: '/favicon.svg' });
    await edit('/api/footer-address', (id) => `/api/footer-address/${id}`, {
      phoneNumber: '+49 30 1234567',
      emailAddress: 'hello@northpeak.example',
      location: 'Alexanderplatz 1, 10178 Berlin',
      streetAddress: 'Alexanderplatz 1',
      addressLocality: 'Berlin',
      postalCode: '10178',
      addressCountry: 'DE',
    });
    await edit('/api/copyrights', (id) => `/api/copyrights/${id}`, { copyrightText: '© 2026 Northpeak Search GmbH' });
    await edit('/api/site-identity', (id) => `/api/site-identity/${id}`, { logoDark: '/favicon.svg', legalName: 'Northpeak Search GmbH' });

    for (const path of PUBLIC_PAGES) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect([path, html.match(/.{0,60}rankwell.{0,60}/i)?.[0]]).toEqual([path, undefined]);
      expect([path, html.includes('Northpeak Search')]).toEqual([path, true]);
      expect([path, html.includes('--mantine-color-brand-7: #1c4d8c')]).toEqual([path, true]);
    }
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('<meta property="og:site_name" content="Northpeak Search"/>');
    // The contact section's e-mail item reads the one contact record, as the footer does.
    expect(home.match(/href="mailto:hello@northpeak.example"/g)?.length).toBeGreaterThanOrEqual(2);
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as { name: string; theme_color: string };
    expect(manifest).toMatchObject({ name: 'Northpeak Search', theme_color: '#1c4d8c' });
  });

  it('an order and its payment speak in the agency name: the mails, the PayPal form and the simulator', async () => {
    await api('POST', '/api/add-email', { paypalEmail: 'payments@northpeak.example' });
    const customer = await customerCookie(server.url, 'kim@example.com', 'customer-pass');
    const [standard] = ((await (await api('GET', '/api/pricings')).json()) as { _id: string; packageName: string }[]).filter(
      (p) => p.packageName === 'Standard',
    );
    const order = (await (
      await api('POST', '/api/new-order', { packageId: standard._id, customerName: 'Kim', customerAddress: '1 Main St', customerCountry: 'DE' }, customer)
    ).json()) as { _id: string };
    const { fields } = (await (await api('GET', `/api/checkout/${order._id}`, undefined, customer)).json()) as { fields: Record<string, string> };
    expect(fields.item_name).toBe('Northpeak Search: Standard SEO package');
    expect(JSON.stringify(fields)).not.toMatch(/rankwell/i);

    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
    const simulator = await (await fetch(`${server.url}/api/payments/simulator/checkout`, form)).text();
    expect(simulator).toContain('PayPal simulator — Northpeak Search');
    expect(simulator).not.toMatch(/rankwell/i);
    expect((await fetch(`${server.url}/api/payments/simulator/pay`, { ...form, redirect: 'manual' })).status).toBe(303);

    let mails: OutboxMail[] = [];
    for (let waited = 0; waited < 15_000 && !mails.some((mail) => mail.subject.startsWith('Payment received')); waited += 200) {
      await new Promise((done) => setTimeout(done, 200));
      mails = outboxMails(server.dataDir);
    }
    const ofOrder = mails.filter((mail) => mail.text.includes(order._id) || mail.subject.includes('Standard'));
    expect(ofOrder.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Your Standard order from Northpeak Search', expect.stringMatching(/^Payment received/)]),
    );
    for (const mail of ofOrder) {
      expect(mail.from).toMatch(/^Northpeak Search </);
      // The test owner's own address is the only place the word appears; it is not the site speaking.
      expect(JSON.stringify({ from: mail.from, subject: mail.subject, text: mail.text })).not.toMatch(/rankwell/i);
    }
  });
});
