import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the account's password would do for the team (issue 47: at least 12 characters, not in
 * the breached list). Only a hash is stored, so it is judged when a password is chosen or signed
 * in with; every password stored before this rule counts as not judged (false), and a member of
 * the team with one is asked for a new one before the back office opens to them.
 */
export class StaffPasswordRule1798700000000 implements MigrationInterface {
  name = 'StaffPasswordRule1798700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account" ADD "password_meets_staff_rule" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account" DROP COLUMN "password_meets_staff_rule"`);
  }
}
