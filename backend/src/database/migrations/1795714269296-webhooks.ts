import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account', 'redirect', 'api-key'`;
const EVENTS = `'order.created', 'order.paid', 'order.status_changed', 'order.cancelled', 'message.received', 'subscriber.confirmed', 'content.changed'`;

/**
 * Signed webhooks: the endpoints Admins register (secrets sealed), the outbox of deliveries
 * written in each event's own transaction, the log of every attempt, and webhook management as
 * an audit kind of its own.
 */
export class Webhooks1795714269296 implements MigrationInterface {
  name = 'Webhooks1795714269296';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_endpoint" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "url" varchar(2000) NOT NULL,
        "description" varchar(200) NOT NULL DEFAULT '',
        "events" text[] NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "secret_sealed" text NOT NULL,
        "failing_since" timestamptz,
        "disabled_at" timestamptz,
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_endpoint" PRIMARY KEY ("id"),
        CONSTRAINT "webhook_endpoint_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "account" ("id") ON DELETE SET NULL,
        CONSTRAINT "webhook_endpoint_events_check" CHECK (cardinality("events") > 0 AND "events" <@ ARRAY[${EVENTS}]::text[])
      )`);
    await queryRunner.query(`
      CREATE TABLE "webhook_delivery" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "endpoint_id" uuid NOT NULL,
        "event_id" uuid NOT NULL,
        "event_type" varchar(40) NOT NULL,
        "body" text NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'pending',
        "attempts" int NOT NULL DEFAULT 0,
        "tries" int NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz,
        "last_status_code" int,
        "last_error" varchar(500),
        "last_duration_ms" int,
        "last_attempt_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_delivery" PRIMARY KEY ("id"),
        CONSTRAINT "webhook_delivery_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint" ("id") ON DELETE CASCADE,
        CONSTRAINT "webhook_delivery_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed'))
      )`);
    await queryRunner.query(`CREATE INDEX "webhook_delivery_due" ON "webhook_delivery" ("next_attempt_at") WHERE "status" = 'pending'`);
    await queryRunner.query(`CREATE INDEX "webhook_delivery_endpoint_newest" ON "webhook_delivery" ("endpoint_id", "created_at", "id")`);
    await queryRunner.query(`
      CREATE TABLE "webhook_attempt" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "delivery_id" uuid NOT NULL,
        "attempted_at" timestamptz NOT NULL,
        "status_code" int,
        "duration_ms" int NOT NULL,
        "error" varchar(500),
        "response_body" varchar(4096),
        CONSTRAINT "PK_webhook_attempt" PRIMARY KEY ("id"),
        CONSTRAINT "webhook_attempt_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_delivery" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "webhook_attempt_delivery" ON "webhook_attempt" ("delivery_id", "attempted_at")`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}, 'webhook'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'webhook'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`);
    await queryRunner.query(`DROP TABLE "webhook_attempt"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoint"`);
  }
}
