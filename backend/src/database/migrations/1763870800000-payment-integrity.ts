import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a payment notification needs to be judged once and for all: the payment e-mail it arrived
 * under, and on the payment whether it came while the order was already Paid (a duplicate).
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment" DROP COLUMN "duplicate"`);
    await queryRunner.query(`DROP INDEX "payment_notification_rejected"`);
    await queryRunner.query(`ALTER TABLE "payment_notification" DROP COLUMN "payment_email"`);
  }
}
