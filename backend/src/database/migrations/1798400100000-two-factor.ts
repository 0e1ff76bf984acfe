import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Two-factor sign-in: an authenticator app per account, its one-time recovery codes, and sign-ins waiting for a code. */
export class TwoFactor1798400100000 implements MigrationInterface {
  name = 'TwoFactor1798400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "account_totp" (
      "account_id" uuid NOT NULL,
      "secret_sealed" varchar(200) NOT NULL,
      "confirmed_at" timestamptz,
      "last_step" bigint,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_account_totp" PRIMARY KEY ("account_id"),
      CONSTRAINT "account_totp_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE TABLE "recovery_code" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "account_id" uuid NOT NULL,
      "code_hash" varchar(64) NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_recovery_code" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_recovery_code_hash" UNIQUE ("code_hash"),
      CONSTRAINT "recovery_code_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "recovery_code_account" ON "recovery_code" ("account_id")`);
    await queryRunner.query(`CREATE TABLE "sign_in_challenge" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "account_id" uuid NOT NULL,
      "token_hash" varchar(64) NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "failures" integer NOT NULL DEFAULT 0,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_sign_in_challenge" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_sign_in_challenge_hash" UNIQUE ("token_hash"),
      CONSTRAINT "sign_in_challenge_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "sign_in_challenge_account" ON "sign_in_challenge" ("account_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sign_in_challenge"`);
    await queryRunner.query(`DROP TABLE "recovery_code"`);
    await queryRunner.query(`DROP TABLE "account_totp"`);
  }
}
