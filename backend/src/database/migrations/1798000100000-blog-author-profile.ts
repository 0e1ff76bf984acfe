import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An author's profile address (their bio or a network's profile page): a post's structured data
 * names it as the author's `url`, which tells search engines who the person is (issue 44).
 */
export class BlogAuthorProfile1798000100000 implements MigrationInterface {
  name = 'BlogAuthorProfile1798000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog_author" ADD "profile_url" varchar(2048)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog_author" DROP COLUMN "profile_url"`);
  }
}
