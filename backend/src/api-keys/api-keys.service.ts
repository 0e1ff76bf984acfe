import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ConflictException, HttpException, HttpStatus, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer.js';
import { AuditService } from '../audit/audit.service.js';
import type { ApiKeyScope } from '../common/scopes.decorator.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { limiterKey, RateLimitStore } from '../rate-limit/rate-limit.store.js';
import { ApiKey } from './api-key.entity.js';
import { API_KEY_TEXTS } from './texts.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256: 43 base-62 digits hold 32 random bytes. Base 62 so a double-click selects the whole key. */
const SECRET_DIGITS = 43;
/** `rk_`, the key's id (32 hex digits), its secret: the id finds the row, the secret is compared to its hash. */
const KEY_FORMAT = /^rk_([0-9a-f]{32})([0-9A-Za-z]{43})$/;
const LAST_USED_EVERY_MS = 60_000;

function base62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let digits = '';
  for (let i = 0; i < SECRET_DIGITS; i++) {
    digits = BASE62[Number(value % 62n)] + digits;
    value /= 62n;
  }
  return digits;
}

/**
 * SHA-256, not a password hash: the secret is 256 random bits, so nobody can guess it from its
 * hash however fast the hash is, and a slow hash (argon2, ~50 ms and 64 MB a check) would be paid
 * on every request an integrator makes.
 */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
}

/** The principal a verified key makes: its own id, its name and prefix for the logs, its scopes. */
export type ApiKeyViewer = Viewer & { apiKey: NonNullable<Viewer['apiKey']> };

@Injectable()
export class ApiKeysService {
  /** when this instance last wrote each key's last_used_at */
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly rateLimits: RateLimitStore,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** Makes a key; its whole text is returned here and never again. */
  async create(input: NewApiKey, admin: Viewer): Promise<{ key: ApiKey; token: string }> {
    const secret = base62(randomBytes(32));
    return this.dataSource.transaction(async (manager) => {
      const id = (await manager.query<{ id: string }[]>(`SELECT gen_random_uuid() AS id`))[0].id;
      const hex = id.replaceAll('-', '');
      const prefix = `rk_${hex.slice(0, 8)}`;
      await manager.getRepository(ApiKey).insert({
        id,
        name: input.name,
        prefix,
        secretHash: hashOf(secret),
        scopes: input.scopes,
        expiresAt: input.expiresAt,
        createdBy: admin.apiKey ? null : admin.id,
      });
      await this.audit.record(manager, admin, {
        kind: 'api-key',
        action: 'create',
        subject: API_KEY_TEXTS.label(input.name, prefix),
        subjectId: id,
        detail: `scopes: ${input.scopes.join(', ')}${input.expiresAt ? `; expires ${input.expiresAt.toISOString()}` : ''}`,
      });
      const key = await manager.getRepository(ApiKey).findOneByOrFail({ id });
      return { key, token: `rk_${hex}${secret}` };
    });
  }

  list(): Promise<ApiKey[]> {
    return this.dataSource.getRepository(ApiKey).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async revoke(id: string, admin: Viewer): Promise<ApiKey> {
    return this.dataSource.transaction(async (manager) => {
      const keys = manager.getRepository(ApiKey);
      const key = await keys.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!key) throw new NotFoundException(API_KEY_TEXTS.notFound(id));
      if (key.revokedAt) throw new ConflictException(API_KEY_TEXTS.alreadyRevoked);
      await keys.update(id, { revokedAt: () => 'now()' });
      await this.audit.record(manager, admin, { kind: 'api-key', action: 'revoke', subject: API_KEY_TEXTS.label(key.name, key.prefix), subjectId: id });
      return keys.findOneByOrFail({ id });
    });
  }

  /**
   * The key a request presents, read from the database on every request, so a revocation on any
   * instance holds at the next request everywhere. Only the secret's holder learns whether a key
   * is revoked or expired; anything else is "Invalid API key".
   */
  async authenticate(token: string, reply: FastifyReply): Promise<ApiKeyViewer> {
    const match = KEY_FORMAT.exec(token);
    if (!match) throw new UnauthorizedException(API_KEY_TEXTS.invalid);
    const key = await this.dataSource
      .getRepository(ApiKey)
      .createQueryBuilder('k')
      .addSelect('k.secretHash')
      .where('k.id = :id', { id: uuidOf(match[1]) })
      .getOne();
    if (!key || !timingSafeEqual(Buffer.from(hashOf(match[2])), Buffer.from(key.secretHash))) throw new UnauthorizedException(API_KEY_TEXTS.invalid);
    if (key.revokedAt) throw new UnauthorizedException(API_KEY_TEXTS.revoked);
    if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) throw new UnauthorizedException(API_KEY_TEXTS.expired);
    await this.consumeRate(key.id, reply);
    await this.noteUse(key.id);
    return { id: key.id, email: API_KEY_TEXTS.label(key.name, key.prefix), emailVerified: false, apiKey: { id: key.id, scopes: key.scopes } };
  }

  /** Per key over every instance, whatever address the requests come from. */
  private async consumeRate(id: string, reply: FastifyReply): Promise<void> {
    const limiter = this.rateLimits.limiter('api-key', { limit: this.settings.apiKeyRateLimit, seconds: 60 });
    try {
      const result = await limiter.consume(limiterKey(id));
      void reply.header('x-ratelimit-limit', limiter.points).header('x-ratelimit-remaining', result.remainingPoints);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      void reply.header('retry-after', wait);
      throw new HttpException(API_KEY_TEXTS.tooMany(wait), HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** At most one write a minute per key and instance; the WHERE spares the write another instance just made. */
  private async noteUse(id: string): Promise<void> {
    const now = Date.now();
    if (now - (this.lastUsedWritten.get(id) ?? 0) < LAST_USED_EVERY_MS) return;
    this.lastUsedWritten.set(id, now);
    await this.dataSource.query(
      `UPDATE api_key SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id],
    );
  }
}
