// npm run bench:data -- [--sizes 10000,1000000] [--posts 100,10000] [--requests 30] [--explain]
// The back office at scale: fills orders (over customers), messages and subscribers in bulk with
// SQL, then times the back-office calls over HTTP against the production build, as an Admin and
// as one customer, at each size. Embedded database in a temporary folder by default;
// DATABASE_URL=<an empty database> runs it on a PostgreSQL server (the bench fills that
// database and leaves it filled: drop it afterwards).
// Prints each call's median and p95 at every size and the ratio largest/smallest, and writes
// bench-results/data.json. --explain prints EXPLAIN (ANALYZE, BUFFERS) of the SQL behind each
// call at the largest size.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { ownerCookie } from '../scripts/owner-session.mjs';
import { startServer } from '../scripts/start-server.mjs';

const USAGE = `usage: node bench/data.mjs [--sizes 10000,1000000] [--posts 100,10000] [--requests 30] [--explain]
  embedded database in a temporary folder unless DATABASE_URL names an empty PostgreSQL database`;
const root = resolve(import.meta.dirname, '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const sizes = String(option('sizes', '10000,1000000')).split(',').map(Number);
const requests = Number(option('requests', 30));
const explain = process.argv.includes('--explain');
if (process.argv.includes('--help') || sizes.some((size, i) => !Number.isInteger(size) || size < 1 || size <= (sizes[i - 1] ?? 0)) || !(requests >= 1)) {
  console.error(USAGE);
  process.exit(process.argv.includes('--help') ? 0 : 2);
}
const serverUrl = process.env.DATABASE_URL || '';
const engine = serverUrl ? 'PostgreSQL server' : 'embedded database';
const WARM_UP = 10;
const CHUNK = 100_000;
const PASSWORD = 'bench-password';
const ADMIN = 'owner@bench.test';
// Ten orders per customer at every size, up to the issue's 100,000 customers: the bench's
// customer (customer1) has the same ten orders at the small and the large size, so the
// customer's calls compare like with like while the table around them grows.
const ORDERS_PER_CUSTOMER = 10;
const MAX_CUSTOMERS = 100_000;
const CUSTOMER = 'customer1@bench.test';
/**
 * Blog posts: one per hundred orders, at least a hundred (ten pages), so the default sizes give 100
 * and 10,000 posts; `--posts 100,10000` names them per size instead.
 */
const postCounts = option('posts', '') ? String(option('posts', '')).split(',').map(Number) : undefined;
const postsAt = (rows) => (rows === 0 ? 0 : (postCounts?.[sizes.indexOf(rows)] ?? Math.max(100, Math.floor(rows / 100))));
const customersAt = (orders) => (orders === 0 ? 0 : Math.min(MAX_CUSTOMERS, Math.ceil(orders / ORDERS_PER_CUSTOMER)));

/**
 * Orders, messages and subscribers are made at even steps over the year up to now (one per 31.5 s
 * at a million), so the charts' 12 months and weeks hold them at every size; the audit log keeps
 * its own dates in 2025.
 */
const FILL_START = new Date(Date.now() - 365 * 86_400_000).toISOString();
const FILL_STEP = `${(365 * 86_400) / sizes.at(-1)} seconds`;

/** The audit log's cursor of fill entry j (made at 2025-01-01 + j × 30 s, id j): what the log's `next` would say. */
const auditCursor = (j) => Buffer.from(`${(Date.UTC(2025, 0, 1) / 1000 + j * 30) * 1_000_000}|${j}`).toString('base64url');

/** Each call the back office makes, with SQL equivalent to what its service sends (for --explain; keep in step with the services). */
const CALLS = [
  {
    name: 'total sales',
    path: '/api/orders-total-sales',
    as: 'admin',
    sql: [`SELECT coalesce(sum(row_count), 0) AS count, coalesce(sum(amount), 0) AS amount FROM tally WHERE subject = 'order' AND status = 'Paid'`],
  },
  {
    name: 'orders page 1',
    path: '/api/orders?page=1&pageSize=10',
    as: 'admin',
    sql: [
      `SELECT * FROM customer_order ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0`,
      `SELECT coalesce(sum(row_count), 0) AS count, coalesce(sum(amount), 0) AS amount FROM tally WHERE subject = 'order'`,
    ],
  },
  {
    name: 'orders page 100',
    path: '/api/orders?page=100&pageSize=10',
    as: 'admin',
    sql: [
      `SELECT * FROM customer_order ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 990`,
      `SELECT coalesce(sum(row_count), 0) AS count, coalesce(sum(amount), 0) AS amount FROM tally WHERE subject = 'order'`,
    ],
  },
  {
    name: 'Paid orders page 1',
    path: '/api/orders?page=1&pageSize=10&paymentStatus=Paid',
    as: 'admin',
    sql: [
      `SELECT * FROM customer_order WHERE payment_status = 'Paid' ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0`,
      `SELECT coalesce(sum(row_count), 0) AS count, coalesce(sum(amount), 0) AS amount FROM tally WHERE subject = 'order' AND status = 'Paid'`,
    ],
  },
  {
    name: 'unread messages page 1',
    path: '/api/messages?status=UnRead&page=1&pageSize=3',
    as: 'admin',
    sql: [
      `SELECT * FROM message WHERE message_status = 'UnRead' ORDER BY created_at DESC, id DESC LIMIT 3 OFFSET 0`,
      `SELECT coalesce(sum(row_count), 0) AS count, coalesce(sum(amount), 0) AS amount FROM tally WHERE subject = 'message' AND status = 'UnRead'`,
    ],
  },
  {
    name: 'message counts',
    path: '/api/messages-counts',
    as: 'admin',
    sql: [`SELECT status, sum(row_count) AS count, sum(amount) AS amount FROM tally WHERE subject = 'message' GROUP BY status`],
  },
  {
    name: 'subscribers page 1',
    path: '/api/subscribers?page=1&pageSize=5',
    as: 'admin',
    sql: [
      `SELECT * FROM subscriber WHERE confirmed_at IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 5 OFFSET 0`,
      `SELECT coalesce(sum(row_count), 0) AS count, coalesce(sum(amount), 0) AS amount FROM tally WHERE subject = 'subscriber' AND status = 'Confirmed'`,
    ],
  },
  {
    name: 'orders e-mail search',
    path: '/api/orders?page=1&pageSize=10&email=customer1%40',
    as: 'admin',
    sql: [
      `SELECT * FROM customer_order WHERE customer_email LIKE '%customer1@%' ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0`,
      `SELECT count(1) FROM customer_order WHERE customer_email LIKE '%customer1@%'`,
    ],
  },
  {
    name: 'audit log page 1',
    path: '/api/audit-log?pageSize=20',
    as: 'admin',
    sql: [`SELECT * FROM audit_entry ORDER BY created_at DESC, id DESC LIMIT 21`],
  },
  {
    // The page after entry 5,000 of the log (filled in time order): at a million entries, 995,000 newer ones come before it.
    name: 'audit log after entry 5000',
    path: `/api/audit-log?pageSize=20&after=${auditCursor(5000)}`,
    as: 'admin',
    sql: [
      `SELECT * FROM audit_entry WHERE (created_at, id) < (timestamptz '2025-01-01 00:00:00+00' + 5000 * interval '30 seconds', 5000) ORDER BY created_at DESC, id DESC LIMIT 21`,
    ],
  },
  {
    name: 'audit log of one admin',
    path: `/api/audit-log?pageSize=20&actor=${encodeURIComponent('admin3@bench.test')}`,
    as: 'admin',
    sql: [`SELECT * FROM audit_entry WHERE actor_email = 'admin3@bench.test' ORDER BY created_at DESC, id DESC LIMIT 21`],
  },
  {
    name: 'audit log of one kind',
    path: '/api/audit-log?pageSize=20&kind=order',
    as: 'admin',
    sql: [`SELECT * FROM audit_entry WHERE kind = 'order' ORDER BY created_at DESC, id DESC LIMIT 21`],
  },
  {
    name: 'audit log of one day',
    path: '/api/audit-log?pageSize=20&from=2025-01-02&to=2025-01-02',
    as: 'admin',
    sql: [`SELECT * FROM audit_entry WHERE created_at >= '2025-01-02' AND created_at < '2025-01-03' ORDER BY created_at DESC, id DESC LIMIT 21`],
  },
  {
    // The panel's charts: the site's calendar, then 12 months or weeks of the dated tally per series (at most 12 × 32 slot rows each), and the status tallies.
    name: 'panel charts',
    path: '/api/panel-charts',
    as: 'admin',
    sql: [
      `SELECT zone, to_char(date_trunc('month', now() AT TIME ZONE zone), 'YYYY-MM-DD') AS month, to_char(date_trunc('week', now() AT TIME ZONE zone), 'YYYY-MM-DD') AS week FROM (SELECT site_time_zone() AS zone) AS site`,
      ...[
        ['revenue', `date_trunc('month', now()) - interval '11 months'`],
        ['message', `date_trunc('week', now()) - interval '11 weeks'`],
        ['subscriber', `date_trunc('week', now()) - interval '11 weeks'`],
      ].map(
        ([subject, from]) =>
          `SELECT to_char(period, 'YYYY-MM-DD') AS period, sum(row_count) AS count, sum(amount) AS amount FROM dated_tally WHERE subject = '${subject}' AND period BETWEEN (${from})::date AND now()::date GROUP BY period`,
      ),
      `SELECT status, sum(row_count) AS count, sum(amount) AS amount FROM tally WHERE subject = 'order' GROUP BY status`,
      `SELECT status, sum(row_count) AS count, sum(amount) AS amount FROM tally WHERE subject = 'order-status' GROUP BY status`,
    ],
  },
  {
    // The blog's public list (what /blog/ and /blog/page/N/ show): visible posts newest first, ten a page, and their count.
    name: 'blog list page 1',
    path: '/api/blog/posts?page=1',
    as: 'customer',
    sql: [
      `SELECT * FROM blog_post post WHERE post.status = 'published' AND post.published_at <= now() ORDER BY post.published_at DESC, post.id DESC LIMIT 10 OFFSET 0`,
      `SELECT count(*) FROM blog_post post WHERE post.status = 'published' AND post.published_at <= now()`,
    ],
  },
  {
    name: 'blog list page 10',
    path: '/api/blog/posts?page=10',
    as: 'customer',
    sql: [
      `SELECT * FROM blog_post post WHERE post.status = 'published' AND post.published_at <= now() ORDER BY post.published_at DESC, post.id DESC LIMIT 10 OFFSET 90`,
    ],
  },
  {
    name: "customer's orders page 1",
    path: '/api/orders?page=1&pageSize=10&mine=true',
    as: 'customer',
    sql: [
      `SELECT * FROM customer_order WHERE customer_email = '${CUSTOMER}' ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0`,
      `SELECT count(1) FROM customer_order WHERE customer_email = '${CUSTOMER}'`,
    ],
  },
  {
    name: "customer's total spent",
    path: '/api/orders-total-spent',
    as: 'customer',
    sql: [
      `SELECT sum(price_minor) FILTER (WHERE payment_status = 'Paid' AND currency = 'USD') AS sum FROM customer_order WHERE customer_email = '${CUSTOMER}'`,
    ],
  },
];

const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-data-bench-'));

/** The production build on dataDir (and DATABASE_URL when set); migrations run as it starts. */
const startApp = () =>
  startServer({ dataDir, env: { DATABASE_URL: serverUrl, RATE_LIMIT_FACTOR: '10000', PAYPAL_MODE: 'simulator' }, timeout: 120_000, echoErrors: true });

/** A `pg` client on the database while the app is stopped, through PGlite's wire protocol as the app uses it (on loopback here: a throwaway data folder, for the length of the fill). */
async function openDatabase() {
  if (serverUrl) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    return { client, close: () => client.end() };
  }
  const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const client = new pg.Client({ connectionString: `postgres://postgres@${server.getServerConn()}/postgres` });
  await client.connect();
  return {
    client,
    close: async () => {
      await client.end();
      await server.stop();
      await db.close();
    },
  };
}

const seconds = (since) => (performance.now() - since) / 1000;

/** Grows every table from `from` rows to `to` rows, in statements of CHUNK rows; returns seconds per table. */
async function grow(client, from, to) {
  const took = {};
  let started = performance.now();
  const [c0, c1] = [customersAt(from), customersAt(to)];
  // Every customer shares the admin's password hash: one argon2 hash instead of 100,000.
  await client.query(
    `INSERT INTO account (email, password_hash)
     SELECT 'customer' || c || '@bench.test', (SELECT password_hash FROM account WHERE email = $3) FROM generate_series($1::int, $2::int) AS c`,
    [c0 + 1, c1, ADMIN],
  );
  took.accounts = seconds(started);
  // New orders go to the new customers, ten each; once the customers are all there, round the whole list.
  const [firstCustomer, spread] = c1 > c0 ? [c0 + 1, c1 - c0] : [1, c1];
  const ranges = [];
  for (let start = from + 1; start <= to; start += CHUNK) ranges.push([start, Math.min(to, start + CHUNK - 1)]);
  started = performance.now();
  for (const [start, end] of ranges) {
    await client.query(
      `WITH package AS (SELECT id, package_name, price_minor, row_number() OVER (ORDER BY position, id) - 1 AS n, count(*) OVER () AS packages FROM pricing_package),
            numbered AS (SELECT j, $3::int + ((j - $5::int) % $4::int) AS c, $6::timestamptz + j * $7::interval AS at
                         FROM generate_series($1::int, $2::int) AS j)
       INSERT INTO customer_order (package_id, package_name, price_minor, account_id, customer_email, customer_name, customer_address, customer_country,
                                   payment_status, order_status, order_date, created_at, updated_at, paid_at)
       SELECT p.id, p.package_name, p.price_minor, a.id, a.email, 'Customer ' || o.c, o.c || ' Bench Street', 'Testland',
              CASE WHEN o.j % 7 < 4 THEN 'Paid' WHEN o.j % 7 < 6 THEN 'UnPaid' ELSE 'Cancelled' END,
              CASE WHEN o.j % 7 < 2 THEN 'Delivered' ELSE 'Pending' END,
              to_char(o.at AT TIME ZONE 'UTC', 'MM/DD/YYYY'), o.at, o.at,
              -- paid an hour after ordering; given here, the row trigger that stamps paid_at has nothing to do
              CASE WHEN o.j % 7 < 4 THEN o.at + interval '1 hour' END
       FROM numbered o
       JOIN account a ON a.email = 'customer' || o.c || '@bench.test'
       JOIN package p ON p.n = o.j % p.packages`,
      [start, end, firstCustomer, spread, from + 1, FILL_START, FILL_STEP],
    );
  }
  took.orders = seconds(started);
  started = performance.now();
  for (const [start, end] of ranges) {
    await client.query(
      `INSERT INTO message (name, email, subject, message, message_status, created_at)
       SELECT 'Visitor ' || j, 'visitor' || j || '@bench.test', 'Free analysis ' || j, 'Please look at site' || j || '.example and tell me what to improve.',
              CASE WHEN j % 3 = 0 THEN 'UnRead' ELSE 'Read' END, $3::timestamptz + j * $4::interval
       FROM generate_series($1::int, $2::int) AS j`,
      [start, end, FILL_START, FILL_STEP],
    );
  }
  took.messages = seconds(started);
  started = performance.now();
  for (const [start, end] of ranges) {
    await client.query(
      `INSERT INTO subscriber (subemail, created_at, confirmed_at)
       SELECT 'subscriber' || j || '@bench.test', t, t
       FROM (SELECT j, $3::timestamptz + j * $4::interval AS t FROM generate_series($1::int, $2::int) AS j) AS made`,
      [start, end, FILL_START, FILL_STEP],
    );
  }
  took.subscribers = seconds(started);
  started = performance.now();
  const KINDS = ['content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber'];
  // The log holds the bench's entries alone, numbered as its queries expect: the first Admin's
  // promotion, written when the site was set up, goes.
  if (from === 0) await client.query(`DELETE FROM audit_entry`);
  for (const [start, end] of ranges) {
    await client.query(
      `INSERT INTO audit_entry (id, created_at, actor_email, kind, action, subject, subject_id, detail) OVERRIDING SYSTEM VALUE
       SELECT j, timestamptz '2025-01-01 00:00:00+00' + j * interval '30 seconds', 'admin' || (j % 5) || '@bench.test', ($3::text[])[1 + j % 8], 'update',
              'Team members: Member ' || j, gen_random_uuid()::text, 'teamMemberName'
       FROM generate_series($1::int, $2::int) AS j`,
      [start, end, KINDS],
    );
  }
  // The fill chose its own ids; later entries (the app's) continue after them.
  await client.query(`SELECT setval(pg_get_serial_sequence('audit_entry', 'id'), (SELECT max(id) FROM audit_entry))`);
  took.audit = seconds(started);
  started = performance.now();
  await client.query(
    `INSERT INTO blog_post (slug, title, excerpt, body, word_count, status, published_at, created_at, updated_at)
     SELECT 'bench-post-' || j, 'Bench post ' || j, 'What post ' || j || ' says, in a sentence.',
            jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content',
              jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'The body of post ' || j || '.'))))),
            5, 'published', $3::timestamptz + j * interval '1 minute', now(), now()
     FROM generate_series($1::int, $2::int) AS j`,
    [postsAt(from) + 1, postsAt(to), FILL_START],
  );
  took.posts = seconds(started);
  // A server's autovacuum gathers planner statistics after a bulk load; doing it here makes
  // that certain before the timing. The embedded engine has no autovacuum, so it is left
  // without statistics, as it runs in production: its plans must not depend on them.
  if (serverUrl) {
    started = performance.now();
    await client.query('ANALYZE');
    took.analyze = seconds(started);
  }
  return took;
}

async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function ask(base, call, cookie) {
  const started = performance.now();
  const response = await fetch(base + call.path, { headers: { cookie } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

/**
 * Every call WARM_UP times first (a freshly started process is slow for its first hundred or so
 * requests, whichever call they are), then the calls in turn, `requests` rounds, so the noise of
 * a shared machine falls on all of them alike.
 */
async function timeCalls(base, sessions) {
  for (let round = 0; round < WARM_UP; round++) for (const call of CALLS) await ask(base, call, sessions[call.as]);
  const samples = new Map(CALLS.map((call) => [call.name, []]));
  const bodies = {};
  for (let round = 0; round < requests; round++) {
    for (const call of CALLS) {
      const { ms, body } = await ask(base, call, sessions[call.as]);
      samples.get(call.name).push(ms);
      bodies[call.name] = body;
    }
  }
  const timings = new Map(
    [...samples].map(([name, ms]) => {
      ms.sort((a, b) => a - b);
      return [name, { median: +percentile(ms, 50).toFixed(2), p95: +percentile(ms, 95).toFixed(2) }];
    }),
  );
  return { timings, bodies };
}

/** The lists must count every row the bench put in: a wrong total would make any timing meaningless. */
function checkTotals(bodies, size) {
  const expected = { 'orders page 1': size, 'unread messages page 1': Math.floor(size / 3), 'subscribers page 1': size };
  for (const [name, total] of Object.entries(expected)) {
    if (bodies[name].total !== total) throw new Error(`${name}: total ${bodies[name].total}, expected ${total}`);
  }
  const counts = bodies['message counts'];
  if (counts.unread + counts.read !== size) throw new Error(`message counts ${JSON.stringify(counts)} do not add up to ${size}`);
  const charts = bodies['panel charts'];
  for (const statuses of [charts.paymentStatuses, charts.orderStatuses]) {
    const sum = statuses.reduce((total, { orders }) => total + orders, 0);
    if (sum !== size) throw new Error(`panel charts: ${JSON.stringify(statuses)} do not add up to ${size}`);
  }
  const paid = Math.floor(size / 7) * 4 + Math.min(3, size % 7);
  if (charts.paymentStatuses.find(({ status }) => status === 'Paid').orders !== paid) throw new Error(`panel charts: not ${paid} paid orders`);
  if (charts.revenue.length !== 12 || charts.weeks.length !== 12) throw new Error('panel charts: not 12 months and 12 weeks');
  if (bodies["customer's orders page 1"].total !== Math.min(ORDERS_PER_CUSTOMER, size)) {
    throw new Error(`the customer has ${bodies["customer's orders page 1"].total} orders`);
  }
}

const fills = [];
const measured = new Map(CALLS.map((call) => [call.name, {}]));
let app;
let failed = false;
try {
  console.log(
    `bench:data on the ${engine}, ${cpus().length} cores, sizes ${sizes.map((s) => s.toLocaleString('en-US')).join(' and ')}, ${requests} requests per call after ${WARM_UP} rounds of every call to warm up`,
  );
  app = await startApp();
  await ownerCookie(app.url, dataDir, ADMIN, PASSWORD);
  await app.stop();
  let rows = 0;
  for (const size of sizes) {
    const database = await openDatabase();
    const started = performance.now();
    const took = await grow(database.client, rows, size);
    const fill = {
      from: rows,
      to: size,
      seconds: +seconds(started).toFixed(1),
      ...Object.fromEntries(Object.entries(took).map(([k, v]) => [k, +v.toFixed(1)])),
    };
    fills.push(fill);
    await database.close();
    rows = size;
    console.log(
      `filled ${fill.from.toLocaleString('en-US')} → ${size.toLocaleString('en-US')} rows per table in ${fill.seconds} s ` +
        `(orders ${fill.orders} s, messages ${fill.messages} s, subscribers ${fill.subscribers} s, audit log ${fill.audit} s, accounts ${fill.accounts} s${fill.analyze === undefined ? '' : `, ANALYZE ${fill.analyze} s`})`,
    );

    app = await startApp();
    const sessions = { admin: await ownerCookie(app.url, dataDir, ADMIN, PASSWORD), customer: await signIn(app.url, CUSTOMER) };
    const { timings, bodies } = await timeCalls(app.url, sessions);
    for (const [name, timing] of timings) measured.get(name)[size] = timing;
    checkTotals(bodies, size);
    await app.stop();
    app = undefined;
  }

  const [small, large] = [sizes[0], sizes.at(-1)];
  const label = (size) => size.toLocaleString('en-US');
  console.log(`\nmedian (p95) ms per call on the ${engine}\n`);
  console.log('call'.padEnd(28) + sizes.map((size) => `@${label(size)}`.padStart(20)).join('') + `ratio ${label(large)}/${label(small)}`.padStart(26));
  const table = CALLS.map((call) => {
    const at = measured.get(call.name);
    const ratio = +(at[large].median / at[small].median).toFixed(2);
    console.log(
      call.name.padEnd(28) +
        sizes.map((size) => `${at[size].median.toFixed(1)} (${at[size].p95.toFixed(1)})`.padStart(20)).join('') +
        `${ratio.toFixed(2)}${ratio > 3 ? '  over 3x' : ''}`.padStart(26),
    );
    return { call: call.name, path: call.path, as: call.as, ...Object.fromEntries(sizes.map((size) => [size, at[size]])), ratio };
  });

  if (explain) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) at ${label(large)} rows\n`);
    const database = await openDatabase();
    try {
      for (const call of CALLS) {
        for (const sql of call.sql) {
          const { rows: plan } = await database.client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
          console.log(`-- ${call.name}: ${sql}\n${plan.map((line) => line['QUERY PLAN']).join('\n')}\n`);
        }
      }
    } finally {
      await database.close();
    }
  }

  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/data.json'),
    JSON.stringify(
      { at: new Date().toISOString(), engine, cores: cpus().length, node: process.version, sizes, requests, warmUp: WARM_UP, fills, calls: table },
      null,
      2,
    ),
  );
  console.log('\nWrote bench-results/data.json');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
