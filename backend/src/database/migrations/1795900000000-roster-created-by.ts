import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which account put a roster entry on the list, so that entries made by an account whose address
 * is then proved by someone else can be withdrawn with everything else that account set up.
 */
export class RosterCreatedBy1795900000000 implements MigrationInterface {
  name = 'RosterCreatedBy1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_user" ADD "created_by" uuid`);
    await queryRunner.query(
      `ALTER TABLE "admin_user" ADD CONSTRAINT "admin_user_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_user" DROP CONSTRAINT "admin_user_created_by_fkey"`);
    await queryRunner.query(`ALTER TABLE "admin_user" DROP COLUMN "created_by"`);
  }
}
