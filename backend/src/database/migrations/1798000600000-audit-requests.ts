import type { MigrationInterface, QueryRunner } from 'typeorm';

const SCOPES_BEFORE = ['content:read', 'content:write', 'orders:read', 'orders:write', 'messages:read', 'subscribers:read'];
const SCOPES_AFTER = [...SCOPES_BEFORE, 'audits:read', 'audits:write'];

const scopesCheck = (scopes: string[]) =>
  `ALTER TABLE "api_key" ADD CONSTRAINT "api_key_scopes_check" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY[${scopes.map((scope) => `'${scope}'`).join(', ')}]::text[])`;

/**
 * The visitor's free analysis (issue 45, step 2): a run a visitor asked for is read through an
 * unguessable token of which only the hash is kept, until it expires; the visitor is mailed once.
 * API keys may be given the audits' two scopes.
 */
export class AuditRequests1798000600000 implements MigrationInterface {
  name = 'AuditRequests1798000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_run" ADD "report_token_hash" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "audit_run" ADD "report_expires_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "audit_run" ADD "report_mailed_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "audit_run" ADD CONSTRAINT "audit_run_report_token_hash" UNIQUE ("report_token_hash")`);
    await queryRunner.query(`ALTER TABLE "api_key" DROP CONSTRAINT "api_key_scopes_check"`);
    await queryRunner.query(scopesCheck(SCOPES_AFTER));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "api_key" WHERE "scopes" && ARRAY['audits:read', 'audits:write']::text[]`);
    await queryRunner.query(`ALTER TABLE "api_key" DROP CONSTRAINT "api_key_scopes_check"`);
    await queryRunner.query(scopesCheck(SCOPES_BEFORE));
    await queryRunner.query(`ALTER TABLE "audit_run" DROP CONSTRAINT "audit_run_report_token_hash"`);
    await queryRunner.query(`ALTER TABLE "audit_run" DROP COLUMN "report_mailed_at"`);
    await queryRunner.query(`ALTER TABLE "audit_run" DROP COLUMN "report_expires_at"`);
    await queryRunner.query(`ALTER TABLE "audit_run" DROP COLUMN "report_token_hash"`);
  }
}
