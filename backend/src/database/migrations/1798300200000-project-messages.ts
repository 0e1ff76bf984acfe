import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client portal's messages (issue 46): one thread per project between its client and the
 * agency, and when each side last read it (the unread counts). They go with their project.
 */
export class ProjectMessages1798300200000 implements MigrationInterface {
  name = 'ProjectMessages1798300200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "project_message" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "project_id" uuid NOT NULL,
      "from_agency" boolean NOT NULL,
      "author" varchar(254) NOT NULL,
      "body" varchar(4000) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_project_message" PRIMARY KEY ("id"),
      CONSTRAINT "project_message_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project" ("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "project_message_thread" ON "project_message" ("project_id", "created_at")`);
    await queryRunner.query(`ALTER TABLE "project" ADD "client_read_at" timestamptz, ADD "agency_read_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "project" DROP COLUMN "agency_read_at", DROP COLUMN "client_read_at"`);
    await queryRunner.query(`DROP TABLE "project_message"`);
  }
}
