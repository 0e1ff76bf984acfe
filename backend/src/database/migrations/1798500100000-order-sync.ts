import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A mirror reads orders by their last change (`updatedSince`, `sort=updated`): an index keeps that a
 * range read at any size. `updated_at` keeps milliseconds, as the API's times do: with PostgreSQL's
 * microseconds the greatest `updatedAt` a mirror held came back as changed after itself.
 */
export class OrderSync1798500100000 implements MigrationInterface {
  name = 'OrderSync1798500100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "updated_at" TYPE timestamptz(3)`);
    await queryRunner.query(`CREATE INDEX "order_changed" ON "customer_order" ("updated_at", "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "order_changed"`);
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "updated_at" TYPE timestamptz`);
  }
}
