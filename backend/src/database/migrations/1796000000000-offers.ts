import type { MigrationInterface, QueryRunner } from 'typeorm';
import { chartFunction, MONTH, type Charted } from './1763871650000-charts.js';
import { tallyFunction } from './1763870400000-tallies.js';

const POINTS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'].map((n) => `points->>'packagePoint${n}'`);

/** The spec's Total Sales and the revenue chart stay figures in USD: an order in another currency adds nothing to them. */
const USD_PRICE = `CASE WHEN currency = 'USD' THEN package_price ELSE 0 END`;

const ORDER_CHARTS = (amount: string): Charted => ({
  table: 'customer_order',
  counts: [
    { into: 'tally', subject: 'order-status', key: 'order_status' },
    { into: 'dated_tally', subject: 'revenue', key: MONTH('paid_at'), where: `payment_status = 'Paid'`, amount },
  ],
});

/**
 * Packages become the agency's own offers (issue 42): any name, any number of points, a
 * description, any PayPal currency with the price in that currency's minor units, one-off or
 * recurring (a month, a quarter or a year; until cancelled or for 2 to 52 periods, PayPal's
 * limits) with an optional first payment that differs, a featured mark and a listed flag (an
 * unlisted offer is ordered by its link only). Orders keep the currency and billing they were
 * ordered in, whatever the offer becomes.
 */
export class Offers1796000000000 implements MigrationInterface {
  name = 'Offers1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pricing_package" ALTER COLUMN "package_name" TYPE varchar(80)`);
    await queryRunner.query(`ALTER TABLE "pricing_package"
      ADD "description" varchar(2000) NOT NULL DEFAULT '',
      ADD "currency" varchar(3) NOT NULL DEFAULT 'USD',
      ADD "price_minor" bigint,
      ADD "billing" varchar(10) NOT NULL DEFAULT 'once',
      ADD "periods" int,
      ADD "setup_price_minor" bigint,
      ADD "featured" boolean NOT NULL DEFAULT false,
      ADD "listed" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`UPDATE "pricing_package" SET "price_minor" = round("package_price" * 100),
      "points" = (SELECT coalesce(jsonb_agg(to_jsonb(point) ORDER BY place), '[]'::jsonb)
        FROM unnest(ARRAY[${POINTS.join(', ')}]) WITH ORDINALITY AS given(point, place) WHERE coalesce(point, '') <> '')`);
    await queryRunner.query(`ALTER TABLE "pricing_package" ALTER COLUMN "price_minor" SET NOT NULL, DROP COLUMN "package_price",
      ADD CONSTRAINT "pricing_package_price_minor_check" CHECK ("price_minor" >= 0),
      ADD CONSTRAINT "pricing_package_setup_price_minor_check" CHECK ("setup_price_minor" >= 0),
      ADD CONSTRAINT "pricing_package_billing_check" CHECK ("billing" IN ('once', 'month', 'quarter', 'year')),
      ADD CONSTRAINT "pricing_package_periods_check" CHECK ("periods" BETWEEN 2 AND 52),
      ADD CONSTRAINT "pricing_package_once_check" CHECK ("billing" <> 'once' OR ("periods" IS NULL AND "setup_price_minor" IS NULL)),
      ADD CONSTRAINT "pricing_package_points_check" CHECK (jsonb_typeof("points") = 'array')`);

    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "package_name" TYPE varchar(80)`);
    await queryRunner.query(`ALTER TABLE "customer_order"
      ADD "currency" varchar(3) NOT NULL DEFAULT 'USD',
      ADD "billing" varchar(10) NOT NULL DEFAULT 'once',
      ADD CONSTRAINT "customer_order_billing_check" CHECK ("billing" IN ('once', 'month', 'quarter', 'year'))`);
    await queryRunner.query(
      tallyFunction({ table: 'customer_order', subject: 'order', status: 'payment_status', amount: USD_PRICE }).replace(
        'CREATE FUNCTION',
        'CREATE OR REPLACE FUNCTION',
      ),
    );
    await queryRunner.query(chartFunction(ORDER_CHARTS(USD_PRICE)).replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      tallyFunction({ table: 'customer_order', subject: 'order', status: 'payment_status', amount: 'package_price' }).replace(
        'CREATE FUNCTION',
        'CREATE OR REPLACE FUNCTION',
      ),
    );
    await queryRunner.query(chartFunction(ORDER_CHARTS('package_price')).replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "billing", DROP COLUMN "currency"`);
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "package_name" TYPE varchar(20)`);
    await queryRunner.query(
      `ALTER TABLE "pricing_package" ${['price_minor', 'setup_price_minor', 'billing', 'periods', 'once', 'points']
        .map((name) => `DROP CONSTRAINT "pricing_package_${name}_check"`)
        .join(', ')}, ADD "package_price" numeric(10,2)`,
    );
    await queryRunner.query(`UPDATE "pricing_package" SET "package_price" = "price_minor" / 100.0, "points" = (SELECT jsonb_object_agg('packagePoint' || name, coalesce("points"->>(place::int - 1), ''))
      FROM unnest(ARRAY['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']) WITH ORDINALITY AS n(name, place))`);
    await queryRunner.query(`ALTER TABLE "pricing_package" ALTER COLUMN "package_price" SET NOT NULL,
      ADD CONSTRAINT "pricing_package_package_price_check" CHECK ("package_price" >= 0),
      DROP COLUMN "price_minor", DROP COLUMN "description", DROP COLUMN "currency", DROP COLUMN "billing", DROP COLUMN "periods",
      DROP COLUMN "setup_price_minor", DROP COLUMN "featured", DROP COLUMN "listed"`);
    await queryRunner.query(`ALTER TABLE "pricing_package" ALTER COLUMN "package_name" TYPE varchar(20)`);
  }
}
