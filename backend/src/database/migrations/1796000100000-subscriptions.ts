import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retainers (issue 42): an order of a recurring package has one subscription, paid through PayPal
 * Payments Standard's subscription button. It keeps the terms it was sold at (currency, amount,
 * period, term, first payment), PayPal's subscr_id once known, and how far it is paid. Each
 * payment records the period it pays, for its invoice. The simulator keeps the subscriptions it
 * runs, so its controls can bill, fail, cancel and end them as PayPal would.
 */
export class Subscriptions1796000100000 implements MigrationInterface {
  name = 'Subscriptions1796000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "subscription" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "order_id" uuid NOT NULL,
      "paypal_subscr_id" varchar(64),
      "status" varchar(10) NOT NULL DEFAULT 'pending',
      "currency" varchar(3) NOT NULL,
      "amount_minor" bigint NOT NULL,
      "setup_amount_minor" bigint,
      "billing" varchar(10) NOT NULL,
      "periods" int,
      "payments_made" int NOT NULL DEFAULT 0,
      "started_at" timestamptz,
      "paid_through" timestamptz,
      "cancelled_at" timestamptz,
      "ended_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_subscription" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_subscription_order" UNIQUE ("order_id"),
      CONSTRAINT "UQ_subscription_paypal_subscr_id" UNIQUE ("paypal_subscr_id"),
      CONSTRAINT "subscription_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "customer_order" ("id") ON DELETE CASCADE,
      CONSTRAINT "subscription_status_check" CHECK ("status" IN ('pending', 'active', 'past_due', 'cancelled', 'ended')),
      CONSTRAINT "subscription_billing_check" CHECK ("billing" IN ('month', 'quarter', 'year')),
      CONSTRAINT "subscription_amount_minor_check" CHECK ("amount_minor" >= 0),
      CONSTRAINT "subscription_setup_amount_minor_check" CHECK ("setup_amount_minor" >= 0),
      CONSTRAINT "subscription_periods_check" CHECK ("periods" BETWEEN 2 AND 52)
    )`);
    await queryRunner.query(`CREATE INDEX "subscription_status" ON "subscription" ("status")`);
    await queryRunner.query(`ALTER TABLE "payment" ADD "period_start" timestamptz, ADD "period_end" timestamptz`);
    await queryRunner.query(`CREATE TABLE "simulator_subscription" (
      "subscr_id" varchar(64) NOT NULL,
      "fields" jsonb NOT NULL,
      "payments" int NOT NULL DEFAULT 0,
      "status" varchar(10) NOT NULL DEFAULT 'active',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_simulator_subscription" PRIMARY KEY ("subscr_id")
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "simulator_subscription"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "period_end", DROP COLUMN "period_start"`);
    await queryRunner.query(`DROP TABLE "subscription"`);
  }
}
