import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client portal's deliverables (issue 46): files, whose bytes the media store keeps under keys
 * no public address serves, and links, each with a title and its date; who downloaded each file
 * and when; and the approval the agency may ask of the client. They go with their project.
 */
export class Deliverables1798300100000 implements MigrationInterface {
  name = 'Deliverables1798300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "project_deliverable" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "project_id" uuid NOT NULL,
      "title" varchar(120) NOT NULL,
      "kind" varchar(4) NOT NULL,
      "url" varchar(2000),
      "file_hash" varchar(16),
      "file_name" varchar(200),
      "content_type" varchar(100),
      "size" int,
      "approval" varchar(10),
      "approval_comment" varchar(2000),
      "approval_requested_at" timestamptz,
      "approval_decided_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_project_deliverable" PRIMARY KEY ("id"),
      CONSTRAINT "project_deliverable_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project" ("id") ON DELETE CASCADE,
      CONSTRAINT "project_deliverable_kind_check" CHECK ("kind" IN ('file', 'link')),
      CONSTRAINT "project_deliverable_approval_check" CHECK ("approval" IN ('requested', 'approved', 'changes')),
      CONSTRAINT "project_deliverable_shape_check" CHECK (("kind" = 'file' AND "file_hash" IS NOT NULL AND "url" IS NULL) OR ("kind" = 'link' AND "url" IS NOT NULL AND "file_hash" IS NULL))
    )`);
    await queryRunner.query(`CREATE INDEX "project_deliverable_project" ON "project_deliverable" ("project_id", "created_at")`);
    await queryRunner.query(`CREATE TABLE "deliverable_download" (
      "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
      "deliverable_id" uuid NOT NULL,
      "who" varchar(254) NOT NULL,
      "by_customer" boolean NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_deliverable_download" PRIMARY KEY ("id"),
      CONSTRAINT "deliverable_download_deliverable_id_fkey" FOREIGN KEY ("deliverable_id") REFERENCES "project_deliverable" ("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "deliverable_download_newest" ON "deliverable_download" ("deliverable_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "deliverable_download"`);
    await queryRunner.query(`DROP TABLE "project_deliverable"`);
  }
}
