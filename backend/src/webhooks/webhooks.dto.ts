import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { DELIVERY_STATUSES, TEST_EVENT, WEBHOOK_EVENTS, type DeliveredEvent, type DeliveryStatus, type WebhookEvent } from './events.js';
import { PUBLIC_HTTPS_ADDRESS } from '../common/public-fetch.js';
import { WEBHOOK_TEXTS } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An endpoint to register or change. */
export class WebhookInput {
  /** where the events are POSTed: an https address on the public internet */
  @ApiProperty({ example: 'https://hooks.example.com/site-events', format: 'uri', pattern: PUBLIC_HTTPS_ADDRESS.source })
  @Transform(trim)
  @IsString({ message: WEBHOOK_TEXTS.urlRequired })
  @MinLength(1, { message: WEBHOOK_TEXTS.urlRequired })
  @MaxLength(2000, { message: WEBHOOK_TEXTS.urlTooLong })
  url: string;

  /** what the endpoint is for, to tell endpoints apart (for example "Accounting") */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: WEBHOOK_TEXTS.descriptionTooLong })
  description?: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEvent', isArray: true, example: ['order.paid'] })
  @IsArray({ message: WEBHOOK_TEXTS.eventsRequired })
  @ArrayNotEmpty({ message: WEBHOOK_TEXTS.eventsRequired })
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @IsIn(WEBHOOK_EVENTS, { each: true, message: WEBHOOK_TEXTS.badEvent(WEBHOOK_EVENTS) })
  events: WebhookEvent[];

  /** a disabled endpoint is sent nothing, and events that happen meanwhile are not kept for it; true when absent */
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

/** An endpoint as the back office lists it: never its secret. */
/** An event an endpoint may subscribe to, as the back office offers it. */
export class WebhookEventInfo {
  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEvent' })
  type: WebhookEvent;
  /** what happened, in the back office's words */
  label: string;
}

export class WebhookRecord {
  @ApiProperty({ format: 'uuid' })
  id: string;
  url: string;
  description: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEvent', isArray: true })
  events: WebhookEvent[];
  enabled: boolean;
  /** since when every delivery failed; null while deliveries succeed */
  @ApiProperty({ type: Date, nullable: true })
  failingSince: Date | null;
  /** when the server disabled it after a day of failures; null if it did not */
  @ApiProperty({ type: Date, nullable: true })
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An endpoint with its signing secret, which is in this answer only: at creation and when rolled. */
export class WebhookWithSecret extends WebhookRecord {
  /** verify each delivery's `webhook-signature` with it (Standard Webhooks, `whsec_…`) */
  secret: string;
}

/** One try at a delivery. */
export class WebhookAttemptRecord {
  attemptedAt: Date;
  /** the HTTP status; null when no answer came */
  @ApiProperty({ type: Number, nullable: true })
  statusCode: number | null;
  durationMs: number;
  @ApiProperty({ type: String, nullable: true })
  error: string | null;
  /** the first 4 KB of the answer at most */
  @ApiProperty({ type: String, nullable: true })
  responseBody: string | null;
}

/** One event sent (or to send) to one endpoint. */
export class WebhookDeliveryRecord {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'uuid' })
  endpointId: string;
  /** the `webhook-id` header and the body's `id`, the same on every try */
  @ApiProperty({ format: 'uuid' })
  eventId: string;
  @ApiProperty({ enum: [...WEBHOOK_EVENTS, TEST_EVENT] })
  eventType: DeliveredEvent;
  @ApiProperty({ enum: DELIVERY_STATUSES })
  status: DeliveryStatus;
  attempts: number;
  /** when it is tried next; null once delivered or given up */
  @ApiProperty({ type: Date, nullable: true })
  nextAttemptAt: Date | null;
  @ApiProperty({ type: Number, nullable: true })
  lastStatusCode: number | null;
  @ApiProperty({ type: String, nullable: true })
  lastError: string | null;
  @ApiProperty({ type: Number, nullable: true })
  lastDurationMs: number | null;
  @ApiProperty({ type: Date, nullable: true })
  lastAttemptAt: Date | null;
  createdAt: Date;
}

/** A delivery with what was sent and every try. */
export class WebhookDeliveryDetail extends WebhookDeliveryRecord {
  /** the JSON body sent, exactly */
  body: string;
  @ApiProperty({ type: [WebhookAttemptRecord] })
  attemptLog: WebhookAttemptRecord[];
}
