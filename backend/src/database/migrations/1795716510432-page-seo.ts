import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The search and sharing settings (SEO fields) of the spec's fixed public pages, one row per page an Admin has set. */
export class PageSeo1795716510432 implements MigrationInterface {
  name = 'PageSeo1795716510432';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "page_seo" (
        "page" varchar(20) NOT NULL,
        "seo_title" varchar(70) NOT NULL DEFAULT '',
        "seo_description" varchar(200) NOT NULL DEFAULT '',
        "social_image" varchar(2048) NOT NULL DEFAULT '',
        "social_image_alt" varchar(200) NOT NULL DEFAULT '',
        "noindex" boolean NOT NULL DEFAULT false,
        "canonical_url" varchar(2048) NOT NULL DEFAULT '',
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_page_seo" PRIMARY KEY ("page"),
        CONSTRAINT "page_seo_page_check" CHECK ("page" IN ('home', 'service', 'pricing', 'contact', 'thanks'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "page_seo"`);
  }
}
