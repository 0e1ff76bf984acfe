import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Passkeys (WebAuthn credentials) per account, and the challenges handed out for them, kept server-side. */
export class Passkeys1798610000000 implements MigrationInterface {
  name = 'Passkeys1798610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "passkey" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "account_id" uuid NOT NULL,
      "credential_id" varchar(1400) NOT NULL,
      "public_key" text NOT NULL,
      "counter" bigint NOT NULL DEFAULT 0,
      "transports" varchar(200) NOT NULL DEFAULT '',
      "name" varchar(60) NOT NULL,
      "last_used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_passkey" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_passkey_credential" UNIQUE ("credential_id"),
      CONSTRAINT "passkey_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "passkey_account" ON "passkey" ("account_id")`);
    await queryRunner.query(`CREATE TABLE "webauthn_challenge" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "challenge" varchar(100) NOT NULL,
      "purpose" varchar(20) NOT NULL,
      "account_id" uuid,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "failures" integer NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_webauthn_challenge" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_webauthn_challenge" UNIQUE ("challenge"),
      CONSTRAINT "webauthn_challenge_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "webauthn_challenge_account" ON "webauthn_challenge" ("account_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webauthn_challenge"`);
    await queryRunner.query(`DROP TABLE "passkey"`);
  }
}
