import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account', 'redirect', 'api-key', 'webhook', 'blog', 'page'`;

/** Case studies at /case-studies/{slug} (issue 43), their revisions, and their changes as an audit kind. */
export class CaseStudies1797000100000 implements MigrationInterface {
  name = 'CaseStudies1797000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "case_study" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "slug" varchar(80) NOT NULL,
        "title" varchar(200) NOT NULL,
        "client" varchar(120) NOT NULL,
        "industry" varchar(80) NOT NULL,
        "services" jsonb NOT NULL,
        "challenge" jsonb NOT NULL,
        "approach" jsonb NOT NULL,
        "results" jsonb NOT NULL,
        "quote" jsonb,
        "cover_image" varchar(2048) NOT NULL DEFAULT '',
        "cover_image_alt" varchar(200) NOT NULL DEFAULT '',
        "gallery" jsonb NOT NULL,
        "excerpt" varchar(300) NOT NULL DEFAULT '',
        "status" varchar(20) NOT NULL DEFAULT 'draft',
        "published_at" timestamptz,
        "seo_title" varchar(70) NOT NULL DEFAULT '',
        "seo_description" varchar(200) NOT NULL DEFAULT '',
        "social_image" varchar(2048) NOT NULL DEFAULT '',
        "social_image_alt" varchar(200) NOT NULL DEFAULT '',
        "noindex" boolean NOT NULL DEFAULT false,
        "canonical_url" varchar(2048) NOT NULL DEFAULT '',
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_case_study" PRIMARY KEY ("id"),
        CONSTRAINT "case_study_status_check" CHECK ("status" IN ('draft', 'published')),
        CONSTRAINT "case_study_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 80)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "case_study_slug_key" ON "case_study" ("slug")`);
    await queryRunner.query(`CREATE INDEX "case_study_visible" ON "case_study" ("status", "published_at")`);
    await queryRunner.query(`
      CREATE TABLE "case_study_revision" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "study_id" uuid NOT NULL,
        "version" integer NOT NULL,
        "actor_email" varchar(254),
        "fields" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_case_study_revision" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "case_study_revision_study" ON "case_study_revision" ("study_id", "id")`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}, 'case-study'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'case-study'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`);
    await queryRunner.query(`DROP TABLE "case_study_revision"`);
    await queryRunner.query(`DROP TABLE "case_study"`);
  }
}
