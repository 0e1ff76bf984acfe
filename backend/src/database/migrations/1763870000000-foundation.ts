import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763870000000 implements MigrationInterface {
  name = 'Foundation1763870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "app_meta" ("key" varchar(100) PRIMARY KEY, "value" text NOT NULL, "updated_at" timestamptz NOT NULL DEFAULT now())`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "app_meta"`);
  }
}
