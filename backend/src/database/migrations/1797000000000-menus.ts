import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's menus (issue 43): one row per saved menu, its items a JSON tree. No row is seeded:
 * a menu never saved shows its default from code (`DEFAULT_MENUS`), so a later default reaches
 * every site that kept it. Pages placed with in_nav/in_footer stay where they are (appended to the
 * bar and the Quick Links), so nothing is migrated.
 */
export class Menus1797000000000 implements MigrationInterface {
  name = 'Menus1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "site_menu" (
      "key" varchar(20) NOT NULL,
      "title" varchar(40) NOT NULL DEFAULT '',
      "items" jsonb NOT NULL,
      "version" integer NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_site_menu" PRIMARY KEY ("key"),
      CONSTRAINT "site_menu_key_check" CHECK ("key" IN ('header', 'footer', 'footerExtra'))
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_menu"`);
  }
}
