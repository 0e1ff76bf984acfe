import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A blob's bytes may be an object of the bucket MEDIA_S3_URL names: its row then lists it with no body. */
export class MediaBucket1763871570000 implements MigrationInterface {
  name = 'MediaBucket1763871570000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media_blob" ALTER COLUMN "body" DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Files kept in a bucket have no bytes here to keep.
    await queryRunner.query(`DELETE FROM "media_blob" WHERE "body" IS NULL`);
    await queryRunner.query(`ALTER TABLE "media_blob" ALTER COLUMN "body" SET NOT NULL`);
  }
}
