import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a payment notification needs to be judged once and for all: the payment e-mail it arrived
 * under; and on each payment, whether it came while the order was already Paid (a duplicate) and
 * whether it was refunded, so an order is UnPaid again only when none of its payments stands.
 */
export class PaymentIntegrity1763870800000 implements MigrationInterface {
  name = 'PaymentIntegrity1763870800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_notification" ADD "payment_email" varchar(254)`);
    // Notifications still waiting for PayPal arrived under today's payment e-mail.
    await queryRunner.query(
      `UPDATE "payment_notification" SET "payment_email" = (SELECT "paypal_email" FROM "paypal_email" ORDER BY "created_at" LIMIT 1)
       WHERE "outcome" IN ('received', 'verifying', 'verify-failed')`,
    );
    // A payment refused once stays refused: each new Completed payment looks up its txn_id here.
    await queryRunner.query(`CREATE INDEX "payment_notification_rejected" ON "payment_notification" ("txn_id") WHERE "outcome" = 'rejected'`);
    await queryRunner.query(`ALTER TABLE "payment" ADD "duplicate" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "payment" ADD "refunded_at" timestamptz`);
    // Payments refunded before now are known from the notification that refunded each ('Refunded of <txn_id>').
    await queryRunner.query(
      `UPDATE "payment" SET "refunded_at" = "n"."updated_at" FROM "payment_notification" "n"
       WHERE "n"."outcome" = 'refunded' AND "n"."reason" IN ('Refunded of ' || "payment"."txn_id", 'Reversed of ' || "payment"."txn_id")`,
    );
    await queryRunner.query(`CREATE INDEX "payment_order" ON "payment" ("order_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "payment_order"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "refunded_at"`);
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "duplicate"`);
    await queryRunner.query(`DROP INDEX "payment_notification_rejected"`);
    await queryRunner.query(`ALTER TABLE "payment_notification" DROP COLUMN "payment_email"`);
  }
}
