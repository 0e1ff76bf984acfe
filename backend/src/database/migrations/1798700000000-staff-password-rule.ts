import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the account's password would do for the team (issue 47: at least 12 characters, not in
 * the breached list). Only a hash is stored, so it is judged when a password is chosen or signed
 * in with. Every password stored before this rule is not judged yet (null): a member stays signed
 * in after the upgrade, and their next sign-in with the password judges it (one that falls short
 * is then asked for a new one before the back office opens). False would have shut the back
 * office to every member at once, long passwords too.
 */
export class StaffPasswordRule1798700000000 implements MigrationInterface {
  name = 'StaffPasswordRule1798700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account" ADD "password_meets_staff_rule" boolean`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account" DROP COLUMN "password_meets_staff_rule"`);
  }
}
