import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MessagesSubscribers1763870200000 implements MigrationInterface {
  name = 'MessagesSubscribers1763870200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "message" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "name" varchar(100) NOT NULL,
      "email" varchar(254) NOT NULL,
      "number" varchar(40),
      "subject" varchar(200) NOT NULL,
      "message" text NOT NULL,
      "message_status" varchar(10) NOT NULL DEFAULT 'UnRead' CHECK ("message_status" IN ('UnRead', 'Read')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_message" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(`CREATE INDEX "message_status_newest" ON "message" ("message_status", "created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE TABLE "subscriber" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "subemail" varchar(254) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_subscriber" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_subscriber_subemail" UNIQUE ("subemail")
    )`);
    await queryRunner.query(`CREATE INDEX "subscriber_newest" ON "subscriber" ("created_at" DESC, "id" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "subscriber"`);
    await queryRunner.query(`DROP TABLE "message"`);
  }
}
