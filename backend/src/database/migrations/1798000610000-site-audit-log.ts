import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = [
  'content',
  'section',
  'pricing',
  'roster',
  'payment-email',
  'order',
  'message',
  'subscriber',
  'media',
  'account',
  'redirect',
  'api-key',
  'webhook',
  'blog',
  'page',
  'case-study',
];

const kindsCheck = (kinds: string[]) =>
  `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`;

/** An Admin's site audits (run, run again) are in the audit log, as every other change made in the back office. */
export class SiteAuditLog1798000610000 implements MigrationInterface {
  name = 'SiteAuditLog1798000610000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(kindsCheck([...KINDS_BEFORE, 'site-audit']));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'site-audit'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(kindsCheck(KINDS_BEFORE));
  }
}
