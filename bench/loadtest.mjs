// npm run loadtest -- [--clients 200] [--seconds 60]
// Clients register, order, pay through the PayPal simulator, send analysis requests, subscribe
// and read pages, all at once, on loopback. Passes when no answer is a 5xx and every write that
// was answered 2xx is in the database, counted exactly. Embedded database by default,
// PostgreSQL with DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieOf, ownerCookie } from '../scripts/owner-session.mjs';
import { startServer } from '../scripts/start-server.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const clients = option('clients', 200);
const seconds = option('seconds', 60);
const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-load-'));
const server = await startServer({
  dataDir,
  env: { DATABASE_URL: process.env.DATABASE_URL ?? '', RATE_LIMIT_FACTOR: '10000', PAYPAL_MODE: 'simulator' },
  echoErrors: true,
}).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const base = server.url;

const latencies = [];
const serverErrors = [];
const acknowledged = { messages: 0, subscribers: 0, orders: 0, payments: 0, accounts: 0 };
const json = (body, cookie) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

async function call(path, init = {}) {
  const started = performance.now();
  const response = await fetch(base + path, { redirect: 'manual', ...init });
  latencies.push(performance.now() - started);
  if (response.status >= 500) serverErrors.push(`${response.status} ${init.method ?? 'GET'} ${path}: ${(await response.text()).slice(0, 120)}`);
  return response;
}

async function client(id, until, packageIds) {
  const email = `client${id}@load.test`;
  const registered = await call('/api/auth/register', json({ email, password: 'load-password' }));
  if (registered.status !== 201) return;
  acknowledged.accounts++;
  const cookie = cookieOf(registered);
  for (let n = 0; Date.now() < until; n++) {
    switch (n % 5) {
      case 0: {
        const page = await call(n % 2 ? '/pricing/' : '/');
        await page.arrayBuffer();
        break;
      }
      case 1:
        if ((await call('/api/add-message', json({ name: `Client ${id}`, email, subject: `Request ${n}`, message: 'Please look at my site.' }))).status === 201)
          acknowledged.messages++;
        break;
      case 2: {
        const answer = await call('/api/add-subscriber', json({ subemail: `c${id}-${n}@load.test` }));
        if (answer.status === 201 && (await answer.json()).created) acknowledged.subscribers++;
        break;
      }
      case 3: {
        const ordered = await call(
          '/api/new-order',
          json({ packageId: packageIds[n % packageIds.length], customerName: `Client ${id}`, customerAddress: '1 Load Street', customerCountry: 'US' }, cookie),
        );
        if (ordered.status !== 201) break;
        acknowledged.orders++;
        const order = await ordered.json();
        const checkout = await call(`/api/checkout/${order._id}`, { headers: { cookie } });
        if (checkout.status !== 200) break;
        const { fields } = await checkout.json();
        const paid = await call('/api/payments/simulator/pay', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
        if (paid.status === 303) acknowledged.payments++;
        break;
      }
      default: {
        const site = await call('/api/site');
        await site.arrayBuffer();
      }
    }
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
let failed = false;
try {
  const packageIds = (await (await fetch(`${base}/api/pricings`)).json()).map((plan) => plan._id);
  const admin = await ownerCookie(base, dataDir, 'owner@load.test', 'owner-password');
  await fetch(`${base}/api/add-email`, json({ paypalEmail: 'payments@load.test' }, admin));

  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, (_, id) => client(id, until, packageIds)));
  const elapsed = (Date.now() - started) / 1000;

  // Payments are settled after PayPal's notification is verified; wait for the last ones.
  const get = async (path) => (await fetch(base + path, { headers: { cookie: admin } })).json();
  let paid = 0;
  for (let attempt = 0; attempt < 120; attempt++) {
    paid = (await get('/api/orders?paymentStatus=Paid&pageSize=1')).total;
    if (paid >= acknowledged.payments) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  const stored = {
    messages: (await get('/api/messages-counts')).unread,
    // Sign-ups wait for their confirmation link: the acknowledged ones are the pending ones.
    subscribers: (await get('/api/subscribers?status=Pending&pageSize=1')).total,
    orders: (await get('/api/orders?pageSize=1')).total,
    payments: paid,
  };
  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    `\n${clients} clients for ${seconds}s on the ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded database'}: ${latencies.length} requests, ${Math.round(latencies.length / elapsed)} req/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
  );
  console.log('write'.padEnd(14) + 'answered 2xx'.padStart(14) + 'in database'.padStart(14));
  for (const kind of ['messages', 'subscribers', 'orders', 'payments']) {
    console.log(kind.padEnd(14) + String(acknowledged[kind]).padStart(14) + String(stored[kind]).padStart(14));
    if (acknowledged[kind] !== stored[kind]) failed = true;
  }
  if (serverErrors.length > 0) {
    failed = true;
    console.log(`\n${serverErrors.length} answers were 5xx, for example:\n  ${serverErrors.slice(0, 5).join('\n  ')}`);
  }
  console.log(failed ? '\nFAILED: a 5xx answer or an acknowledged write missing' : '\nPASSED: no 5xx, every acknowledged write stored');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
