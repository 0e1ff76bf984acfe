import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Editing like a CMS: each content record gets a place in its list, a hidden flag and a version
 * (a save from an older version is refused); whole sections can be hidden; every content change
 * keeps a revision; every admin change is in the audit log; a pricing package with orders is
 * archived rather than deleted, and a stale package save is refused too.
 */
export class CmsHistory1763871100000 implements MigrationInterface {
  name = 'CmsHistory1763871100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "content_record" ADD "position" int NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "content_record" ADD "hidden" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "content_record" ADD "version" int NOT NULL DEFAULT 1`);
    // Lists keep the order they had: their insertion order.
    await queryRunner.query(
      `UPDATE "content_record" c SET "position" = o."position"
         FROM (SELECT "id", row_number() OVER (PARTITION BY "section" ORDER BY "seq") AS "position" FROM "content_record") o
        WHERE o."id" = c."id"`,
    );
    await queryRunner.query(`CREATE INDEX "content_record_section_position" ON "content_record" ("section", "position", "seq")`);
    await queryRunner.query(`
      CREATE TABLE "section_state" (
        "section" varchar(40) PRIMARY KEY,
        "hidden" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "content_revision" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "record_id" uuid NOT NULL,
        "section" varchar(40) NOT NULL,
        "action" varchar(10) NOT NULL,
        "actor_id" uuid,
        "actor_email" varchar(254),
        "before" jsonb,
        "after" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "content_revision_action_check" CHECK ("action" IN ('create', 'update', 'delete', 'move', 'hide', 'show', 'restore'))
      )`);
    await queryRunner.query(`CREATE INDEX "content_revision_record" ON "content_revision" ("record_id", "id")`);
    await queryRunner.query(`CREATE INDEX "content_revision_section_action" ON "content_revision" ("section", "action", "id")`);
    await queryRunner.query(`
      CREATE TABLE "audit_entry" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "actor_id" uuid,
        "actor_email" varchar(254),
        "kind" varchar(20) NOT NULL,
        "action" varchar(20) NOT NULL,
        "subject" varchar(300) NOT NULL,
        "subject_id" varchar(64),
        "detail" varchar(1000),
        CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN ('content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber'))
      )`);
    await queryRunner.query(`CREATE INDEX "audit_entry_newest" ON "audit_entry" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "audit_entry_actor_newest" ON "audit_entry" ("actor_email", "created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "audit_entry_kind_newest" ON "audit_entry" ("kind", "created_at", "id")`);
    await queryRunner.query(`ALTER TABLE "pricing_package" ADD "archived_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "pricing_package" ADD "version" int NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pricing_package" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "pricing_package" DROP COLUMN "archived_at"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
    await queryRunner.query(`DROP TABLE "content_revision"`);
    await queryRunner.query(`DROP TABLE "section_state"`);
    await queryRunner.query(`DROP INDEX "content_record_section_position"`);
    await queryRunner.query(`ALTER TABLE "content_record" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "content_record" DROP COLUMN "hidden"`);
    await queryRunner.query(`ALTER TABLE "content_record" DROP COLUMN "position"`);
  }
}
