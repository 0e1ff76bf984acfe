import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { readTallies } from '../src/database/tallies.js';
import { MailService } from '../src/mail/mail.service.js';
import {
  cookiesOf,
  linkTokenFor,
  openShop,
  payAtSimulator,
  register,
  registerAdmin,
  type Session,
  type Shop,
  signIn,
  subscribeConfirmed,
  verify,
} from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { WebhookReceiver } from './webhook-receiver.js';

type Order = { _id: string; customerEmail: string; customerName: string; customerAddress: string; customerCountry: string; paymentStatus: string };
type Page<T> = { items: T[]; total: number };
type Viewer = { email: string; emailVerified: boolean; isAdmin: boolean } | null;

const details = { customerName: 'Ada Buyer', customerAddress: '1 Main St, Springfield', customerCountry: 'US' };
const WRONG_PASSWORD = 'Your current password is not correct.';

describe('the account page: password, e-mail, my data, deleting the account', () => {
  let t: TestApp;
  let shop: Shop;
  let data: DataSource;
  const get = (path: string, session?: Session) => t.request(path, { headers: session?.headers });
  const me = async (session: Session) => (await json<{ viewer: Viewer }>(get('/api/auth/me', session))).viewer;
  const send = (method: string, path: string, body: unknown, session?: Session) => t.request(path, { method, json: body, headers: session?.headers });
  const messageOf = async (response: Response) => ((await response.json()) as { message: string | string[] }).message;
  const mailsTo = (address: string, subject: RegExp) => t.app.get(MailService).outbox.filter((mail) => mail.to === address && subject.test(mail.subject));
  /** The mail of that subject to that address, waiting for one sent after the answer. */
  async function mailTo(address: string, subject: RegExp) {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const [mail] = mailsTo(address, subject);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no "${subject.source}" mail to ${address}`);
  }

  async function order(session: Session): Promise<Order> {
    const response = await send('POST', '/api/new-order', { packageId: shop.packages[0]._id, ...details }, session);
    expect(response.status).toBe(201);
    return json<Order>(response);
  }

  /** Pays an order as a customer does: PayPal's checkout (the simulator), then its verified notification. */
  async function payThroughPaypal(session: Session, orderId: string): Promise<void> {
    await payAtSimulator(t, session, orderId);
    for (let i = 0; i < 100; i++) {
      const [row]: { payment_status: string }[] = await data.query(`SELECT payment_status FROM customer_order WHERE id = $1`, [orderId]);
      if (row.payment_status === 'Paid') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the payment did not arrive');
  }

  async function changeEmail(session: Session, newEmail: string, currentPassword = 'long-secret-pass'): Promise<Response> {
    return send('POST', '/api/account/email', { newEmail, currentPassword }, session);
  }

  const confirm = (token: string, by: Session) => send('POST', '/api/account/email/confirm', { token }, by);

  /** The tallies the back office reads agree with the tables, row for row. */
  async function expectExactTallies(): Promise<void> {
    const orders = await readTallies(data, 'order');
    const counted: { payment_status: string; count: number; amount: string }[] = await data.query(
      `SELECT payment_status, count(*)::int AS count, (sum(price_minor) / 100.0)::text AS amount FROM customer_order GROUP BY payment_status`,
    );
    for (const row of counted)
      expect([row.payment_status, orders.get(row.payment_status)?.count, Number(orders.get(row.payment_status)?.amount)]).toEqual([
        row.payment_status,
        row.count,
        Number(row.amount),
      ]);
    const tallied = [...orders.values()].reduce((sum, tally) => sum + tally.count, 0);
    expect(tallied).toBe(counted.reduce((sum, row) => sum + row.count, 0));
    const messages = await readTallies(data, 'message');
    const [{ n }]: { n: number }[] = await data.query(`SELECT count(*)::int AS n FROM message`);
    expect([...messages.values()].reduce((sum, tally) => sum + tally.count, 0)).toBe(n);
  }

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', WEBHOOKS_ALLOW_PRIVATE: 'true' });
    shop = await openShop(t);
    data = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('change password', () => {
    it('refuses a wrong current password and a new one that breaks the registration rules', async () => {
      const carol = await register(t, 'carol@example.com');
      const wrong = await send('PUT', '/api/account/password', { currentPassword: 'not-it', newPassword: 'brand-new-pass' }, carol);
      expect(wrong.status).toBe(400);
      expect(await messageOf(wrong)).toBe(WRONG_PASSWORD);
      const short = await send('PUT', '/api/account/password', { currentPassword: 'long-secret-pass', newPassword: 'abc' }, carol);
      expect(short.status).toBe(400);
      expect(await messageOf(short)).toContain('Minimum 6 Characters');
      expect((await signIn(t, 'carol@example.com')).email).toBe('carol@example.com');
    });

    it('signs out every other device and keeps this one signed in with new cookies', async () => {
      const here = await register(t, 'dora@example.com');
      const elsewhere = await signIn(t, 'dora@example.com');
      const changed = await send('PUT', '/api/account/password', { currentPassword: 'long-secret-pass', newPassword: 'brand-new-pass' }, here);
      expect(changed.status).toBe(200);
      const renewed: Session = { email: here.email, cookie: cookiesOf(changed), headers: { cookie: cookiesOf(changed) } };
      expect(renewed.cookie).toMatch(/rankwell_access=.+; rankwell_session=/);

      expect((await me(renewed))?.email).toBe('dora@example.com');
      expect((await get('/api/orders', renewed)).status).toBe(200);
      expect((await send('POST', '/api/auth/refresh', undefined, renewed)).status).toBe(200);

      expect((await get('/api/orders', elsewhere)).status).toBe(401);
      expect((await send('POST', '/api/auth/refresh', undefined, elsewhere)).status).toBe(401);
      expect((await send('POST', '/api/auth/login', { email: 'dora@example.com', password: 'long-secret-pass' })).status).toBe(401);
      expect((await send('POST', '/api/auth/login', { email: 'dora@example.com', password: 'brand-new-pass' })).status).toBe(200);
    });
  });

  describe('change e-mail', () => {
    it('refuses a wrong password, the same address and an address another account has', async () => {
      const erin = await register(t, 'erin@example.com');
      const wrong = await changeEmail(erin, 'erin-new@example.com', 'not-it');
      expect([wrong.status, await messageOf(wrong)]).toEqual([400, WRONG_PASSWORD]);
      expect((await changeEmail(erin, 'Erin@Example.com ')).status).toBe(400);
      const taken = await changeEmail(erin, 'alice@example.com');
      expect([taken.status, await messageOf(taken)]).toEqual([409, 'Another account uses this address.']);
      expect((await changeEmail(erin, 'not-an-address')).status).toBe(400);
      expect(mailsTo('erin-new@example.com', /./)).toEqual([]);
    });

    it('moves the account, and its orders, only when the link mailed to the new address is opened, once', async () => {
      const fay = await register(t, 'fay@example.com');
      const placed = await order(fay);
      const asked = await changeEmail(fay, 'fay.new@example.com');
      expect(asked.status).toBe(200);
      expect(await messageOf(asked)).toBe('We sent a link to fay.new@example.com. Open it within 48 hours to move your account to that address.');
      expect((await mailTo('fay@example.com', /about to change/)).text).toContain('fay.new@example.com');
      expect((await me(fay))?.email).toBe('fay@example.com');

      const token = await linkTokenFor(t, 'fay.new@example.com', /Confirm your new e-mail/);
      expect(mailsTo('fay.new@example.com', /Confirm your new e-mail/)[0].text).toContain('/confirm-email?token=');
      const confirmed = await confirm(token, fay);
      expect([confirmed.status, await messageOf(confirmed)]).toEqual([200, 'Your e-mail address is changed. Use the new address to log in from now on.']);
      expect(await me(fay)).toMatchObject({ email: 'fay.new@example.com', emailVerified: true });

      const mine = await json<Page<Order>>(get('/api/orders', fay));
      expect(mine.items.map((o) => [o._id, o.customerEmail])).toEqual([[placed._id, 'fay.new@example.com']]);
      expect((await get(`/api/order/${placed._id}`, fay)).status).toBe(200);

      expect((await confirm(token, fay)).status).toBe(400);
      expect((await send('POST', '/api/auth/login', { email: 'fay@example.com', password: 'long-secret-pass' })).status).toBe(401);
      expect((await signIn(t, 'fay.new@example.com')).email).toBe('fay.new@example.com');
      // The old address is free: someone else may register it.
      await register(t, 'fay@example.com');
    });

    it('takes a link for its own purpose only: a verification link confirms no change, a change link verifies and resets nothing', async () => {
      const gus = await register(t, 'gus@example.com');
      const verification = await linkTokenFor(t, 'gus@example.com', /Confirm your e-mail address/);
      expect((await changeEmail(gus, 'gus.new@example.com')).status).toBe(200);
      const change = await linkTokenFor(t, 'gus.new@example.com', /Confirm your new e-mail/);

      expect((await confirm(verification, gus)).status).toBe(400);
      expect((await send('POST', '/api/auth/verify-email', { token: change })).status).toBe(400);
      expect((await send('POST', '/api/auth/reset-password', { token: change, password: 'taken-over' })).status).toBe(400);
      expect(await me(gus)).toMatchObject({ email: 'gus@example.com', emailVerified: false });

      // Once the address moved, links mailed to the old one are spent.
      expect((await confirm(change, gus)).status).toBe(200);
      expect((await send('POST', '/api/auth/verify-email', { token: verification })).status).toBe(400);
    });

    it('refuses an expired link and one a newer request replaced', async () => {
      const hal = await register(t, 'hal@example.com');
      await changeEmail(hal, 'hal.one@example.com');
      const first = await linkTokenFor(t, 'hal.one@example.com', /Confirm your new e-mail/);
      await changeEmail(hal, 'hal.two@example.com');
      const second = await linkTokenFor(t, 'hal.two@example.com', /Confirm your new e-mail/);
      expect((await confirm(first, hal)).status).toBe(400);

      await data.query(`UPDATE email_change SET expires_at = now() - interval '1 second' WHERE new_email = 'hal.two@example.com'`);
      const expired = await confirm(second, hal);
      expect([expired.status, await messageOf(expired)]).toEqual([400, 'This link is invalid, used or expired. Ask for a new one on your account page.']);
      expect((await me(hal))?.email).toBe('hal@example.com');

      expect((await changeEmail(hal, 'hal.three@example.com')).status).toBe(200);
      const fourth = await changeEmail(hal, 'hal.four@example.com');
      expect(fourth.status).toBe(429);
    });

    it('refuses with 409 when the new address was registered meanwhile, and changes nothing', async () => {
      const ivy = await register(t, 'ivy@example.com');
      await changeEmail(ivy, 'ivy.new@example.com');
      const token = await linkTokenFor(t, 'ivy.new@example.com', /Confirm your new e-mail/);
      await register(t, 'ivy.new@example.com');
      const refused = await confirm(token, ivy);
      expect([refused.status, await messageOf(refused)]).toEqual([409, 'Another account uses this address.']);
      expect((await me(ivy))?.email).toBe('ivy@example.com');
    });

    it('an Admin keeps Admin: the roster entry moves with a proved address, in the same transaction', async () => {
      const second = await registerAdmin(t, 'second@rankwell.test', shop.admin);
      expect((await me(second))?.isAdmin).toBe(true);
      await changeEmail(second, 'second.new@rankwell.test');
      expect((await confirm(await linkTokenFor(t, 'second.new@rankwell.test', /Confirm your new e-mail/), second)).status).toBe(200);
      expect(await me(second)).toMatchObject({ email: 'second.new@rankwell.test', isAdmin: true });
      const roster = await json<{ userEmail: string; userRole: string }[]>(get('/api/users', shop.admin));
      expect(roster.map((u) => u.userEmail)).toContain('second.new@rankwell.test');
      expect(roster.map((u) => u.userEmail)).not.toContain('second@rankwell.test');
      const log = await json<{ items: { kind: string; detail: string }[] }>(get('/api/audit-log?kind=roster', shop.admin));
      expect(log.items[0].detail).toContain('second@rankwell.test (Admin) → second.new@rankwell.test (Admin)');
    });

    it('nobody gains a role by moving to a roster address, whether it was listed before or meanwhile', async () => {
      const jack = await register(t, 'jack@example.com');
      await send('POST', '/api/add-user', { userEmail: 'listed@rankwell.test' }, shop.admin);
      const listed = await changeEmail(jack, 'listed@rankwell.test');
      expect(listed.status).toBe(409);
      expect(await messageOf(listed)).toMatch(/on the admin roster/);

      await changeEmail(jack, 'jack.new@rankwell.test');
      const token = await linkTokenFor(t, 'jack.new@rankwell.test', /Confirm your new e-mail/);
      await send('POST', '/api/add-user', { userEmail: 'jack.new@rankwell.test' }, shop.admin);
      expect((await confirm(token, jack)).status).toBe(409);
      expect(await me(jack)).toMatchObject({ email: 'jack@example.com', isAdmin: false });
    });

    it('a roster entry of an address the account never proved stays with that address', async () => {
      await send('POST', '/api/add-user', { userEmail: 'boss@rankwell.test' }, shop.admin);
      const squatter = await register(t, 'boss@rankwell.test');
      await changeEmail(squatter, 'squatter@example.com');
      expect((await confirm(await linkTokenFor(t, 'squatter@example.com', /Confirm your new e-mail/), squatter)).status).toBe(200);
      expect(await me(squatter)).toMatchObject({ email: 'squatter@example.com', emailVerified: true, isAdmin: false });
      const roster = await json<{ userEmail: string }[]>(get('/api/users', shop.admin));
      expect(roster.map((u) => u.userEmail)).toEqual(expect.arrayContaining(['boss@rankwell.test']));
      expect(roster.map((u) => u.userEmail)).not.toContain('squatter@example.com');
    });
  });

  describe('download my data and delete the account', () => {
    let kim: Session;
    let paid: Order;
    let unpaid: Order;

    beforeAll(async () => {
      kim = await register(t, 'kim@example.com');
      paid = await order(kim);
      unpaid = await order(kim);
      await payThroughPaypal(kim, paid._id);
      for (const email of ['kim@example.com', 'KIM@example.com', 'someone-else@example.com']) {
        expect((await send('POST', '/api/add-message', { name: 'Kim', email, subject: 'Audit', message: 'Please look at kim.example' })).status).toBe(201);
      }
    });

    it('exports the account, its orders and payments; messages only once the address is proved', async () => {
      const unproved = await get('/api/account/export', kim);
      expect(unproved.status).toBe(200);
      expect(unproved.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"');
      expect(unproved.headers.get('content-type')).toMatch(/^application\/json/);
      const early = await json<{ messages: unknown[]; note: string | null }>(unproved);
      expect(early.messages).toEqual([]);
      expect(early.note).toMatch(/not confirmed yet/);

      await verify(t, 'kim@example.com', kim);
      const mine = await json<{
        account: { email: string; emailVerified: boolean; createdAt: string };
        orders: (Order & { packageName: string; orderDate: string })[];
        payments: { orderId: string; txnId: string; amount: string }[];
        messages: { email: string; heldAsSpam: boolean }[];
        note: string | null;
      }>(get('/api/account/export', kim));
      expect(mine.account).toMatchObject({ email: 'kim@example.com', emailVerified: true });
      expect(mine.orders.map((o) => [o._id, o.paymentStatus, o.customerAddress]).sort()).toEqual(
        [
          [paid._id, 'Paid', details.customerAddress],
          [unpaid._id, 'UnPaid', details.customerAddress],
        ].sort(),
      );
      expect(mine.payments.map((p) => p.orderId)).toEqual([paid._id]);
      expect(mine.messages.map((m) => m.email.toLowerCase())).toEqual(['kim@example.com', 'kim@example.com']);
      expect(mine.note).toBeNull();
      expect((await get('/api/account/export')).status).toBe(401);
    });

    it('another Admin may go: their roster entry goes with the account', async () => {
      const leaving = await registerAdmin(t, 'leaving@rankwell.test', shop.admin);
      expect((await send('DELETE', '/api/account', { currentPassword: 'long-secret-pass' }, leaving)).status).toBe(200);
      const roster = await json<{ userEmail: string }[]>(get('/api/users', shop.admin));
      expect(roster.map((u) => u.userEmail)).not.toContain('leaving@rankwell.test');
      const sent = t.app.get(MailService).outbox.length;
      const again = await register(t, 'leaving@rankwell.test');
      const token = await linkTokenFor(t, 'leaving@rankwell.test', /Confirm your e-mail/, sent);
      expect((await send('POST', '/api/auth/verify-email', { token }, again)).status).toBe(200);
      expect((await me(await signIn(t, 'leaving@rankwell.test')))?.isAdmin).toBe(false);
    });

    it('refuses a wrong password and changes nothing', async () => {
      const wrong = await send('DELETE', '/api/account', { currentPassword: 'not-it' }, kim);
      expect([wrong.status, await messageOf(wrong)]).toEqual([400, WRONG_PASSWORD]);
      expect((await me(kim))?.email).toBe('kim@example.com');
    });

    it('keeps paid orders anonymised for the accounts, deletes the rest, and the address can register again', async () => {
      const otherSignIn = await signIn(t, 'kim@example.com');
      const [{ id: kimId }]: { id: string }[] = await data.query(`SELECT id FROM account WHERE email = 'kim@example.com'`);
      const salesBefore = await json<{ total: number }>(get('/api/orders-total-sales', shop.admin));

      const deleted = await send('DELETE', '/api/account', { currentPassword: 'long-secret-pass' }, kim);
      expect([deleted.status, await messageOf(deleted)]).toEqual([200, 'Your account is deleted.']);
      expect(deleted.headers.getSetCookie().filter((line) => /^rankwell_(access|session)=;/.test(line))).toHaveLength(2);

      const kept = await json<Order>(get(`/api/order/${paid._id}`, shop.admin));
      expect(kept).toMatchObject({ customerName: 'Deleted customer', customerAddress: '', customerCountry: details.customerCountry, paymentStatus: 'Paid' });
      expect(kept.customerEmail).toMatch(/^deleted-[0-9a-f-]{36}@invalid$/);
      const [row]: { account_id: string | null }[] = await data.query(`SELECT account_id FROM customer_order WHERE id = $1`, [paid._id]);
      expect(row.account_id).toBeNull();
      expect(await data.query(`SELECT 1 FROM payment WHERE order_id = $1`, [paid._id])).toHaveLength(1);
      expect((await get(`/api/order/${unpaid._id}`, shop.admin)).status).toBe(404);
      expect((await json<{ total: number }>(get('/api/orders-total-sales', shop.admin))).total).toBe(salesBefore.total);

      const messages: { email: string }[] = await data.query(
        `SELECT email FROM message WHERE lower(email) LIKE '%kim@example.com' OR email = 'someone-else@example.com'`,
      );
      expect(messages.map((m) => m.email)).toEqual(['someone-else@example.com']);
      await expectExactTallies();

      for (const session of [kim, otherSignIn]) {
        expect((await get('/api/orders', session)).status).toBe(401);
        expect((await send('POST', '/api/auth/refresh', undefined, session)).status).toBe(401);
      }
      expect((await send('POST', '/api/auth/login', { email: 'kim@example.com', password: 'long-secret-pass' })).status).toBe(401);
      expect(await data.query(`SELECT 1 FROM refresh_token WHERE account_id = $1`, [kimId])).toEqual([]);

      const audit = await json<{ items: { kind: string; action: string; subjectId: string; actorEmail: string | null; subject: string; detail: string }[] }>(
        get('/api/audit-log?kind=account', shop.admin),
      );
      const entry = audit.items.find((item) => item.subjectId === kimId)!;
      expect(entry).toMatchObject({ action: 'delete', actorEmail: null });
      expect(JSON.stringify(entry)).not.toContain('kim@');

      const again = await register(t, 'kim@example.com');
      expect((await json<Page<Order>>(get('/api/orders', again))).total).toBe(0);
    });
  });

  describe('what deleting the account leaves in the database', () => {
    const email = 'ben.quill@example.com';
    const name = 'Ben Quillfeather';
    const address = '42 Quillfeather Row, Springfield';
    const receiver = new WebhookReceiver();
    let ben: Session;
    let paid: Order;
    let unpaid: Order;
    let pendingEndpoint: string;

    /** Every text, JSON and array column of every table whose value holds one of the patterns (ILIKE): "table.column". */
    async function columnsHolding(patterns: string[]): Promise<string[]> {
      const columns: { table_name: string; column_name: string }[] = await data.query(
        `SELECT c.table_name, c.column_name FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
          WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
      );
      const found: string[] = [];
      for (const { table_name: table, column_name: column } of columns) {
        const [{ n }]: { n: number }[] = await data.query(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text ILIKE ANY($1)`, [patterns]);
        if (n > 0) found.push(`${table}.${column}`);
      }
      return found;
    }
    const traces = [email, encodeURIComponent(email), 'Quillfeather'].map((text) => `%${text}%`);

    /** Waits until every delivery queued for the endpoint has been tried at least once. */
    async function allTried(endpointId: string): Promise<void> {
      for (let waited = 0; waited < 15_000; waited += 50) {
        const [{ untried }]: { untried: number }[] = await data.query(
          `SELECT count(*) FILTER (WHERE attempts = 0 OR (status = 'pending' AND last_attempt_at IS NULL))::int AS untried FROM webhook_delivery WHERE endpoint_id = $1`,
          [endpointId],
        );
        if (untried === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`deliveries to ${endpointId} were not tried`);
    }

    async function addEndpoint(url: string): Promise<string> {
      const response = await send(
        'POST',
        '/api/webhooks',
        { url, events: ['order.created', 'order.paid', 'message.received', 'subscriber.confirmed'] },
        shop.admin,
      );
      expect(response.status).toBe(201);
      return (await json<{ id: string }>(response)).id;
    }

    beforeAll(async () => {
      await receiver.start();
      // The receiver that took its deliveries answers with the body it got, as some do: the attempt log keeps it too.
      const echo = (count: number) =>
        Array.from(
          { length: count },
          () => (response: import('node:http').ServerResponse, request: { body: string }) => response.writeHead(200).end(request.body),
        );
      receiver.answer('/echo', ...echo(20));
      const echoing = await addEndpoint(receiver.url('/echo'));
      // Nothing listens on port 1: these deliveries stay queued for their retry.
      pendingEndpoint = await addEndpoint('http://127.0.0.1:1/down');

      ben = await register(t, email);
      await verify(t, email, ben);
      await subscribeConfirmed(t, email);
      expect((await send('POST', '/api/add-message', { name, email, subject: 'Audit', message: 'Please call me' })).status).toBe(201);
      const placed = await send(
        'POST',
        '/api/new-order',
        { packageId: shop.packages[0]._id, customerName: name, customerAddress: address, customerCountry: 'US' },
        ben,
      );
      paid = await json<Order>(placed);
      unpaid = await json<Order>(
        send('POST', '/api/new-order', { packageId: shop.packages[0]._id, customerName: name, customerAddress: address, customerCountry: 'US' }, ben),
      );
      await payThroughPaypal(ben, paid._id);
      // A second payment of the paid order, from a PayPal account in the customer's name and address.
      const { fields } = await json<{ fields: Record<string, string> }>(get(`/api/checkout/${unpaid._id}`, ben));
      const raw = new URLSearchParams({
        ...fields,
        custom: paid._id,
        invoice: paid._id,
        mc_gross: fields.amount,
        mc_currency: 'USD',
        receiver_email: fields.business,
        payment_status: 'Completed',
        txn_id: 'DUPLICATE-OF-BEN',
        payer_email: email,
        first_name: 'Ben',
        last_name: 'Quillfeather',
        address_street: '42 Quillfeather Row',
      }).toString();
      const { createHash } = await import('node:crypto');
      await data.query(`INSERT INTO simulator_message (body_hash) VALUES ($1)`, [createHash('sha256').update(raw).digest('hex')]);
      const posted = await t.request('/api/payments/paypal/ipn', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: raw,
      });
      expect(posted.status).toBe(200);
      for (let i = 0; ; i++) {
        const [row]: { outcome: string }[] = await data.query(`SELECT outcome FROM payment_notification WHERE txn_id = 'DUPLICATE-OF-BEN'`);
        if (row?.outcome === 'duplicate') break;
        if (i === 100) throw new Error(`the second payment settled as ${row?.outcome}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await allTried(echoing);
      await allTried(pendingEndpoint);
    });
    afterAll(async () => {
      await receiver.close();
    });

    it('leaves no trace of the address, name or postal address in any table, and keeps the money’s trail', async () => {
      // Everything this test looks for is there before, so its absence after means something.
      const before = await columnsHolding(traces);
      expect(before).toEqual(
        expect.arrayContaining([
          'account.email',
          'customer_order.customer_email',
          'customer_order.customer_name',
          'message.email',
          'subscriber.subemail',
          'payment.payer_email',
          'payment_notification.raw',
          'webhook_delivery.body',
          'webhook_attempt.response_body',
        ]),
      );

      expect((await send('DELETE', '/api/account', { currentPassword: 'long-secret-pass' }, ben)).status).toBe(200);

      // The invoice keeps the buyer's name and address, as tax law requires for years (GDPR Art. 17(3)(b)); no e-mail address.
      expect(await columnsHolding(traces)).toEqual(['invoice.document']);
      const [kept]: { document: { buyer: Record<string, unknown> } }[] = await data.query(`SELECT document FROM invoice WHERE order_id = $1`, [paid._id]);
      expect(kept.document.buyer).toMatchObject({ name, address, email: null });
      expect(JSON.stringify(kept.document)).not.toContain(email);
      // The paid order, both its payments and both notifications stay for the accounts.
      expect(await data.query(`SELECT txn_id, payer_email FROM payment WHERE order_id = $1 ORDER BY duplicate`, [paid._id])).toEqual([
        { txn_id: expect.stringMatching(/^SIM/), payer_email: null },
        { txn_id: 'DUPLICATE-OF-BEN', payer_email: null },
      ]);
      const notifications: { raw: string; outcome: string }[] = await data.query(
        `SELECT raw, outcome FROM payment_notification WHERE order_id = $1 ORDER BY created_at`,
        [paid._id],
      );
      expect(notifications.map((n) => n.outcome)).toEqual(['paid', 'duplicate']);
      const second = new URLSearchParams(notifications[1].raw);
      expect([second.get('txn_id'), second.get('mc_gross'), second.get('custom'), second.get('payer_email'), second.get('first_name')]).toEqual([
        'DUPLICATE-OF-BEN',
        shop.packages[0].packagePrice.toFixed(2),
        paid._id,
        null,
        null,
      ]);
      // A receiver not yet told of the payment still is, of the order as it is kept now.
      const queued: { event_type: string; body: string }[] = await data.query(
        `SELECT event_type, body FROM webhook_delivery WHERE endpoint_id = $1 AND status = 'pending' AND body LIKE $2 ORDER BY created_at`,
        [pendingEndpoint, `%${paid._id}%`],
      );
      expect(queued.map((row) => row.event_type)).toEqual(['order.created', 'order.paid']);
      for (const row of queued)
        expect((JSON.parse(row.body) as { data: { order: Order } }).data.order).toMatchObject({
          _id: paid._id,
          customerName: 'Deleted customer',
          customerAddress: '',
          customerEmail: expect.stringMatching(/^deleted-[0-9a-f-]{36}@invalid$/),
        });
      const unpaidLeft: unknown[] = await data.query(`SELECT 1 FROM webhook_delivery WHERE body LIKE $1`, [`%${unpaid._id}%`]);
      expect(unpaidLeft).toEqual([]);
    });

    it('leaves the subscription and messages of an address the account never proved: they may be someone else’s', async () => {
      const squatter = await register(t, 'owner-of-list@example.com');
      await subscribeConfirmed(t, 'owner-of-list@example.com');
      expect((await send('POST', '/api/add-message', { name: 'Owner', email: 'owner-of-list@example.com', subject: 'Hi', message: 'Hello' })).status).toBe(201);
      expect((await send('DELETE', '/api/account', { currentPassword: 'long-secret-pass' }, squatter)).status).toBe(200);
      expect(await data.query(`SELECT subemail FROM subscriber WHERE subemail = 'owner-of-list@example.com'`)).toHaveLength(1);
      expect(await data.query(`SELECT 1 FROM message WHERE email = 'owner-of-list@example.com'`)).toHaveLength(1);
      const told: unknown[] = await data.query(
        `SELECT 1 FROM webhook_delivery WHERE event_type = 'subscriber.confirmed' AND body LIKE '%owner-of-list@example.com%'`,
      );
      expect(told.length).toBeGreaterThan(0);
    });
  });
});

describe('the account page on a site of one Admin, with the production rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the only Admin cannot delete their account', async () => {
    const owner = await registerAdmin(t, 'only@rankwell.test');
    const refused = await t.request('/api/account', { method: 'DELETE', json: { currentPassword: 'long-secret-pass' }, headers: owner.headers });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'You are the only Admin of the site: make another account Admin before deleting yours.',
    );
    expect(await json<{ viewer: Viewer }>(t.request('/api/auth/me', { headers: owner.headers }))).toMatchObject({ viewer: { isAdmin: true } });
  });

  it('a session that guesses the password is stopped after ten wrong ones', async () => {
    const lee = await register(t, 'lee@example.com');
    for (let guess = 0; guess < 10; guess++) {
      const response = await t.request('/api/account/password', {
        method: 'PUT',
        json: { currentPassword: `guess-${guess}`, newPassword: 'taken-over' },
        headers: lee.headers,
      });
      expect(response.status).toBe(400);
    }
    const stopped = await t.request('/api/account/password', {
      method: 'PUT',
      json: { currentPassword: 'long-secret-pass', newPassword: 'taken-over' },
      headers: lee.headers,
    });
    expect(stopped.status).toBe(429);
    expect(((await stopped.json()) as { message: string }).message).toMatch(/^Too many failed password checks for this account/);
  });
});
