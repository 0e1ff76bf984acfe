import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { RateLimitStore } from '../src/rate-limit/rate-limit.store.js';
import { startTestApp, type TestApp } from './harness.js';

const forgotPassword = (t: TestApp, forwardedFor: string) =>
  t.request('/api/auth/forgot-password', { method: 'POST', json: { email: 'someone@example.com' }, headers: { 'x-forwarded-for': forwardedFor } });

const login = (t: TestApp, from: string, email: string, password: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': from } });

const limiterRows = async (t: TestApp) => Number((await t.app.get(DataSource).query('SELECT count(*) AS n FROM rate_limit'))[0].n);

/** Every limited route, each with a body it accepts. */
const limitedRoutes: [string, unknown][] = [
  ['/api/auth/login', { email: 'someone@example.com', password: 'a-password' }],
  ['/api/auth/register', { email: 'newcomer@example.com', password: 'a-password' }],
  ['/api/auth/forgot-password', { email: 'someone@example.com' }],
  ['/api/add-message', { name: 'Ann', email: 'ann@example.com', message: 'Hello' }],
  ['/api/add-subscriber', { email: 'reader@example.com' }],
];

/** Over 5 KB, one forged entry as long as the rest at each end. */
const hugeForwardedFor = ['x'.repeat(2000), ...Array.from({ length: 100 }, (_, i) => `203.0.113.${i}`), 'y'.repeat(2000)].join(', ');

describe('rate limits with no proxy trusted (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a new X-Forwarded-For on every request neither resets the limit nor adds counters', async () => {
    const before = await limiterRows(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await forgotPassword(t, `198.51.100.${attempt + 1}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await limiterRows(t)).toBe(before + 1);
  });

  it('a 5 KB or malformed X-Forwarded-For never causes a 5xx', async () => {
    expect(hugeForwardedFor.length).toBeGreaterThan(5000);
    for (const [path, json] of limitedRoutes) {
      for (const forwardedFor of [hugeForwardedFor, 'not an address', ',,,', '[::1]:80, unknown']) {
        const response = await t.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': forwardedFor } });
        expect([path, response.status < 500]).toEqual([path, true]);
      }
    }
  });

  it('deletes expired counters and keeps the live ones', async () => {
    await forgotPassword(t, '192.0.2.1');
    const dataSource = t.app.get(DataSource);
    await dataSource.query('UPDATE rate_limit SET expire = $1', [Date.now() - 1000]);
    await t.request('/api/add-subscriber', { method: 'POST', json: { email: 'live@example.com' } });
    expect(await limiterRows(t)).toBeGreaterThan(1);
    await t.app.get(RateLimitStore).removeExpired();
    const left: { expire: string }[] = await dataSource.query('SELECT expire FROM rate_limit');
    expect(left).toHaveLength(1);
    expect(Number(left[0].expire)).toBeGreaterThan(Date.now());
  });
});

describe('rate limits behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false', RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts the address the proxy saw (the header's last hop), whatever the client put before it", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await forgotPassword(t, `10.9.9.${attempt}, 198.51.100.7`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await forgotPassword(t, '198.51.100.7, 198.51.100.8')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, which one subscriber holds whole', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await forgotPassword(t, `2001:db8:1:2:${attempt}::${attempt + 1}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await forgotPassword(t, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('a 5 KB or malformed X-Forwarded-For never causes a 5xx', async () => {
    for (const [path, json] of limitedRoutes) {
      for (const forwardedFor of [hugeForwardedFor, 'not an address', '[::1]:80, unknown']) {
        const response = await t.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': forwardedFor } });
        expect([path, response.status < 500]).toEqual([path, true]);
      }
    }
  });

  it('limits failed sign-ins per account across addresses, but not where the owner has signed in before', async () => {
    const home = '198.51.100.200';
    const register = await t.request('/api/auth/register', {
      method: 'POST',
      json: { email: 'owner@example.com', password: 'the-right-one' },
      headers: { 'x-forwarded-for': home },
    });
    expect(register.status).toBe(201);
    expect((await login(t, home, 'owner@example.com', 'the-right-one')).status).toBe(200);

    // Ten guesses, each from an address of its own: every address stays far below its own limit.
    for (let guess = 0; guess < 10; guess++) {
      expect((await login(t, `203.0.113.${guess + 1}`, 'owner@example.com', `guess-${guess}`)).status).toBe(401);
    }
    const refused = await login(t, '203.0.113.100', 'owner@example.com', 'the-right-one');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many failed sign-ins for this account\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);

    // The owner still signs in from home, and other accounts are not affected.
    expect((await login(t, home, 'owner@example.com', 'the-right-one')).status).toBe(200);
    expect((await login(t, '203.0.113.101', 'other@example.com', 'a-guess')).status).toBe(401);
  });
});
