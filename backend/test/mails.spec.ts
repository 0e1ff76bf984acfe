import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MailService, type SentMail } from '../src/mail/mail.service.js';
import { MAIL_KIND_NAMES, MAIL_KINDS } from '../src/mail/templates.js';
import { FASTEST_HUMAN_MS } from '../src/messages/messages.service.js';
import { openShop, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

type Preview = { kind: string; title: string; audience: string; transactional: boolean; subject: string; html: string; text: string };

const HOSTILE_NAME = '<script>alert("x")</script><img src=x onerror=alert(1)>';

describe('mails in the agency’s layout, and their preview in the back office', () => {
  let t: TestApp;
  let shop: Shop;
  let outbox: SentMail[];
  const admin = <T>(path: string) => json<T>(t.request(path, { headers: shop.admin.headers }));
  const save = async (path: string, body: object) => {
    const response = await t.request(path, { method: 'POST', json: body, headers: shop.admin.headers });
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  async function mailTo(to: string, subject: RegExp): Promise<SentMail> {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = outbox.find((mail) => mail.to === to && subject.test(mail.subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail ${subject} to ${to}`);
  }

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    shop = await openShop(t);
    outbox = t.app.get(MailService).outbox;
    await save('/api/add-site-identity', { siteName: 'Northpeak Search', legalName: 'Northpeak Search GmbH', primaryColor: '#1c4d8c' });
    await save('/api/add-logo', { logo: '/media/7d1f3c2a-5b6e-4f70-8a91-b2c3d4e5f607' });
    await save('/api/add-footer-address', { phoneNumber: '+49 30 1234567', emailAddress: 'hello@northpeak.example', location: 'Torstraße 1, 10119 Berlin' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every kind of mail the site sends, for Admins only', async () => {
    const kinds = await admin<Preview[]>('/api/mail-previews');
    expect(kinds.map((kind) => kind.kind)).toEqual(MAIL_KIND_NAMES);
    expect(kinds.find((kind) => kind.kind === 'subscriptionConfirmation')).toMatchObject({ audience: 'subscriber', transactional: false });
    expect((await t.request('/api/mail-previews')).status).toBe(401);
    expect((await t.request('/api/mail-previews/passwordReset', { headers: shop.alice.headers })).status).toBe(403);
    expect((await t.request('/api/mail-previews/newsletter', { headers: shop.admin.headers })).status).toBe(404);
  });

  it.each(MAIL_KIND_NAMES)('renders %s as HTML and text with the brand’s name, colour, logo and address', async (kind) => {
    const preview = await admin<Preview>(`/api/mail-previews/${kind}`);
    expect(preview.subject.length).toBeGreaterThan(0);
    expect(preview.html).toMatch(/^<!DOCTYPE html/);
    expect(preview.html).toContain('#1c4d8c');
    expect(preview.html).toContain(`src="${t.baseUrl}/media/7d1f3c2a-5b6e-4f70-8a91-b2c3d4e5f607"`);
    expect(preview.html).toContain('alt="Northpeak Search"');
    for (const part of [preview.html, preview.text]) {
      expect(part).toContain('Northpeak Search GmbH');
      expect(part).toContain('Torstraße 1, 10119 Berlin');
      expect(part).not.toMatch(/rankwell/i);
    }
    // The text is made from the HTML: the call to action's address stands whole on its own line.
    const action = preview.html.match(/<a href="([^"]+)" data-text-link="action"/)?.[1];
    if (action) expect(preview.text).toContain(`:\n${action.replaceAll('&amp;', '&')}\n`);
    const unsubscribe = /Unsubscribe in one click: (\S+)/;
    if (MAIL_KINDS[kind].transactional) expect(preview.text).not.toMatch(unsubscribe);
    else {
      expect(preview.text).toMatch(unsubscribe);
      expect(preview.html).toContain(`href="${preview.text.match(unsubscribe)![1]}"`);
    }
  });

  it('escapes what a visitor wrote in the HTML of the lead notification, and keeps the reply going to them', async () => {
    const response = await t.request('/api/add-message', {
      method: 'POST',
      json: { name: HOSTILE_NAME, email: 'mallory@example.com', subject: 'Audit <b>now</b>', message: 'Line one\nLine two', elapsedMs: FASTEST_HUMAN_MS + 500 },
    });
    expect(response.status).toBe(201);
    const mail = await mailTo('owner@rankwell.test', /^New message: Audit/);
    expect(mail.kind).toBe('newMessage');
    expect(mail.replyTo).toBe('mallory@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>now</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Line one<br/>Line two');
    // Plain text is not markup: the name stands as written.
    expect(mail.text).toContain(`${HOSTILE_NAME} <mallory@example.com> wrote through Northpeak Search:`);
    expect(mail.text).toMatch(/Open the message:\nhttp:\/\/\S+\/view\/[0-9a-f-]{36}\n/);
  });

  it('sends the order mails in the layout, with a button to pay or to open the order', async () => {
    const customer = shop.alice;
    const standard = shop.packages.find((p) => p.packageName === 'Standard')!;
    const ordered = await t.request('/api/new-order', {
      method: 'POST',
      json: { packageId: standard._id, customerName: HOSTILE_NAME, customerAddress: '1 Main St', customerCountry: 'US' },
      headers: customer.headers,
    });
    expect(ordered.status).toBe(201);
    const order = await json<{ _id: string }>(ordered);
    const confirmation = await mailTo('alice@example.com', /^Your Standard order/);
    expect(confirmation.html).toContain(`href="${t.baseUrl}/pay-now/${order._id}"`);
    expect(confirmation.text).toContain(`Pay for my order:\n${t.baseUrl}/pay-now/${order._id}`);
    const notice = await mailTo('owner@rankwell.test', /^New order: Standard/);
    expect(notice.html).toContain(`href="${t.baseUrl}/admin/payment-status/${order._id}"`);
    expect(notice.html).not.toContain('<script>');
  });

  it('mails the customer once when an Admin sets their order Delivered, through the outbox', async () => {
    const standard = shop.packages.find((p) => p.packageName === 'Standard')!;
    const ordered = await t.request('/api/new-order', {
      method: 'POST',
      json: { packageId: standard._id, customerName: 'Bob Buyer', customerAddress: '2 Leith Walk', customerCountry: 'GB' },
      headers: shop.bob.headers,
    });
    expect(ordered.status).toBe(201);
    const order = await json<{ _id: string }>(ordered);
    const setStatus = (orderStatus: string) =>
      t.request(`/api/order-status/${order._id}`, { method: 'PUT', json: { orderStatus }, headers: shop.admin.headers });
    expect((await setStatus('Delivered')).status).toBe(200);
    const mail = await mailTo('bob@example.com', /order from Northpeak Search is delivered$/);
    expect(mail.kind).toBe('orderDelivered');
    expect(mail.text).toContain(order._id);
    expect(mail.text).toContain(`See my orders:\n${t.baseUrl}/my-order`);
    // Saving Delivered again, or moving it back to Pending, mails nobody (the mail leaves before the answer).
    expect((await setStatus('Delivered')).status).toBe(200);
    expect((await setStatus('Pending')).status).toBe(200);
    expect(outbox.filter((sent) => sent.kind === 'orderDelivered' && sent.to === 'bob@example.com')).toHaveLength(1);
  });

  it('writes amounts and dates in the locale of Brand & site', async () => {
    const preview = () => admin<Preview>('/api/mail-previews/subscriptionNotice');
    expect((await preview()).text).toContain('We received €1,200.00 for your Local SEO retainer');
    expect((await preview()).text).toContain('paid through January 31, 2027');
    const [identity] = await json<{ _id: string }[]>(t.request('/api/site-identity'));
    const edited = await t.request(`/api/site-identity/${identity._id}`, {
      method: 'PUT',
      json: { siteName: 'Northpeak Search', legalName: 'Northpeak Search GmbH', primaryColor: '#1c4d8c', locale: 'de-DE' },
      headers: shop.admin.headers,
    });
    expect(edited.status).toBe(200);
    const german = (await preview()).text;
    expect(german).toContain('We received 1.200,00\u00a0€'); // Intl writes a no-break space
    expect(german).toContain('paid through 31. Januar 2027');
    expect((await admin<Preview>('/api/mail-previews/orderPlaced')).text).toContain('Standard package (499,00\u00a0$)');
  });
});
