import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leads: messages the spam checks caught wait in their own table for review (the spec's message
 * statuses and counts stay as they were), and the admin's message search finds a part of any
 * field (LIKE '%…%'), served by a trigram index on the fields together.
 */
export class Leads1763871300000 implements MigrationInterface {
  name = 'Leads1763871300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "spam_message" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "name" varchar(100) NOT NULL,
      "email" varchar(254) NOT NULL,
      "number" varchar(40),
      "subject" varchar(200) NOT NULL,
      "message" text NOT NULL,
      "reason" varchar(200) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_spam_message" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(`CREATE INDEX "spam_message_newest" ON "spam_message" ("created_at", "id")`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // The expression of messageSearchText (message.entity.ts): a search spelt the same way is served by it.
    await queryRunner.query(
      `CREATE INDEX "message_search" ON "message" USING gin ((lower("name" || ' ' || "email" || ' ' || "subject" || ' ' || "message")) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "message_search"`);
    await queryRunner.query(`DROP TABLE "spam_message"`);
  }
}
