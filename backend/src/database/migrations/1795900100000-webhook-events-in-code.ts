import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events an endpoint may subscribe to are checked by the API against the one list in code
 * (webhooks/events.ts); the database keeps only that an endpoint subscribes to something, so a new
 * event needs no migration.
 */
export class WebhookEventsInCode1795900100000 implements MigrationInterface {
  name = 'WebhookEventsInCode1795900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" DROP CONSTRAINT "webhook_endpoint_events_check"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_events_check" CHECK (cardinality("events") > 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" DROP CONSTRAINT "webhook_endpoint_events_check"`);
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_events_check" CHECK (cardinality("events") > 0 AND "events" <@ ARRAY['order.created', 'order.paid', 'order.status_changed', 'order.cancelled', 'message.received', 'subscriber.confirmed', 'content.changed']::text[])`,
    );
  }
}
