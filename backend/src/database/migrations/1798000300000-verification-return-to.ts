import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a registrant was going (the order form of the offer they chose) when they signed up: kept
 * with the verification link, so confirming the address leads back there. Existing links have none.
 */
export class VerificationReturnTo1798000300000 implements MigrationInterface {
  name = 'VerificationReturnTo1798000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_verification" ADD "return_to" varchar(500)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_verification" DROP COLUMN "return_to"`);
  }
}
