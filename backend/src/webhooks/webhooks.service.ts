import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { pageBounds, type Page, type PageQuery } from '../common/pagination/page.dto.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { TEST_EVENT } from './events.js';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { eventBody } from './webhook-events.service.js';
import { newWebhookSecret, ROLL_OVERLAP_HOURS, SecretSealer } from './webhook-secrets.js';
import { urlProblem } from './webhook-target.js';
import { WebhookWorker } from './webhook-worker.service.js';
import type { WebhookInput } from './webhooks.dto.js';
import { WEBHOOK_TEXTS } from './texts.js';

/** Admins' management of endpoints and their delivery log; every change is in the audit log. */
@Injectable()
export class WebhooksService {
  private readonly sealer: SecretSealer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly audit: AuditService,
    private readonly worker: WebhookWorker,
  ) {
    this.sealer = new SecretSealer(settings.jwtSecret);
  }

  list(): Promise<WebhookEndpoint[]> {
    return this.dataSource.getRepository(WebhookEndpoint).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async get(id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id });
    if (!endpoint) throw new NotFoundException(WEBHOOK_TEXTS.notFound(id));
    return endpoint;
  }

  /** Registers an endpoint; its secret is returned here and never again. */
  async create(input: WebhookInput, admin: Viewer): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    this.checkUrl(input.url);
    const secret = newWebhookSecret();
    return this.dataSource.transaction(async (manager) => {
      const { identifiers } = await manager.getRepository(WebhookEndpoint).insert({
        url: input.url,
        description: input.description ?? '',
        events: [...new Set(input.events)],
        enabled: input.enabled ?? true,
        secretSealed: this.sealer.seal(secret),
        createdBy: admin.apiKey ? null : admin.id,
      });
      const endpoint = await manager.getRepository(WebhookEndpoint).findOneByOrFail({ id: identifiers[0].id as string });
      await this.record(manager, admin, 'create', endpoint, `events: ${endpoint.events.join(', ')}`);
      return { endpoint, secret };
    });
  }

  /** Changes the address, description, events or enabled flag; enabling again forgets the failures that disabled it. */
  async update(id: string, input: WebhookInput, admin: Viewer): Promise<WebhookEndpoint> {
    this.checkUrl(input.url);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookEndpoint);
      const before = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw new NotFoundException(WEBHOOK_TEXTS.notFound(id));
      const enabled = input.enabled ?? before.enabled;
      await repository.update(id, {
        url: input.url,
        description: input.description ?? before.description,
        events: [...new Set(input.events)],
        enabled,
        ...(enabled && !before.enabled ? { failingSince: null, disabledAt: null } : {}),
      });
      const after = await repository.findOneByOrFail({ id });
      const changes = [
        before.url !== after.url ? `url: ${before.url} → ${after.url}` : null,
        before.events.join(',') !== after.events.join(',') ? `events: ${after.events.join(', ')}` : null,
        before.enabled !== after.enabled ? (after.enabled ? 'enabled' : 'disabled') : null,
        before.description !== after.description ? 'description' : null,
      ].filter(Boolean);
      await this.record(manager, admin, 'update', after, changes.join('; ') || 'nothing changed');
      return after;
    });
  }

  /** Deletes the endpoint with its queued deliveries and log. */
  async remove(id: string, admin: Viewer): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const endpoint = await manager.getRepository(WebhookEndpoint).findOneBy({ id });
      if (!endpoint) throw new NotFoundException(WEBHOOK_TEXTS.notFound(id));
      await manager.getRepository(WebhookEndpoint).delete({ id });
      await this.record(manager, admin, 'delete', endpoint, null);
    });
  }

  /**
   * A new secret at once: deliveries from now on are signed with it (queued ones too), and for the
   * next day with the one it replaces as well (ROLL_OVERLAP_HOURS), so the receiver can swap its
   * copy without refusing anything in between. A second roll within the day drops the oldest.
   */
  async rollSecret(id: string, admin: Viewer): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const secret = newWebhookSecret();
    return this.dataSource.transaction(async (manager) => {
      const result: unknown[][] = await manager.query(
        `UPDATE webhook_endpoint SET previous_secret_sealed = secret_sealed, previous_secret_until = now() + make_interval(hours => $3), secret_sealed = $2
         WHERE id = $1 RETURNING id`,
        [id, this.sealer.seal(secret), ROLL_OVERLAP_HOURS],
      );
      if (!result[0]?.length) throw new NotFoundException(WEBHOOK_TEXTS.notFound(id));
      const endpoint = await manager.getRepository(WebhookEndpoint).findOneByOrFail({ id });
      await this.record(manager, admin, 'roll-secret', endpoint, null);
      return { endpoint, secret };
    });
  }

  /** Queues a `webhook.test` event for this endpoint alone (disabled or not); the worker sends it at once. */
  async sendTest(id: string): Promise<WebhookDelivery> {
    const endpoint = await this.get(id);
    const eventId = randomUUID();
    const body = eventBody(eventId, TEST_EVENT, { endpointId: endpoint.id, message: 'A test event sent from the back office' });
    const { identifiers } = await this.dataSource
      .getRepository(WebhookDelivery)
      .insert({ endpointId: id, eventId, eventType: TEST_EVENT, body, nextAttemptAt: () => 'now()' });
    this.worker.kick();
    return this.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ id: identifiers[0].id as string });
  }

  async deliveries(endpointId: string, query: PageQuery): Promise<Page<WebhookDelivery>> {
    await this.get(endpointId);
    const { page, pageSize, offset } = pageBounds(query, 20);
    const [items, total] = await this.dataSource.getRepository(WebhookDelivery).findAndCount({
      where: { endpointId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: pageSize,
    });
    return { items, total, page, pageSize };
  }

  /**
   * The delivery and its attempts as of one moment: read in one REPEATABLE READ transaction, so an
   * attempt the worker records between the two reads cannot show beside the delivery's state from
   * before it (an attempt in the log while the delivery still says pending, with no status code).
   */
  async delivery(id: string): Promise<{ delivery: WebhookDelivery; attempts: WebhookAttempt[] }> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const delivery = await manager.getRepository(WebhookDelivery).findOneBy({ id });
      if (!delivery) throw new NotFoundException(WEBHOOK_TEXTS.deliveryNotFound(id));
      const attempts = await manager.getRepository(WebhookAttempt).find({ where: { deliveryId: id }, order: { attemptedAt: 'ASC', id: 'ASC' } });
      return { delivery, attempts };
    });
  }

  /**
   * Sends a delivery again, the same body and id (receivers that already have it can tell), with
   * a fresh round of retries. One still queued is left to its own retries.
   */
  async redeliver(id: string, admin: Viewer): Promise<WebhookDelivery> {
    const delivery = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(WebhookDelivery);
      const found = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new NotFoundException(WEBHOOK_TEXTS.deliveryNotFound(id));
      if (found.status === 'pending') throw new ConflictException(WEBHOOK_TEXTS.redeliverPending);
      await repository.update(id, { status: 'pending', tries: 0, nextAttemptAt: () => 'now()' });
      const endpoint = await manager.getRepository(WebhookEndpoint).findOneByOrFail({ id: found.endpointId });
      await this.record(manager, admin, 'redeliver', endpoint, `${found.eventType} ${found.eventId}`);
      return repository.findOneByOrFail({ id });
    });
    this.worker.kick();
    return delivery;
  }

  private checkUrl(url: string): void {
    const problem = urlProblem(url, this.settings.webhooksAllowPrivate);
    if (problem) throw new BadRequestException(problem);
  }

  private record(manager: EntityManager, admin: Viewer, action: string, endpoint: WebhookEndpoint, detail: string | null): Promise<void> {
    return this.audit.record(manager, admin, { kind: 'webhook', action, subject: WEBHOOK_TEXTS.label(endpoint.url), subjectId: endpoint.id, detail });
  }
}
