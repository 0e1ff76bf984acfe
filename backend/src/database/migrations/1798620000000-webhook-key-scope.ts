import type { MigrationInterface, QueryRunner } from 'typeorm';

const SCOPES_BEFORE = [
  'content:read',
  'content:write',
  'orders:read',
  'orders:write',
  'messages:read',
  'subscribers:read',
  'audits:read',
  'audits:write',
  'projects:read',
  'projects:write',
];

const scopesCheck = (scopes: string[]) =>
  `ALTER TABLE "api_key" ADD CONSTRAINT "api_key_scopes_check" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY[${scopes.map((scope) => `'${scope}'`).join(', ')}]::text[])`;

/** Keys may be given `webhooks:manage` (issue 48): an integration sets up its own endpoints and reads their delivery log. */
export class WebhookKeyScope1798620000000 implements MigrationInterface {
  name = 'WebhookKeyScope1798620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_key" DROP CONSTRAINT "api_key_scopes_check"`);
    await queryRunner.query(scopesCheck([...SCOPES_BEFORE, 'webhooks:manage']));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "api_key" SET "scopes" = array_remove("scopes", 'webhooks:manage')`);
    await queryRunner.query(`DELETE FROM "api_key" WHERE cardinality("scopes") = 0`);
    await queryRunner.query(`ALTER TABLE "api_key" DROP CONSTRAINT "api_key_scopes_check"`);
    await queryRunner.query(scopesCheck(SCOPES_BEFORE));
  }
}
