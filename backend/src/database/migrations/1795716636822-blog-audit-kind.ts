import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = `'content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account', 'redirect', 'api-key'`;

/**
 * The blog's and the pages' migrations were written side by side, each adding its own audit kind
 * to the list before it: whichever runs second drops the other's. This one, after both, allows both.
 */
export class BlogAuditKind1795716636822 implements MigrationInterface {
  name = 'BlogAuditKind1795716636822';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS}, 'blog', 'page'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'blog'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN (${KINDS}, 'page'))`);
  }
}
