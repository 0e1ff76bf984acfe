import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer's own account page: an e-mail change waits in email_change until its owner opens
 * the link mailed to the new address; a deleted account's paid orders stay for the accounts,
 * anonymised and no longer tied to an account (account_id NULL); and the audit log names account
 * deletions as their own kind.
 */
export class AccountPrivacy1763871400000 implements MigrationInterface {
  name = 'AccountPrivacy1763871400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "email_change" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "account_id" uuid NOT NULL,
      "new_email" varchar(254) NOT NULL,
      "token_hash" varchar(64) NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_email_change" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_email_change_hash" UNIQUE ("token_hash"),
      CONSTRAINT "email_change_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account" ("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "email_change_account" ON "email_change" ("account_id")`);
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "account_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN ('content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN ('content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media')) NOT VALID`,
    );
    await queryRunner.query(`DELETE FROM "customer_order" WHERE "account_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "account_id" SET NOT NULL`);
    await queryRunner.query(`DROP TABLE "email_change"`);
  }
}
