import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEventsService } from './webhook-events.service.js';
import { WebhookWorker } from './webhook-worker.service.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

/** Signed webhooks; global because the modules whose changes are events record them in their own transactions. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery, WebhookAttempt])],
  controllers: [WebhooksController],
  providers: [WebhookEventsService, WebhookWorker, WebhooksService],
  exports: [WebhookEventsService, WebhookWorker],
})
export class WebhooksModule {}
