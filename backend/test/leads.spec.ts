import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MailService, type SentMail } from '../src/mail/mail.service.js';
import { FASTEST_HUMAN_MS, SPAM_REASONS } from '../src/messages/messages.service.js';
import { DataSource } from 'typeorm';
import { linkTokenFor, openShop, register, registerAdmin, subscribeConfirmed, type Session, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
type Message = { _id: string; name: string; email: string; subject: string; message: string; messageStatus: string; createdAt: string };
type Spam = Message & { reason: string };

const lead = (n: string, extra: Record<string, unknown> = {}) => ({
  name: `Visitor ${n}`,
  email: `visitor-${n}@example.com`,
  subject: `Audit request ${n}`,
  message: `Please look at shop-${n}.example.com`,
  ...extra,
});

describe('leads: notifications, spam, search and exports', () => {
  let t: TestApp;
  let shop: Shop;
  let outbox: SentMail[];
  const send = (body: Record<string, unknown>) => t.request('/api/add-message', { method: 'POST', json: body });
  const adminGet = <T>(path: string) => json<T>(t.request(path, { headers: shop.admin.headers }));

  /** The mails with that subject, waiting for the ones sent after the answer. */
  async function mailsAbout(subject: string, count = 1): Promise<SentMail[]> {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = outbox.filter((mail) => mail.subject === subject);
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return outbox.filter((mail) => mail.subject === subject);
  }

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    shop = await openShop(t);
    outbox = t.app.get(MailService).outbox;
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails each new message to every Admin, answerable straight to the visitor', async () => {
    expect((await send(lead('a', { elapsedMs: FASTEST_HUMAN_MS + 500 }))).status).toBe(201);
    const [mail] = await mailsAbout('New message: Audit request a');
    expect(mail.to).toBe('owner@rankwell.test');
    expect(mail.replyTo).toBe('visitor-a@example.com');
    expect(mail.text).toContain('Please look at shop-a.example.com');
    const page = await adminGet<Page<Message>>('/api/messages');
    expect(mail.text).toContain(`/view/${page.items[0]._id}`);
  });

  it('mails the address of the business details instead, when the agency set one', async () => {
    const saved = await t.request('/api/add-business-details', { method: 'POST', json: { leadsEmail: 'leads@agency.example' }, headers: shop.admin.headers });
    expect(saved.status).toBe(201);
    await send(lead('b'));
    const mails = await mailsAbout('New message: Audit request b');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outbox.filter((mail) => mail.subject === 'New message: Audit request b').map((mail) => mail.to)).toEqual(['leads@agency.example']);
    expect(mails[0].replyTo).toBe('visitor-b@example.com');
    const bad = await t.request('/api/add-business-details', { method: 'POST', json: { leadsEmail: 'not an address' }, headers: shop.admin.headers });
    expect([400, 409]).toContain(bad.status);
    const [details] = await adminGet<{ _id: string; leadsEmail: string }[]>('/api/business-details');
    const refused = await t.request(`/api/business-details/${details._id}`, { method: 'PUT', json: { leadsEmail: 'a@b' }, headers: shop.admin.headers });
    expect(refused.status).toBe(400);
    expect((await adminGet<{ leadsEmail: string }[]>('/api/business-details'))[0].leadsEmail).toBe('leads@agency.example');
  });

  it('keeps the business details out of the public site and from customers', async () => {
    const site = await json<Record<string, unknown>>(t.request('/api/site'));
    expect(site).not.toHaveProperty('business');
    expect(JSON.stringify(site)).not.toContain('leads@agency.example');
    expect((await t.request('/api/business-details', { headers: shop.alice.headers })).status).toBe(403);
    expect((await t.request('/api/business-details')).status).toBe(401);
  });

  it.each([
    ['the hidden field filled in', { website: 'https://cheap-pills.example' }, SPAM_REASONS.honeypot],
    ['sent faster than anyone writes', { elapsedMs: 400 }, SPAM_REASONS.tooFast],
  ])('keeps a message %s for review, answered as any other, counted nowhere and mailed to nobody', async (_what, extra, reason) => {
    const before = await adminGet<{ unread: number }>('/api/messages-counts');
    const mailsBefore = outbox.length;
    const subject = `Spam ${reason.length}`;
    const response = await send(lead('spam', { subject, ...extra }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Message is Send. Thanks' });
    expect(await adminGet<{ unread: number }>('/api/messages-counts')).toEqual(before);
    const spam = await adminGet<Page<Spam>>('/api/spam-messages');
    expect(spam.items[0]).toMatchObject({ subject, reason });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outbox.slice(mailsBefore).filter((mail) => mail.subject.includes(subject))).toEqual([]);
  });

  it('moves a message marked Not spam to the messages as UnRead and mails it then, once', async () => {
    await send(lead('caught', { website: 'x' }));
    const [caught] = (await adminGet<Page<Spam>>('/api/spam-messages')).items;
    const moved = await t.request(`/api/spam-message/${caught._id}/not-spam`, { method: 'POST', headers: shop.admin.headers });
    expect(moved.status).toBe(200);
    const message = await json<Message>(moved);
    expect(message).toMatchObject({ subject: 'Audit request caught', messageStatus: 'UnRead' });
    expect((await adminGet<Message>(`/api/message/${message._id}`)).subject).toBe('Audit request caught');
    expect(await mailsAbout('New message: Audit request caught')).toHaveLength(1);
    expect((await t.request(`/api/spam-message/${caught._id}/not-spam`, { method: 'POST', headers: shop.admin.headers })).status).toBe(404);
    expect((await adminGet<Page<Spam>>('/api/spam-messages')).items.map((item) => item._id)).not.toContain(caught._id);
  });

  it('deletes a caught message for good, Admins only', async () => {
    await send(lead('junk', { elapsedMs: 10 }));
    const [caught] = (await adminGet<Page<Spam>>('/api/spam-messages')).items;
    expect((await t.request(`/api/spam-message/${caught._id}`, { method: 'DELETE', headers: shop.alice.headers })).status).toBe(403);
    expect((await t.request(`/api/spam-messages`, { headers: shop.alice.headers })).status).toBe(403);
    expect((await t.request(`/api/spam-message/${caught._id}`, { method: 'DELETE', headers: shop.admin.headers })).status).toBe(200);
    expect((await t.request(`/api/spam-message/${caught._id}`, { method: 'DELETE', headers: shop.admin.headers })).status).toBe(404);
  });

  it('finds messages by a part of the name, e-mail, subject or text, in any case, and counts what it finds', async () => {
    await send(lead('search-1', { name: 'Zoë Quartermain' }));
    await send(lead('search-2', { email: 'quarterly@reports.example' }));
    await send(lead('search-3', { message: 'Our QUARTER results dropped' }));
    await send(lead('search-4', { subject: '100% organic?' }));
    const found = await adminGet<Page<Message>>('/api/messages?search=quarter&pageSize=10');
    expect(found.total).toBe(3);
    expect(found.items.map((item) => item.subject)).toEqual(['Audit request search-3', 'Audit request search-2', 'Audit request search-1']);
    // LIKE's wildcards are the visitor's characters, not patterns.
    expect((await adminGet<Page<Message>>('/api/messages?search=100%25')).items.map((item) => item.subject)).toEqual(['100% organic?']);
    expect((await adminGet<Page<Message>>('/api/messages?search=_')).total).toBe(0);
    const paged = await adminGet<Page<Message>>('/api/messages?search=quarter&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 3, items: [] });
    expect((await t.request(`/api/messages?search=${'x'.repeat(201)}`, { headers: shop.admin.headers })).status).toBe(400);
  });

  it('exports the messages of the list filters as formula-safe CSV', async () => {
    await send(lead('csv', { name: '=HYPERLINK("http://evil.example","open")', message: 'csv export check' }));
    const csv = await t.request('/api/messages.csv?search=csv%20export', { headers: shop.admin.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('messages.csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('Received at,Name,Email,Phone,Subject,Message,Status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:]+Z,"'=HYPERLINK\(""http:\/\/evil\.example"",""open""\)",visitor-csv@example\.com,,Audit request csv,csv export check,UnRead$/,
    );
    const all = (await (await t.request('/api/messages.csv', { headers: shop.admin.headers })).text()).trim().split('\n');
    expect(all.length - 1).toBe((await adminGet<Page<Message>>('/api/messages')).total);
    expect((await t.request('/api/messages.csv', { headers: shop.alice.headers })).status).toBe(403);
    expect((await t.request('/api/messages.csv')).status).toBe(401);
  });

  it('exports the orders of the admin list filters as CSV', async () => {
    const carol = await register(t, 'carol@example.com');
    for (const session of [shop.alice, carol]) {
      const order = await t.request('/api/new-order', {
        method: 'POST',
        headers: session.headers,
        json: { packageId: shop.packages[0]._id, customerName: '@SUM(A1)', customerAddress: '1 Main St', customerCountry: 'US' },
      });
      expect(order.status).toBe(201);
    }
    const lines = async (query: string) => (await (await t.request(`/api/orders.csv${query}`, { headers: shop.admin.headers })).text()).trim().split('\n');
    const all = await lines('');
    expect(all[0]).toBe('Order date,Order,Customer name,Customer email,Address,Country,Package,Price,Currency,Payment status,Order status');
    expect(all).toHaveLength(3);
    expect(all[1]).toContain(",'@SUM(A1),carol@example.com,1 Main St,United States,");
    expect(await lines('?email=alice')).toHaveLength(2);
    expect(await lines('?paymentStatus=Paid')).toHaveLength(1);
    expect((await t.request('/api/orders.csv', { headers: shop.alice.headers })).status).toBe(403);
    expect((await t.request('/api/orders.csv?paymentStatus=Nope', { headers: shop.admin.headers })).status).toBe(400);
  });
});

describe('a message when mail cannot be sent', () => {
  it('is stored and shown although its notification fails', async () => {
    const t = await startTestApp({ DEMO_CONTENT: 'false', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const shop = await openShop(t);
      expect((await t.request('/api/add-message', { method: 'POST', json: lead('offline') })).status).toBe(201);
      const page = await json<Page<Message>>(t.request('/api/messages', { headers: shop.admin.headers }));
      expect(page.items.map((item) => item.subject)).toEqual(['Audit request offline']);
    } finally {
      await t.close();
    }
  });
});

describe('newsletter consent: double opt-in and one-click unsubscribe', () => {
  let t: TestApp;
  let admin: Session;
  let outbox: SentMail[];
  type Subscriber = { _id: string; subemail: string; confirmedAt: string | null; consentText: string | null; consentPage: string | null };
  const subscribers = (query = '') => json<Page<Subscriber>>(t.request(`/api/subscribers${query}`, { headers: admin.headers }));
  const mailTo = (to: string) => outbox.filter((mail) => mail.to === to).at(-1);
  const linkIn = (mail: SentMail | undefined, path: string) => new URL(mail!.text.match(new RegExp(`https?://\\S+${path}\\S*`))![0]);

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t);
    outbox = t.app.get(MailService).outbox;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a sign-up pending with its consent until the mailed link is followed, once', async () => {
    const consent = { subemail: 'reader@example.com', consentText: 'Monthly SEO tips. Unsubscribe at any time.', page: '/pricing/' };
    expect((await t.request('/api/add-subscriber', { method: 'POST', json: consent })).status).toBe(201);
    expect((await subscribers()).total).toBe(0);
    const pending = await subscribers('?status=Pending');
    expect(pending.items).toEqual([
      expect.objectContaining({ subemail: 'reader@example.com', confirmedAt: null, consentText: consent.consentText, consentPage: '/pricing/' }),
    ]);
    const mail = await (async () => {
      for (let i = 0; i < 100 && !mailTo('reader@example.com'); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      return mailTo('reader@example.com');
    })();
    expect(mail!.subject).toMatch(/confirm your subscription/i);
    const token = linkIn(mail, '/confirm-subscription').searchParams.get('token')!;
    const confirmed = await t.request('/api/confirm-subscription', { method: 'POST', json: { token } });
    expect(await json(confirmed)).toEqual({ message: 'Your subscription is confirmed. Thank you!' });
    expect((await t.request('/api/confirm-subscription', { method: 'POST', json: { token } })).status).toBe(400);
    const list = await subscribers();
    expect(list.total).toBe(1);
    expect(list.items[0].confirmedAt).not.toBeNull();
    const csv = await (await t.request('/api/subscribers.csv', { headers: admin.headers })).text();
    expect(csv).toContain('Monthly SEO tips. Unsubscribe at any time.,/pricing/');
    expect((await t.request('/api/subscribers?status=Everyone', { headers: admin.headers })).status).toBe(400);
    expect((await t.request('/api/add-subscriber', { method: 'POST', json: { subemail: 'x@example.com', page: '//evil.example/' } })).status).toBe(400);
  });

  it('forgets a sign-up not confirmed within a week; its link stops working', async () => {
    await t.request('/api/add-subscriber', { method: 'POST', json: { subemail: 'late@example.com' } });
    for (let i = 0; i < 100 && !mailTo('late@example.com'); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const token = linkIn(mailTo('late@example.com'), '/confirm-subscription').searchParams.get('token')!;
    await t.app
      .get(DataSource)
      .query(`UPDATE subscriber SET created_at = now() - interval '8 days', confirm_expires_at = now() - interval '1 day' WHERE subemail = 'late@example.com'`);
    expect((await subscribers('?status=Pending')).items.map((item) => item.subemail)).not.toContain('late@example.com');
    expect((await t.request('/api/confirm-subscription', { method: 'POST', json: { token } })).status).toBe(400);
    await t.request('/api/add-subscriber', { method: 'POST', json: { subemail: 'someone-else@example.com' } });
    const rows: unknown[] = await t.app.get(DataSource).query(`SELECT 1 FROM subscriber WHERE subemail = 'late@example.com'`);
    expect(rows).toEqual([]);
  });

  it('refuses a token of another kind as a confirmation', async () => {
    const session = await register(t, 'member@example.com');
    expect(session.cookie).toBeTruthy();
    const verification = await linkTokenFor(t, 'member@example.com', /Confirm your e-mail/);
    expect((await t.request('/api/confirm-subscription', { method: 'POST', json: { token: verification } })).status).toBe(400);
  });

  it('unsubscribes in one click from the link every subscriber mail carries, and says so again on a second click', async () => {
    await subscribeConfirmed(t, 'leaving@example.com');
    const mail = mailTo('leaving@example.com');
    expect(mail!.text).toContain('Unsubscribe in one click:');
    const link = linkIn(mail, '/unsubscribe/');
    const token = link.pathname.split('/').at(-1)!;
    const [own] = (await subscribers()).items.filter((item) => item.subemail === 'leaving@example.com');
    const [other] = (await subscribers()).items.filter((item) => item.subemail !== 'leaving@example.com');
    // The MAC names one subscriber: put on another's id, or changed by a letter, it is refused.
    expect((await t.request(`/api/unsubscribe/${other._id}.${token.split('.')[1]}`, { method: 'POST' })).status).toBe(400);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await t.request(`/api/unsubscribe/${flipped}`, { method: 'POST' })).status).toBe(400);
    expect((await t.request(`/api/unsubscribe/${encodeURIComponent('../../x')}`, { method: 'POST' })).status).toBe(400);
    const first = await t.request(`/api/unsubscribe/${token}`, { method: 'POST' });
    expect(await json(first)).toEqual({ message: 'You are unsubscribed. You will get no more newsletters from us.' });
    expect((await subscribers()).items.map((item) => item._id)).not.toContain(own._id);
    expect((await t.request(`/api/unsubscribe/${token}`, { method: 'POST' })).status).toBe(200);
    expect((await subscribers()).items.map((item) => item._id)).toContain(other._id);
  });
});
