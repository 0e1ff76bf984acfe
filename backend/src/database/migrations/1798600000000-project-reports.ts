import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client portal's site reports (issue 46): a project's site address and how often its site
 * is audited (monthly unless the agency says otherwise), when the next one is due, and each report
 * (an audit run of the site, made on schedule or asked for by the agency). A report goes with its
 * project; the unique due time makes a period's report exist once, however many instances look.
 */
export class ProjectReports1798600000000 implements MigrationInterface {
  name = 'ProjectReports1798600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "project" ADD "site_url" varchar(2000), ADD "report_schedule" varchar(10) NOT NULL DEFAULT 'monthly', ADD "next_report_at" timestamptz`,
    );
    await queryRunner.query(
      `ALTER TABLE "project" ADD CONSTRAINT "project_report_schedule_check" CHECK ("report_schedule" IN ('off', 'weekly', 'monthly', 'quarterly'))`,
    );
    await queryRunner.query(`CREATE TABLE "project_report" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "project_id" uuid NOT NULL,
      "audit_run_id" uuid NOT NULL,
      "scheduled" boolean NOT NULL,
      "due_at" timestamptz,
      "mailed_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_project_report" PRIMARY KEY ("id"),
      CONSTRAINT "project_report_due" UNIQUE ("project_id", "due_at"),
      CONSTRAINT "project_report_audit_run" UNIQUE ("audit_run_id"),
      CONSTRAINT "project_report_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project" ("id") ON DELETE CASCADE,
      CONSTRAINT "project_report_audit_run_id_fkey" FOREIGN KEY ("audit_run_id") REFERENCES "audit_run" ("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "project_report_newest" ON "project_report" ("project_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "project_report"`);
    await queryRunner.query(`ALTER TABLE "project" DROP CONSTRAINT "project_report_schedule_check"`);
    await queryRunner.query(`ALTER TABLE "project" DROP COLUMN "next_report_at", DROP COLUMN "report_schedule", DROP COLUMN "site_url"`);
  }
}
