import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roles beside the spec's Admin and User (common/permissions.ts), and the one Owner: the first
 * Admin, preferring one whose account proved its address (the one setup made), so an existing
 * site keeps the same person in charge of roles, payments, keys and webhooks.
 */
export class TeamRoles1798400000000 implements MigrationInterface {
  name = 'TeamRoles1798400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_user" DROP CONSTRAINT "admin_user_user_role_check"`);
    await queryRunner.query(
      `ALTER TABLE "admin_user" ADD CONSTRAINT "admin_user_user_role_check" CHECK ("user_role" IN ('Admin', 'Editor', 'Author', 'Sales', 'Bookkeeping', 'Delivery', 'User'))`,
    );
    await queryRunner.query(`ALTER TABLE "admin_user" ADD "is_owner" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "admin_user" ADD CONSTRAINT "admin_user_owner_is_admin_check" CHECK (NOT is_owner OR user_role = 'Admin')`);
    await queryRunner.query(`CREATE UNIQUE INDEX "admin_user_one_owner" ON "admin_user" ("is_owner") WHERE is_owner`);
    await queryRunner.query(
      `UPDATE "admin_user" SET "is_owner" = true WHERE "id" = (
         SELECT u.id FROM "admin_user" u LEFT JOIN "account" a ON a.email = u.user_email
         WHERE u.user_role = 'Admin' ORDER BY (a.email_verified_at IS NULL), u.created_at, u.id LIMIT 1)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "admin_user_one_owner"`);
    await queryRunner.query(`ALTER TABLE "admin_user" DROP CONSTRAINT "admin_user_owner_is_admin_check"`);
    await queryRunner.query(`ALTER TABLE "admin_user" DROP COLUMN "is_owner"`);
    await queryRunner.query(`UPDATE "admin_user" SET "user_role" = 'User' WHERE "user_role" NOT IN ('Admin', 'User')`);
    await queryRunner.query(`ALTER TABLE "admin_user" DROP CONSTRAINT "admin_user_user_role_check"`);
    await queryRunner.query(`ALTER TABLE "admin_user" ADD CONSTRAINT "admin_user_user_role_check" CHECK ("user_role" IN ('Admin', 'User'))`);
  }
}
