import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redirects of old addresses (301, 302) and addresses gone for good (410), with their hit counts;
 * `redirects_version` in app_meta moves with every save so each instance reloads its copy; and the
 * audit log names redirect changes as their own kind.
 */
export class Redirects1763871800000 implements MigrationInterface {
  name = 'Redirects1763871800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "redirect" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "source" varchar(500) NOT NULL,
        "target" varchar(2000),
        "status_code" smallint NOT NULL,
        "note" varchar(300) NOT NULL DEFAULT '',
        "hits" bigint NOT NULL DEFAULT 0,
        "last_hit_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_redirect" PRIMARY KEY ("id"),
        CONSTRAINT "redirect_status_code_check" CHECK ("status_code" IN (301, 302, 410)),
        CONSTRAINT "redirect_target_check" CHECK (("status_code" = 410) = ("target" IS NULL))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "redirect_source_key" ON "redirect" ("source")`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN ('content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account', 'redirect'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "audit_entry" WHERE "kind" = 'redirect'`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP CONSTRAINT "audit_entry_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_kind_check" CHECK ("kind" IN ('content', 'section', 'pricing', 'roster', 'payment-email', 'order', 'message', 'subscriber', 'media', 'account'))`,
    );
    await queryRunner.query(`DELETE FROM "app_meta" WHERE "key" = 'redirects_version'`);
    await queryRunner.query(`DROP TABLE "redirect"`);
  }
}
