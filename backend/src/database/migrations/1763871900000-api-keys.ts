import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account', 'redirect'`;

/**
 * API keys for integrators (stored as the SHA-256 of their secret), and key management as an
 * audit kind of its own.
 */
export class ApiKeys1763871900000 implements MigrationInterface {
  name = 'ApiKeys1763871900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_key" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "prefix" varchar(20) NOT NULL,
        "secret_hash" varchar(64) NOT NULL,
        "scopes" text[] NOT NULL,
        "expires_at" timestamptz,
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz,
        "revoked_at" timestamptz,
        CONSTRAINT "PK_api_key" PRIMARY KEY ("id"),
        CONSTRAINT "api_key_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "account" ("id") ON DELETE SET NULL,
        CONSTRAINT "api_key_scopes_check" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content:read', 'content:write', 'orders:read', 'orders:write', 'messages:read', 'subscribers:read']::text[])
      )`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}, 'api-key'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'api-key'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`);
    await queryRunner.query(`DROP TABLE "api_key"`);
  }
}
