import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { RATE_LIMIT, type RateLimitRule } from './rate-limit.decorator.js';

/**
 * Counts requests per route and client address in PostgreSQL (rate-limiter-flexible), so every
 * instance behind a load balancer shares the counters. Routes without @RateLimit pay nothing.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const limit = rule.limit * this.settings.rateLimitFactor;
    try {
      const result = await this.limiter(route, limit, rule.seconds).consume(request.ip);
      void reply.header('x-ratelimit-limit', limit).header('x-ratelimit-remaining', result.remainingPoints);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      void reply.header('retry-after', wait);
      throw new HttpException(`Too many requests. Please wait ${wait} seconds and try again.`, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /**
   * Its queries run unnamed: a named prepared statement would outlive its connection in the
   * embedded engine, whose one session all connections share.
   */
  private readonly store = {
    query: (query: { text: string; values?: unknown[] }) =>
      this.dataSource.query(query.text, query.values).then((rows: unknown) => ({ rows: Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0] : rows })),
  };

  private limiter(route: string, points: number, duration: number): RateLimiterPostgres {
    let limiter = this.limiters.get(route);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.store,
        storeType: 'pool',
        tableName: 'rate_limit',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: route,
        points,
        duration,
      });
      this.limiters.set(route, limiter);
    }
    return limiter;
  }
}
