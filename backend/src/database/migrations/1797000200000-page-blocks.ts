import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pages made of blocks (issue 43). A page's one rich-text body becomes its one block, a rich-text
 * block named `body`, so the page shows what it showed; `body` in the API is now the first rich-text
 * block (site-pages/page-body.ts). A location page gets the places it serves and a branch's address.
 * `home_section`: the home page's order of its sections, and the hidden flag of those with none of
 * their own (the offers); no rows until the owner reorders, which is the spec's order.
 * Down keeps each page's first rich-text block as its body (the other blocks have no place there).
 */
export class PageBlocks1797000200000 implements MigrationInterface {
  name = 'PageBlocks1797000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_page"
      ADD "blocks" jsonb NOT NULL DEFAULT '[]',
      ADD "area_served" jsonb NOT NULL DEFAULT '[]',
      ADD "branch_address" jsonb`);
    await queryRunner.query(
      `UPDATE "site_page" SET "blocks" = jsonb_build_array(jsonb_build_object('id', 'body', 'kind', 'richText', 'hidden', false, 'data', jsonb_build_object('body', "body")))`,
    );
    await queryRunner.query(`ALTER TABLE "site_page" DROP COLUMN "body"`);
    await queryRunner.query(`CREATE TABLE "home_section" (
      "kind" varchar(40) NOT NULL,
      "position" integer NOT NULL,
      "hidden" boolean NOT NULL DEFAULT false,
      CONSTRAINT "PK_home_section" PRIMARY KEY ("kind"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "home_section"`);
    await queryRunner.query(`ALTER TABLE "site_page" ADD "body" jsonb`);
    await queryRunner.query(`UPDATE "site_page" SET "body" = COALESCE(
      (SELECT block -> 'data' -> 'body' FROM jsonb_array_elements("blocks") WITH ORDINALITY AS b(block, at) WHERE block ->> 'kind' = 'richText' ORDER BY at LIMIT 1),
      '{"type":"doc","content":[]}'::jsonb)`);
    await queryRunner.query(`ALTER TABLE "site_page" ALTER COLUMN "body" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "site_page" DROP COLUMN "blocks", DROP COLUMN "area_served", DROP COLUMN "branch_address"`);
  }
}
