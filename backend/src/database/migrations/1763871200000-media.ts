import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media library: images with their description and focal point, and the bytes of their
 * originals and variants, content-addressed, in PostgreSQL (so the embedded engine, a server,
 * several instances and the backups all hold them). Media changes join the audit log.
 */
export class Media1763871200000 implements MigrationInterface {
  name = 'Media1763871200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "media_item" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(200) NOT NULL,
        "alt" varchar(300) NOT NULL,
        "decorative" boolean NOT NULL DEFAULT false,
        "format" varchar(10) NOT NULL,
        "width" int NOT NULL,
        "height" int NOT NULL,
        "bytes" int NOT NULL,
        "hash" varchar(16) NOT NULL,
        "focal_x" double precision NOT NULL DEFAULT 0.5,
        "focal_y" double precision NOT NULL DEFAULT 0.5,
        "widths" int[] NOT NULL DEFAULT '{}',
        "formats" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "version" int NOT NULL DEFAULT 1,
        CONSTRAINT "media_item_format_check" CHECK ("format" IN ('jpeg', 'png', 'webp', 'avif', 'gif', 'svg')),
        CONSTRAINT "media_item_focal_check" CHECK ("focal_x" BETWEEN 0 AND 1 AND "focal_y" BETWEEN 0 AND 1)
      )`);
    await queryRunner.query(`CREATE INDEX "media_item_newest" ON "media_item" ("created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "media_item_hash" ON "media_item" ("hash")`);
    await queryRunner.query(`
      CREATE TABLE "media_blob" (
        "key" varchar(64) PRIMARY KEY,
        "hash" varchar(16) NOT NULL,
        "content_type" varchar(40) NOT NULL,
        "body" bytea NOT NULL,
        "size" int NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "orphaned_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "media_blob_hash" ON "media_blob" ("hash")`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN ('content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'media'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN ('content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber'))`,
    );
    await queryRunner.query(`DROP TABLE "media_blob"`);
    await queryRunner.query(`DROP TABLE "media_item"`);
  }
}
