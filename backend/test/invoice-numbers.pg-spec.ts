import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.factory.js';

const PAYMENTS = 200;

/**
 * Invoice numbers are allocated in the paying transaction from one row per series: with two
 * instances on one PostgreSQL verifying 200 payments at once, every payment gets an invoice and
 * the numbers run 0001 to 0200, no gap and no number twice (DESIGN decision 17).
 */
describe('invoice numbers across two instances', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The invoice-number suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `rankwell_invoices_${randomBytes(5).toString('hex')}`;
  const instances: { app: NestFastifyApplication; url: string }[] = [];
  let database: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const secret = randomBytes(24).toString('hex');
    for (let i = 0; i < 2; i++) {
      const app = await createApp({
        env: { NODE_ENV: 'test', DATABASE_URL: url.toString(), DATA_DIR: ':memory:', JWT_SECRET: secret, RATE_LIMIT_FACTOR: '10000', LOG_LEVEL: 'error' },
        pages: false,
        logRequests: false,
        logLevels: ['error'],
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.getHttpServer().address();
      instances.push({ app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }
    database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
  });

  afterAll(async () => {
    await database.end();
    for (const { app } of instances) await app.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it(`numbers ${PAYMENTS} invoices of payments verified at once on two instances without a gap or a duplicate`, async () => {
    await database.query(`INSERT INTO paypal_email (paypal_email) VALUES ('payments@agency.example')`);
    const [offer] = (await database.query(`SELECT id, package_name, price_minor FROM pricing_package ORDER BY position LIMIT 1`)).rows;
    const orders = Array.from({ length: PAYMENTS }, () => randomUUID());
    await database.query(
      `INSERT INTO customer_order (id, package_id, package_name, price_minor, customer_email, customer_name, customer_address, customer_country, order_date)
       SELECT id, $2, $3, $4, 'buyer@example.com', 'Buyer', '1 Main St', 'US', '11/29/2026' FROM unnest($1::uuid[]) AS id`,
      [orders, offer.id, offer.package_name, offer.price_minor],
    );
    const messages = orders.map((orderId, index) =>
      new URLSearchParams({
        txn_type: 'web_accept',
        payment_status: 'Completed',
        txn_id: `RACE${String(index).padStart(6, '0')}`,
        mc_gross: (Number(offer.price_minor) / 100).toFixed(2),
        mc_currency: 'USD',
        receiver_email: 'payments@agency.example',
        custom: orderId,
        charset: 'UTF-8',
      }).toString(),
    );
    // As the simulator's own messages, so its verification answers VERIFIED.
    await database.query(`INSERT INTO simulator_message (body_hash) SELECT unnest($1::text[])`, [
      messages.map((message) => createHash('sha256').update(message).digest('hex')),
    ]);
    const answers = await Promise.all(
      messages.map((body, index) =>
        fetch(`${instances[index % 2].url}/api/payments/paypal/ipn`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(messages.map(() => 200));

    let issued = 0;
    for (let waited = 0; waited < 120_000 && issued < PAYMENTS; waited += 250) {
      issued = Number((await database.query(`SELECT count(*) AS n FROM invoice`)).rows[0].n);
      if (issued < PAYMENTS) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { rows } = await database.query(`SELECT number, order_id FROM invoice ORDER BY number`);
    const year = new Date().getUTCFullYear();
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: PAYMENTS }, (_, index) => `${year}-${String(index + 1).padStart(4, '0')}`));
    expect(new Set(rows.map((row) => row.order_id)).size).toBe(PAYMENTS);
    const { rows: paid } = await database.query(`SELECT count(*) AS n FROM customer_order WHERE payment_status = 'Paid'`);
    expect(Number(paid[0].n)).toBe(PAYMENTS);
  });
});
