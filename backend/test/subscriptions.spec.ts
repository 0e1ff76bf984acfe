import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MailService } from '../src/mail/mail.service.js';
import { openShop, register, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Retainer {
  _id: string;
  orderId: string;
  status: string;
  paymentsMade: number;
  paypalSubscrId: string | null;
  paidThrough: string | null;
  nextBillingAt: string | null;
  cancelUrl: string | null;
  payments?: { txnId: string; amount: string; periodStart: string; periodEnd: string }[];
}

const details = { customerName: 'Jonas Weber', customerAddress: 'Hauptstraße 1, Berlin', customerCountry: 'DE' };
const MONTH = 31 * 86_400_000;

describe('retainers paid by PayPal subscriptions', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let retainerId: string;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    ({ admin, alice, bob } = await openShop(t));
    const offer = await t.request('/api/pricings', {
      method: 'POST',
      headers: admin.headers,
      json: { packageName: 'Local retainer', packagePrice: 1200, currency: 'EUR', billing: 'month', periods: 3, setupPrice: 1500, packageButtonText: 'Start' },
    });
    expect(offer.status).toBe(201);
    retainerId = (await json<{ _id: string }>(offer))._id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Mails follow the commit that changed the retainer: waits for the one asked for. */
  async function mailed(to: string, subject: string): Promise<boolean> {
    for (let i = 0; i < 100; i++) {
      if (t.app.get(MailService).outbox.some((m) => m.to === to && m.subject === subject)) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }
  const order = async (session: Session) =>
    json<{ _id: string }>(t.request('/api/new-order', { method: 'POST', json: { packageId: retainerId, ...details }, headers: session.headers }));
  const mine = async (session: Session) => (await json<{ items: Retainer[] }>(t.request('/api/subscriptions', { headers: session.headers }))).items;
  const read = (id: string, session: Session = admin) => json<Retainer>(t.request(`/api/subscription/${id}`, { headers: session.headers }));

  async function until(id: string, done: (retainer: Retainer) => boolean): Promise<Retainer> {
    for (let i = 0; i < 200; i++) {
      const retainer = await read(id);
      if (done(retainer)) return retainer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`retainer ${id} never reached the state asked for: ${JSON.stringify(await read(id))}`);
  }

  async function control(subscrId: string, action: string): Promise<void> {
    const response = await t.request(`/api/payments/simulator/subscriptions/${subscrId}/${action}`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
  }

  /** Posts a message as PayPal would, vouched for as the simulator's own so verification passes. */
  async function notify(fields: Record<string, string>): Promise<void> {
    const raw = new URLSearchParams({ ...fields, charset: 'UTF-8' }).toString();
    await t.app
      .get(DataSource)
      .query(`INSERT INTO simulator_message (body_hash) VALUES ($1) ON CONFLICT DO NOTHING`, [createHash('sha256').update(raw).digest('hex')]);
    const response = await t.request('/api/payments/paypal/ipn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: raw,
    });
    expect(response.status).toBe(200);
  }

  it('posts a Subscribe button with the terms sold: the setup fee as the first period, then the price each month for the term', async () => {
    const placed = await order(alice);
    const [pending] = await mine(alice);
    expect(pending).toMatchObject({ orderId: placed._id, status: 'pending', paymentsMade: 0, paypalSubscrId: null });
    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${placed._id}`, { headers: alice.headers }));
    expect(fields).toMatchObject({ cmd: '_xclick-subscriptions', currency_code: 'EUR', a1: '1500.00', p1: '1', t1: 'M', a3: '1200.00', p3: '1', t3: 'M' });
    expect(fields).toMatchObject({ src: '1', sra: '1', srt: '2', custom: placed._id, invoice: placed._id });
    expect(fields.amount).toBeUndefined();
  });

  it('signs up, bills the first period and two renewals, dunning a failed payment, and ends with the term', async () => {
    const placed = await order(bob);
    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${placed._id}`, { headers: bob.headers }));
    const paid = await t.request('/api/payments/simulator/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const [{ _id: id }] = await mine(bob);
    const started = await until(id, (r) => r.paymentsMade === 1);
    expect(started).toMatchObject({ status: 'active' });
    expect(started.paypalSubscrId).toMatch(/^I-SIM/);
    expect(started.payments).toEqual([expect.objectContaining({ amount: '1500.00' })]);
    expect(new Date(started.nextBillingAt!).getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(started.cancelUrl).toContain(`/api/payments/simulator/subscriptions/${started.paypalSubscrId}`);
    expect((await json<{ paymentStatus: string }>(t.request(`/api/order/${placed._id}`, { headers: bob.headers }))).paymentStatus).toBe('Paid');

    const subscrId = started.paypalSubscrId!;
    await control(subscrId, 'bill');
    const renewed = await until(id, (r) => r.paymentsMade === 2);
    expect(renewed.payments!.map((p) => p.amount)).toEqual(['1500.00', '1200.00']);
    // The renewal pays the period after the first one, not one starting today.
    expect(renewed.payments![1].periodStart).toBe(renewed.payments![0].periodEnd);
    expect(new Date(renewed.paidThrough!).getTime() - Date.now()).toBeGreaterThan(MONTH + 27 * 86_400_000);
    expect(await mailed('bob@example.com', 'Payment received for your Local retainer retainer')).toBe(true);

    await control(subscrId, 'fail');
    await until(id, (r) => r.status === 'past_due');
    expect(await mailed('bob@example.com', 'Your payment for Local retainer did not go through')).toBe(true);
    expect(await mailed('owner@rankwell.test', 'Retainer payment failed: Local retainer, bob@example.com')).toBe(true);

    await control(subscrId, 'bill');
    const ended = await until(id, (r) => r.status === 'ended');
    expect(ended).toMatchObject({ paymentsMade: 3, nextBillingAt: null, cancelUrl: null });
    expect(await mailed('bob@example.com', 'Your Local retainer retainer has ended')).toBe(true);
  });

  it('cancels at the customer’s request at PayPal: no next payment, service to the end of the paid period', async () => {
    const carol = await register(t, 'carol@example.com');
    const placed = await order(carol);
    const { fields } = await json<{ fields: Record<string, string> }>(t.request(`/api/checkout/${placed._id}`, { headers: carol.headers }));
    await t.request('/api/payments/simulator/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    const [{ _id: id }] = await mine(carol);
    const started = await until(id, (r) => r.paymentsMade === 1);
    const page = await t.request(started.cancelUrl!.replace(/^https?:\/\/[^/]+/, ''));
    expect(await page.text()).toContain('Cancel subscription');
    await control(started.paypalSubscrId!, 'cancel');
    const cancelled = await until(id, (r) => r.status === 'cancelled');
    expect(cancelled).toMatchObject({ nextBillingAt: null, paidThrough: started.paidThrough });
    expect(await mailed('carol@example.com', 'Your Local retainer retainer is cancelled')).toBe(true);
    expect((await t.request(`/api/subscription/${id}/cancel`, { method: 'POST', headers: admin.headers })).status).toBe(409);
  });

  it('takes a payment that arrives before its sign-up, and refuses a sign-up whose terms differ from those sold', async () => {
    const dave = await register(t, 'dave@example.com');
    const placed = await order(dave);
    const [{ _id: id }] = await mine(dave);
    const common = { receiver_email: 'payments@rankwell.test', mc_currency: 'EUR', custom: placed._id, subscr_id: 'I-EARLY1' };
    await notify({ ...common, txn_type: 'subscr_signup', mc_amount1: '1500.00', period1: '1 M', mc_amount3: '1000.00', period3: '1 M', recur_times: '2' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await read(id)).status).toBe('pending');
    await notify({ ...common, txn_type: 'subscr_payment', txn_id: 'EARLY-TXN-1', payment_status: 'Completed', mc_gross: '1500.00' });
    expect(await until(id, (r) => r.paymentsMade === 1)).toMatchObject({ status: 'active', paypalSubscrId: 'I-EARLY1' });
    await notify({ ...common, txn_type: 'subscr_signup', mc_amount1: '1500.00', period1: '1 M', mc_amount3: '1200.00', period3: '1 M', recur_times: '2' });
    await notify({ ...common, txn_type: 'subscr_payment', txn_id: 'EARLY-TXN-1', payment_status: 'Completed', mc_gross: '1500.00' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await read(id)).toMatchObject({ status: 'active', paymentsMade: 1 });
    // Another PayPal subscription cannot pay this order.
    await notify({ ...common, subscr_id: 'I-OTHER', txn_type: 'subscr_payment', txn_id: 'OTHER-TXN', payment_status: 'Completed', mc_gross: '1200.00' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await read(id)).paymentsMade).toBe(1);
  });

  it('shows a retainer to its customer and the Admins only, and sums MRR per currency', async () => {
    const [carols] = await mine(await register(t, 'erin@example.com'));
    expect(carols).toBeUndefined();
    const [bobs] = await mine(bob);
    expect((await t.request(`/api/subscription/${bobs._id}`, { headers: alice.headers })).status).toBe(404);
    expect((await t.request('/api/subscriptions-metrics', { headers: alice.headers })).status).toBe(403);
    const metrics = await json<{ mrr: { currency: string; amount: string }[]; active: number; cancelled: number; ended: number }>(
      t.request('/api/subscriptions-metrics', { headers: admin.headers }),
    );
    // dave's retainer is the one active (1200 a month); carol's is cancelled, bob's ended.
    expect(metrics).toMatchObject({ mrr: [{ currency: 'EUR', amount: '1200.00' }], active: 1, cancelled: 1, ended: 1 });
  });

  it('tells the Admins when the terms of a subscription are changed at PayPal, and nothing when a modification keeps them', async () => {
    const fay = await register(t, 'fay@example.com');
    const placed = await order(fay);
    const [{ _id: id }] = await mine(fay);
    const common = { receiver_email: 'payments@rankwell.test', mc_currency: 'EUR', custom: placed._id, subscr_id: 'I-MODIFY1' };
    const sold = { mc_amount1: '1500.00', period1: '1 M', mc_amount3: '1200.00', period3: '1 M', recur_times: '2' };
    await notify({ ...common, txn_type: 'subscr_signup', ...sold });
    expect(await until(id, (r) => r.paypalSubscrId === 'I-MODIFY1')).toMatchObject({ status: 'active' });
    const outcomes = async () =>
      (await t.app
        .get(DataSource)
        .query(`SELECT outcome, reason AS detail FROM payment_notification WHERE raw LIKE '%subscr_modify%' AND order_id = $1 ORDER BY created_at`, [
          placed._id,
        ])) as { outcome: string; detail: string }[];
    const settled = async (count: number) => {
      for (let i = 0; i < 100 && (await outcomes()).filter((row) => row.outcome !== 'received' && row.outcome !== 'verifying').length < count; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return outcomes();
    };
    const subject = `Retainer terms changed at PayPal: Local retainer, ${fay.email}`;

    await notify({ ...common, txn_type: 'subscr_modify', ...sold });
    expect((await settled(1))[0]).toEqual({ outcome: 'ignored', detail: 'subscr_modify of I-MODIFY1 keeps the terms sold' });
    expect(t.app.get(MailService).outbox.some((m) => m.subject === subject)).toBe(false);

    await notify({ ...common, txn_type: 'subscr_modify', ...sold, mc_amount3: '1500.00' });
    expect((await settled(2))[1].detail).toBe('subscr_modify of I-MODIFY1: amount3 1500.00 is not 1200.00; the Admins were told');
    expect(await mailed(admin.email, subject)).toBe(true);
    const mail = t.app.get(MailService).outbox.find((m) => m.subject === subject)!;
    expect(mail.text).toContain('amount3 1500.00 is not 1200.00');
    expect(mail.text).toContain(placed._id);
    expect((await read(id)).status).toBe('active');
  });

  it('keeps an account whose retainer PayPal still bills until it is cancelled there, then deletes it and keeps the paid order', async () => {
    const gus = await register(t, 'gus@example.com');
    const placed = await order(gus);
    const [{ _id: id }] = await mine(gus);
    const common = { receiver_email: 'payments@rankwell.test', mc_currency: 'EUR', custom: placed._id, subscr_id: 'I-LEAVING1' };
    await notify({ ...common, txn_type: 'subscr_signup', mc_amount1: '1500.00', period1: '1 M', mc_amount3: '1200.00', period3: '1 M', recur_times: '2' });
    await notify({ ...common, txn_type: 'subscr_payment', txn_id: 'LEAVING-TXN-1', payment_status: 'Completed', mc_gross: '1500.00' });
    await until(id, (r) => r.status === 'active' && r.paymentsMade === 1);
    const remove = () => t.request('/api/account', { method: 'DELETE', json: { currentPassword: 'long-secret-pass' }, headers: gus.headers });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'PayPal still takes payments for Local retainer: cancel them with "Cancel at PayPal" on your dashboard first, then delete your account.',
    );
    expect((await mine(gus)).map((r) => r._id)).toEqual([id]);

    await notify({ ...common, txn_type: 'subscr_cancel' });
    await until(id, (r) => r.status === 'cancelled');
    expect((await remove()).status).toBe(200);
    expect(await read(id)).toMatchObject({ status: 'cancelled', customerEmail: expect.stringMatching(/^deleted-.*@invalid$/) });
  });
});
