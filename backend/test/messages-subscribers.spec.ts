import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { register, registerAdmin, subscribeConfirmed, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const analysis = { name: 'Jane Doe', email: 'jane@example.com', subject: 'Free analysis', message: 'Please look at example.com', messageStatus: 'UnRead' };

describe('messages from the free SEO analysis form', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t);
    customer = await register(t, 'customer@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async () => Number((await t.app.get(DataSource).query(`SELECT count(*) FROM message`))[0].count);

  it('accepts a message from a visitor and stores it UnRead', async () => {
    const response = await t.request('/api/add-message', { method: 'POST', json: analysis });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Message is Send. Thanks' });
    const page = await json<{
      items: { subject: string; messageStatus: string }[];
      total: number;
    }>(t.request('/api/messages?status=UnRead', { headers: admin.headers }));
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ subject: 'Free analysis', messageStatus: 'UnRead' });
  });

  it.each([
    [{ ...analysis, email: 'not-an-email' }, 'email must be a valid e-mail address'],
    [{ ...analysis, name: '   ' }, 'name should not be empty'],
    [{ ...analysis, message: 'x'.repeat(5001) }, 'message must be shorter than or equal to 5000 characters'],
    [{ ...analysis, messageStatus: 'Read' }, 'messageStatus of a new message must be UnRead'],
    [{ ...analysis, extra: 1 }, 'property extra should not exist'],
  ])('refuses %j and stores nothing', async (json, message) => {
    const before = await count();
    const response = await t.request('/api/add-message', { method: 'POST', json });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await t.request('/api/add-message', { method: 'POST', json: { ...analysis, message: 'x'.repeat(300_000) } });
    expect(response.status).toBe(413);
  });

  it('pages Unread and Read separately, newest first, and moves a message on Mark Read', async () => {
    for (let i = 1; i <= 4; i++) await t.request('/api/add-message', { method: 'POST', json: { ...analysis, subject: `Request ${i}` } });
    const first = await json<{
      items: { _id: string; subject: string }[];
      total: number;
    }>(t.request('/api/messages?status=UnRead&page=1&pageSize=3', { headers: admin.headers }));
    expect(first.total).toBe(5);
    expect(first.items.map((m) => m.subject)).toEqual(['Request 4', 'Request 3', 'Request 2']);
    const second = await json<{ items: unknown[] }>(t.request('/api/messages?status=UnRead&page=2&pageSize=3', { headers: admin.headers }));
    expect(second.items).toHaveLength(2);

    const id = first.items[0]._id;
    const read = await t.request(`/api/message/${id}`, { method: 'PUT', json: { messageStatus: 'Read' }, headers: admin.headers });
    expect(read.status).toBe(200);
    expect(await (await t.request('/api/messages-counts', { headers: admin.headers })).json()).toEqual({ unread: 4, read: 1 });
    const readPage = await json<{ items: { _id: string }[] }>(t.request('/api/messages?status=Read', { headers: admin.headers }));
    expect(readPage.items.map((m) => m._id)).toEqual([id]);
    expect((await t.request(`/api/message/${id}`, { method: 'PUT', json: { messageStatus: 'UnRead' }, headers: admin.headers })).status).toBe(400);
  });

  it('shows messages to Admins only', async () => {
    expect((await t.request('/api/messages')).status).toBe(401);
    expect((await t.request('/api/messages', { headers: customer.headers })).status).toBe(403);
    expect((await t.request('/api/message/00000000-0000-4000-8000-000000000000', { headers: admin.headers })).status).toBe(404);
  });
});

describe('newsletter subscribers', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('subscribes once and answers a second sign-up politely without a second row', async () => {
    const first = await t.request('/api/add-subscriber', { method: 'POST', json: { subemail: 'Reader@Example.com' } });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ created: true, message: 'Thanks for subscribing! Please confirm with the link we just sent to your e-mail.' });
    await subscribeConfirmed(t, 'reader@example.com');
    const again = await t.request('/api/add-subscriber', { method: 'POST', json: { subemail: 'reader@example.com' } });
    expect(await again.json()).toEqual({ created: false, message: 'You are already subscribed. Thank you!' });
    const page = await json<{ total: number }>(t.request('/api/subscribers', { headers: admin.headers }));
    expect(page.total).toBe(1);
  });

  it('refuses what is not an e-mail address', async () => {
    const response = await t.request('/api/add-subscriber', { method: 'POST', json: { subemail: 'nope' } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Please enter a valid e-mail address');
  });

  it('pages newest first, 5 a page, and exports every subscriber as CSV', async () => {
    for (let i = 1; i <= 6; i++) await subscribeConfirmed(t, `sub${i}@example.com`);
    const page = await json<{
      items: { subemail: string }[];
      total: number;
      pageSize: number;
    }>(t.request('/api/subscribers?page=1', { headers: admin.headers }));
    expect(page.pageSize).toBe(5);
    expect(page.total).toBe(7);
    expect(page.items[0].subemail).toBe('sub6@example.com');
    const csv = await t.request('/api/subscribers.csv', { headers: admin.headers });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('Email,Subscribed at,Confirmed at,Consent text,Consent page');
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(/^sub6@example\.com,\d{4}-\d\d-\d\dT[\d:]+Z,\d{4}-\d\d-\d\dT[\d:]+Z,,$/);
    expect((await t.request('/api/subscribers.csv')).status).toBe(401);
  });

  it('exports an address a spreadsheet would read as a formula as text, behind a quote', async () => {
    const formulas = ['=cmd@example.com', '+sum@example.com', '-minus@example.com'];
    for (const subemail of formulas) await subscribeConfirmed(t, subemail);
    const cells = (await (await t.request('/api/subscribers.csv', { headers: admin.headers })).text()).split('\n').map((line) => line.split(',')[0]);
    for (const subemail of formulas) expect(cells).toContain(`'${subemail}`);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});
