import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Owner's rule for the team: two-factor sign-in required of every member (off until the Owner turns it on). */
export class TeamSettings1798400200000 implements MigrationInterface {
  name = 'TeamSettings1798400200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "team_settings" (
      "id" integer NOT NULL DEFAULT 1,
      "require_two_factor" boolean NOT NULL DEFAULT false,
      CONSTRAINT "PK_team_settings" PRIMARY KEY ("id"),
      CONSTRAINT "team_settings_one_row_check" CHECK (id = 1)
    )`);
    await queryRunner.query(`INSERT INTO "team_settings" ("id") VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "team_settings"`);
  }
}
