import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account', 'redirect', 'api-key'`;

/**
 * The blog: posts (rich-text body as JSON, SEO fields, scheduled publishing), categories, tags,
 * the authors' display names and photos; the audit log names blog changes as their own kind.
 */
export class Blog1795714251106 implements MigrationInterface {
  name = 'Blog1795714251106';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "blog_category" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "slug" varchar(80) NOT NULL,
        "name" varchar(100) NOT NULL,
        "description" varchar(300) NOT NULL DEFAULT '',
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_blog_category" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "blog_category_slug_key" ON "blog_category" ("slug")`);
    await queryRunner.query(`
      CREATE TABLE "blog_tag" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "slug" varchar(80) NOT NULL,
        "name" varchar(100) NOT NULL,
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_blog_tag" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "blog_tag_slug_key" ON "blog_tag" ("slug")`);
    await queryRunner.query(`
      CREATE TABLE "blog_author" (
        "account_id" uuid NOT NULL,
        "display_name" varchar(100) NOT NULL,
        "photo" varchar(2048),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_blog_author" PRIMARY KEY ("account_id"),
        CONSTRAINT "blog_author_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE "blog_post" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "slug" varchar(120) NOT NULL,
        "title" varchar(200) NOT NULL,
        "excerpt" varchar(500) NOT NULL DEFAULT '',
        "cover_image" varchar(2048),
        "cover_image_alt" varchar(300) NOT NULL DEFAULT '',
        "body" jsonb NOT NULL,
        "word_count" integer NOT NULL DEFAULT 0,
        "author_id" uuid,
        "category_id" uuid,
        "status" varchar(10) NOT NULL DEFAULT 'draft',
        "published_at" timestamptz,
        "seo_title" varchar(70),
        "seo_description" varchar(200),
        "social_image" varchar(2048),
        "social_image_alt" varchar(300),
        "noindex" boolean NOT NULL DEFAULT false,
        "canonical_url" varchar(2048),
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_blog_post" PRIMARY KEY ("id"),
        CONSTRAINT "blog_post_status_check" CHECK ("status" IN ('draft', 'published')),
        CONSTRAINT "blog_post_published_at_check" CHECK ("status" = 'draft' OR "published_at" IS NOT NULL),
        CONSTRAINT "blog_post_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "account" ("id") ON DELETE SET NULL,
        CONSTRAINT "blog_post_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "blog_category" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "blog_post_slug_key" ON "blog_post" ("slug")`);
    await queryRunner.query(`CREATE INDEX "blog_post_public" ON "blog_post" ("published_at", "id") WHERE "status" = 'published'`);
    await queryRunner.query(`CREATE INDEX "blog_post_category_public" ON "blog_post" ("category_id", "published_at", "id") WHERE "status" = 'published'`);
    await queryRunner.query(`
      CREATE TABLE "blog_post_tag" (
        "post_id" uuid NOT NULL,
        "tag_id" uuid NOT NULL,
        CONSTRAINT "PK_blog_post_tag" PRIMARY KEY ("post_id", "tag_id"),
        CONSTRAINT "blog_post_tag_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "blog_post" ("id") ON DELETE CASCADE,
        CONSTRAINT "blog_post_tag_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "blog_tag" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "blog_post_tag_by_tag" ON "blog_post_tag" ("tag_id", "post_id")`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}, 'blog'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'blog'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`);
    await queryRunner.query(`DELETE FROM "app_meta" WHERE "key" IN ('blog_settings', 'blog_schedule_mark')`);
    await queryRunner.query(`DROP TABLE "blog_post_tag"`);
    await queryRunner.query(`DROP TABLE "blog_post"`);
    await queryRunner.query(`DROP TABLE "blog_author"`);
    await queryRunner.query(`DROP TABLE "blog_tag"`);
    await queryRunner.query(`DROP TABLE "blog_category"`);
  }
}
