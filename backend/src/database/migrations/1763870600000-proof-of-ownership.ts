import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Privilege follows proof: an account's e-mail counts for the admin roster only once its owner
 * opened a verification link (or a password-reset link, which proves the same mailbox), and the
 * first Admin of a fresh install is whoever holds the setup token the server printed.
 *
 * Accounts of an upgraded database start unverified, except those already on the roster as
 * Admin: they administer the site today and must not be locked out of it by the upgrade.
 */
export class ProofOfOwnership1763870600000 implements MigrationInterface {
  name = 'ProofOfOwnership1763870600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account" ADD COLUMN "email_verified_at" timestamptz`);
    await queryRunner.query(
      `UPDATE "account" SET "email_verified_at" = now() WHERE "email" IN (SELECT "user_email" FROM "admin_user" WHERE "user_role" = 'Admin')`,
    );
    await queryRunner.query(`CREATE TABLE "email_verification" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "account_id" uuid NOT NULL REFERENCES "account" ("id") ON DELETE CASCADE,
      "token_hash" varchar(64) NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_email_verification" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_email_verification_hash" UNIQUE ("token_hash")
    )`);
    await queryRunner.query(`CREATE INDEX "email_verification_account" ON "email_verification" ("account_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "password_reset_account" ON "password_reset" ("account_id")`);
    // One row per start of an instance while nobody administers the site; all go when setup completes.
    await queryRunner.query(`CREATE TABLE "setup_token" (
      "token_hash" varchar(64) NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_setup_token" PRIMARY KEY ("token_hash")
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "setup_token"`);
    await queryRunner.query(`DROP INDEX "password_reset_account"`);
    await queryRunner.query(`DROP TABLE "email_verification"`);
    await queryRunner.query(`ALTER TABLE "account" DROP COLUMN "email_verified_at"`);
  }
}
