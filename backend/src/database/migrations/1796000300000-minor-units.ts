import type { MigrationInterface, QueryRunner } from 'typeorm';
import { chartFunction, MONTH, type Charted } from './1763871650000-charts.js';
import { tallyFunction } from './1763870400000-tallies.js';

/**
 * The currencies in which PayPal takes no decimals, as of this migration: its conversions must
 * stay what they were when it ran, whatever the product's list becomes later.
 */
const WHOLE = `('HUF', 'JPY', 'TWD')`;
const SCALE = `CASE WHEN currency IN ${WHOLE} THEN 1 ELSE 100 END`;

const ORDER_CHARTS = (amount: string): Charted => ({
  table: 'customer_order',
  counts: [
    { into: 'tally', subject: 'order-status', key: 'order_status' },
    { into: 'dated_tally', subject: 'revenue', key: MONTH('paid_at'), where: `payment_status = 'Paid'`, amount },
  ],
});

/** An order's part of the spec's USD figures, in dollars. */
const USD_FROM_MINOR = `CASE WHEN currency = 'USD' THEN price_minor / 100.0 ELSE 0 END`;

const replace = (sql: string) => sql.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');

/** The triggers' USD figures, from whichever column holds an order's price. */
async function tallyOrders(queryRunner: QueryRunner, usd: string): Promise<void> {
  await queryRunner.query(replace(tallyFunction({ table: 'customer_order', subject: 'order', status: 'payment_status', amount: usd })));
  await queryRunner.query(replace(chartFunction(ORDER_CHARTS(usd))));
}

/**
 * Every stored amount becomes an integer count of its currency's minor units (issue 42): an
 * order's price and a payment's amount join the offers, retainers and invoices, which were made
 * so. numeric(10,2) was exact too, but it held a JPY price as "150000.00" and every reader had to
 * know which currencies take decimals; now one rule converts at the edges (common/money.ts). The
 * spec's Total Sales and revenue chart stay USD figures in dollars, which the triggers now derive.
 */
export class MinorUnits1796000300000 implements MigrationInterface {
  name = 'MinorUnits1796000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "price_minor" bigint`);
    await queryRunner.query(`UPDATE "customer_order" SET "price_minor" = round("package_price" * ${SCALE})`);
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "price_minor" SET NOT NULL, DROP COLUMN "package_price",
      ADD CONSTRAINT "customer_order_price_minor_check" CHECK ("price_minor" >= 0)`);
    await tallyOrders(queryRunner, USD_FROM_MINOR);

    await queryRunner.query(`ALTER TABLE "payment" ADD "amount_minor" bigint`);
    await queryRunner.query(`UPDATE "payment" SET "amount_minor" = round("amount" * ${SCALE})`);
    await queryRunner.query(`ALTER TABLE "payment" ALTER COLUMN "amount_minor" SET NOT NULL, DROP COLUMN "amount"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" ADD "amount" numeric(10,2)`);
    await queryRunner.query(`UPDATE "payment" SET "amount" = "amount_minor"::numeric / ${SCALE}`);
    await queryRunner.query(`ALTER TABLE "payment" ALTER COLUMN "amount" SET NOT NULL, DROP COLUMN "amount_minor"`);

    await queryRunner.query(`ALTER TABLE "customer_order" ADD "package_price" numeric(10,2)`);
    await queryRunner.query(`UPDATE "customer_order" SET "package_price" = "price_minor"::numeric / ${SCALE}`);
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "package_price" SET NOT NULL, DROP COLUMN "price_minor",
      ADD CONSTRAINT "customer_order_package_price_check" CHECK ("package_price" >= 0)`);
    await tallyOrders(queryRunner, `CASE WHEN currency = 'USD' THEN package_price ELSE 0 END`);
  }
}
