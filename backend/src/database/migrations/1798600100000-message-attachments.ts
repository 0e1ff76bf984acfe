import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A file attached to a project's message is a private deliverable of the project (issue 46): the
 * deliverable names its message, so the thread lists it; deleting the file leaves the message.
 */
export class MessageAttachments1798600100000 implements MigrationInterface {
  name = 'MessageAttachments1798600100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "project_deliverable" ADD "message_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "project_deliverable" ADD CONSTRAINT "project_deliverable_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "project_message" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`CREATE INDEX "project_deliverable_message" ON "project_deliverable" ("message_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "project_deliverable_message"`);
    await queryRunner.query(`ALTER TABLE "project_deliverable" DROP COLUMN "message_id"`);
  }
}
