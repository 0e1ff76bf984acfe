import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lists an integrator mirrors besides the orders (issue 48): subscribers, messages, retainers
 * and invoices are read by their last change (`updatedSince`, `sort=updated`). Subscribers and
 * messages get an `updated_at` (what they were last changed at, as far as the rows tell: the
 * confirmation, else the sign-up or the message's arrival); every compared time keeps milliseconds,
 * as the API's times do, or the greatest `updatedAt` a mirror held would come back as changed after
 * itself. An invoice never changes: its `created_at` is its last change, and invoice_newest serves.
 */
export class ListSync1798620100000 implements MigrationInterface {
  name = 'ListSync1798620100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriber" ADD COLUMN "updated_at" timestamptz(3) NOT NULL DEFAULT now()`);
    await queryRunner.query(`UPDATE "subscriber" SET "updated_at" = coalesce("confirmed_at", "created_at")`);
    await queryRunner.query(`CREATE INDEX "subscriber_changed" ON "subscriber" ("updated_at", "id")`);
    await queryRunner.query(`ALTER TABLE "message" ADD COLUMN "updated_at" timestamptz(3) NOT NULL DEFAULT now()`);
    await queryRunner.query(`UPDATE "message" SET "updated_at" = "created_at"`);
    await queryRunner.query(`CREATE INDEX "message_changed" ON "message" ("updated_at", "id")`);
    await queryRunner.query(`ALTER TABLE "subscription" ALTER COLUMN "updated_at" TYPE timestamptz(3)`);
    await queryRunner.query(`CREATE INDEX "subscription_changed" ON "subscription" ("updated_at", "id")`);
    await queryRunner.query(`ALTER TABLE "invoice" ALTER COLUMN "created_at" TYPE timestamptz(3)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice" ALTER COLUMN "created_at" TYPE timestamptz`);
    await queryRunner.query(`DROP INDEX "subscription_changed"`);
    await queryRunner.query(`ALTER TABLE "subscription" ALTER COLUMN "updated_at" TYPE timestamptz`);
    await queryRunner.query(`DROP INDEX "message_changed"`);
    await queryRunner.query(`ALTER TABLE "message" DROP COLUMN "updated_at"`);
    await queryRunner.query(`DROP INDEX "subscriber_changed"`);
    await queryRunner.query(`ALTER TABLE "subscriber" DROP COLUMN "updated_at"`);
  }
}
