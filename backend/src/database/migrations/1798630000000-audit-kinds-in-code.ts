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
  'site-audit',
  'project',
];

/**
 * The kinds of audit entry are checked by the server against those modules register
 * (audit/audit-kinds.ts), as the webhook events are (WebhookEventsInCode): a module declares its
 * kind where it is declared, and a new kind needs no migration.
 */
export class AuditKindsInCode1798630000000 implements MigrationInterface {
  name = 'AuditKindsInCode1798630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS_BEFORE.map((kind) => `'${kind}'`).join(', ')}))`,
    );
  }
}
