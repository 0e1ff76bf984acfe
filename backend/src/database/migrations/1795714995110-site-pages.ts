import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account', 'redirect', 'api-key'`;

/** The site's own pages at /{slug} (rich-text body, SEO fields, placement in the bar and footer), and their changes as an audit kind. */
export class SitePages1795714995110 implements MigrationInterface {
  name = 'SitePages1795714995110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "site_page" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" varchar(200) NOT NULL,
        "slug" varchar(80) NOT NULL,
        "body" jsonb NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'draft',
        "seo_title" varchar(70) NOT NULL DEFAULT '',
        "seo_description" varchar(200) NOT NULL DEFAULT '',
        "social_image" varchar(2048) NOT NULL DEFAULT '',
        "social_image_alt" varchar(300) NOT NULL DEFAULT '',
        "noindex" boolean NOT NULL DEFAULT false,
        "canonical_url" varchar(2048) NOT NULL DEFAULT '',
        "show_in_nav" boolean NOT NULL DEFAULT false,
        "show_in_footer" boolean NOT NULL DEFAULT false,
        "nav_position" integer NOT NULL DEFAULT 0,
        "version" integer NOT NULL DEFAULT 1,
        "published_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_site_page" PRIMARY KEY ("id"),
        CONSTRAINT "site_page_status_check" CHECK ("status" IN ('draft', 'published')),
        CONSTRAINT "site_page_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 80)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "site_page_slug_key" ON "site_page" ("slug")`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}, 'page'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'page'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`);
    await queryRunner.query(`DROP TABLE "site_page"`);
  }
}
