import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A rolled secret's predecessor, which keeps signing beside the new one for a day (Standard Webhooks' several signatures). */
export class WebhookSecretOverlap1798500000000 implements MigrationInterface {
  name = 'WebhookSecretOverlap1798500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" ADD "previous_secret_sealed" text`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" ADD "previous_secret_until" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" DROP COLUMN "previous_secret_until"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" DROP COLUMN "previous_secret_sealed"`);
  }
}
