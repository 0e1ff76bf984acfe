import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersPayments1763870300000 implements MigrationInterface {
  name = 'OrdersPayments1763870300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "customer_order" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "package_id" uuid NOT NULL REFERENCES "pricing_package" ("id"),
      "package_name" varchar(20) NOT NULL,
      "package_price" numeric(10,2) NOT NULL CHECK ("package_price" >= 0),
      "account_id" uuid NOT NULL REFERENCES "account" ("id"),
      "customer_email" varchar(254) NOT NULL,
      "customer_name" varchar(100) NOT NULL,
      "customer_address" varchar(300) NOT NULL,
      "customer_country" varchar(100) NOT NULL,
      "payment_status" varchar(10) NOT NULL DEFAULT 'UnPaid' CHECK ("payment_status" IN ('UnPaid', 'Paid', 'Cancelled')),
      "order_status" varchar(10) NOT NULL DEFAULT 'Pending' CHECK ("order_status" IN ('Pending', 'Delivered')),
      "order_date" varchar(10) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_customer_order" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(`CREATE INDEX "order_newest" ON "customer_order" ("created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "order_customer_newest" ON "customer_order" ("customer_email", "created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "order_status_newest" ON "customer_order" ("payment_status", "created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE TABLE "paypal_email" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "paypal_email" varchar(254) NOT NULL,
      "singleton_key" varchar(20) NOT NULL DEFAULT 'paypal',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_paypal_email" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_paypal_email_singleton" UNIQUE ("singleton_key")
    )`);
    await queryRunner.query(`CREATE TABLE "payment_notification" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "raw" text NOT NULL,
      "txn_id" varchar(64),
      "order_id" uuid,
      "payment_status" varchar(40),
      "outcome" varchar(20) NOT NULL DEFAULT 'received',
      "reason" varchar(300),
      "attempts" int NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_payment_notification" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(
      `CREATE INDEX "payment_notification_unsettled" ON "payment_notification" ("outcome") WHERE "outcome" IN ('received', 'verifying', 'verify-failed')`,
    );
    await queryRunner.query(`CREATE TABLE "payment" (
      "txn_id" varchar(64) NOT NULL,
      "order_id" uuid NOT NULL REFERENCES "customer_order" ("id"),
      "amount" numeric(10,2) NOT NULL,
      "currency" varchar(3) NOT NULL,
      "payer_email" varchar(254),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_payment" PRIMARY KEY ("txn_id")
    )`);
    await queryRunner.query(`CREATE TABLE "simulator_message" ("body_hash" varchar(64) PRIMARY KEY, "created_at" timestamptz NOT NULL DEFAULT now())`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['simulator_message', 'payment', 'payment_notification', 'paypal_email', 'customer_order']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
