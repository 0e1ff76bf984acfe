import type { MigrationInterface, QueryRunner } from 'typeorm';
import { events, tallyFunction, TRANSITIONS, type Tallied } from './1763870400000-tallies.js';

/** Subscribers are tallied per state from now on: only confirmed ones count as the list's total. */
const SUBSCRIBERS: Tallied = { table: 'subscriber', subject: 'subscriber', status: `CASE WHEN confirmed_at IS NULL THEN 'Pending' ELSE 'Confirmed' END` };
const SUBSCRIBERS_BEFORE: Tallied = { table: 'subscriber', subject: 'subscriber' };

async function retally(queryRunner: QueryRunner, from: Tallied, to: Tallied): Promise<void> {
  for (const event of events(from)) await queryRunner.query(`DROP TRIGGER "subscriber_tally_${event}" ON "subscriber"`);
  await queryRunner.query(`DROP FUNCTION "tally_subscriber"()`);
  await queryRunner.query(tallyFunction(to));
  for (const event of events(to)) {
    await queryRunner.query(
      `CREATE TRIGGER "subscriber_tally_${event}" AFTER ${event.toUpperCase()} ON "subscriber" ${TRANSITIONS[event]} FOR EACH STATEMENT EXECUTE FUNCTION "tally_subscriber"()`,
    );
  }
}

/**
 * Leads and consent: newsletter sign-ups wait for the address's owner to confirm (double opt-in)
 * and keep the consent they gave (text shown, time, page); addresses that signed up before this
 * version count as confirmed, their consent recorded as unknown. Messages the spam checks caught wait in their own table for review (the spec's message
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
    await queryRunner.query(`ALTER TABLE "subscriber"
      ADD "confirmed_at" timestamptz,
      ADD "consent_text" varchar(500),
      ADD "consent_page" varchar(300),
      ADD "confirm_token_hash" varchar(64),
      ADD "confirm_expires_at" timestamptz`);
    await queryRunner.query(`UPDATE "subscriber" SET "confirmed_at" = "created_at"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "subscriber_confirm_token" ON "subscriber" ("confirm_token_hash")`);
    await queryRunner.query(`CREATE INDEX "subscriber_pending" ON "subscriber" ("created_at", "id") WHERE "confirmed_at" IS NULL`);
    // The old triggers count no updates, so the backfill left the tally as it was; its rows, all confirmed now, get their state.
    await retally(queryRunner, SUBSCRIBERS_BEFORE, SUBSCRIBERS);
    await queryRunner.query(`UPDATE "tally" SET "status" = 'Confirmed' WHERE "subject" = 'subscriber'`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // The expression of messageSearchText (message.entity.ts): a search spelt the same way is served by it.
    await queryRunner.query(
      `CREATE INDEX "message_search" ON "message" USING gin ((lower("name" || ' ' || "email" || ' ' || "subject" || ' ' || "message")) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "subscriber" WHERE "confirmed_at" IS NULL`);
    await retally(queryRunner, SUBSCRIBERS, SUBSCRIBERS_BEFORE);
    await queryRunner.query(`UPDATE "tally" SET "status" = '' WHERE "subject" = 'subscriber'`);
    await queryRunner.query(`DROP INDEX "subscriber_pending"`);
    await queryRunner.query(`DROP INDEX "subscriber_confirm_token"`);
    await queryRunner.query(
      `ALTER TABLE "subscriber" DROP COLUMN "confirmed_at", DROP COLUMN "consent_text", DROP COLUMN "consent_page", DROP COLUMN "confirm_token_hash", DROP COLUMN "confirm_expires_at"`,
    );
    await queryRunner.query(`DROP INDEX "message_search"`);
    await queryRunner.query(`DROP TABLE "spam_message"`);
  }
}
