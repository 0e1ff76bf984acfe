import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's order search finds a part of the customer's e-mail anywhere in it (LIKE '%…%'),
 * which no B-tree can serve: without this trigram index every search read the whole table
 * (0.7 s at a million orders on PostgreSQL). pg_trgm is a trusted extension that ships with
 * PostgreSQL and is loaded into the embedded engine (embedded-postgres.ts).
 */
export class OrderSearch1763870500000 implements MigrationInterface {
  name = 'OrderSearch1763870500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "order_customer_email_search" ON "customer_order" USING gin ("customer_email" gin_trgm_ops)`);
  }

  /** The extension stays: dropping it would fail, or take along anything else built on it. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "order_customer_email_search"`);
  }
}
