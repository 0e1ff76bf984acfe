import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763870000000 implements MigrationInterface {
  name = 'Foundation1763870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "app_meta" ("key" varchar(100) PRIMARY KEY, "value" text NOT NULL, "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE TABLE "content_record" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "section" varchar(40) NOT NULL,
      "singleton_key" varchar(40),
      "seq" bigserial NOT NULL,
      "fields" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_content_record" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_content_record_singleton_key" UNIQUE ("singleton_key")
    )`);
    await queryRunner.query(`CREATE INDEX "content_record_section_order" ON "content_record" ("section", "seq")`);
    await queryRunner.query(`CREATE TABLE "pricing_package" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "package_name" varchar(20) NOT NULL,
      "package_price" numeric(10,2) NOT NULL CHECK ("package_price" >= 0),
      "package_button_text" varchar(100) NOT NULL,
      "points" jsonb NOT NULL,
      "position" int NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_pricing_package" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_pricing_package_name" UNIQUE ("package_name")
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pricing_package"`);
    await queryRunner.query(`DROP TABLE "content_record"`);
    await queryRunner.query(`DROP TABLE "app_meta"`);
  }
}
