import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Site audits (issue 45): each run, its status and its findings; the work itself is a job. */
export class AuditRuns1798000500000 implements MigrationInterface {
  name = 'AuditRuns1798000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_run" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "target_url" varchar(2048) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'queued',
        "score" smallint,
        "findings" jsonb,
        "page_count" integer NOT NULL DEFAULT 0,
        "failure" text,
        "started_at" timestamptz,
        "finished_at" timestamptz,
        "duration_ms" integer,
        "requested_by" varchar(254),
        "lead_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_audit_run" PRIMARY KEY ("id"),
        CONSTRAINT "audit_run_status_check" CHECK ("status" IN ('queued', 'running', 'done', 'failed')),
        CONSTRAINT "audit_run_score_check" CHECK ("score" BETWEEN 0 AND 100)
      )`);
    await queryRunner.query(`CREATE INDEX "audit_run_newest" ON "audit_run" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "audit_run_lead" ON "audit_run" ("lead_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_run"`);
  }
}
