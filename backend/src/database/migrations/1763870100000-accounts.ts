import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763870100000 implements MigrationInterface {
  name = 'Accounts1763870100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "account" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "email" varchar(254) NOT NULL,
      "password_hash" varchar(255) NOT NULL,
      "sessions_valid_after" timestamptz NOT NULL DEFAULT now(),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_account" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_account_email" UNIQUE ("email")
    )`);
    await queryRunner.query(`CREATE TABLE "refresh_token" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "account_id" uuid NOT NULL REFERENCES "account" ("id") ON DELETE CASCADE,
      "family_id" uuid NOT NULL,
      "token_hash" varchar(64) NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "revoked_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_refresh_token" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_refresh_token_hash" UNIQUE ("token_hash")
    )`);
    await queryRunner.query(`CREATE INDEX "refresh_token_family" ON "refresh_token" ("family_id")`);
    await queryRunner.query(`CREATE INDEX "refresh_token_account" ON "refresh_token" ("account_id")`);
    await queryRunner.query(`CREATE TABLE "password_reset" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "account_id" uuid NOT NULL REFERENCES "account" ("id") ON DELETE CASCADE,
      "token_hash" varchar(64) NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_password_reset" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_password_reset_hash" UNIQUE ("token_hash")
    )`);
    await queryRunner.query(`CREATE TABLE "admin_user" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_email" varchar(254) NOT NULL,
      "user_role" varchar(20) NOT NULL DEFAULT 'Admin' CHECK ("user_role" IN ('Admin', 'User')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_admin_user" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_admin_user_email" UNIQUE ("user_email")
    )`);
    // The layout rate-limiter-flexible expects for its PostgreSQL store.
    await queryRunner.query(`CREATE TABLE "rate_limit" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['rate_limit', 'admin_user', 'password_reset', 'refresh_token', 'account']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
