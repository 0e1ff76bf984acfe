import { HttpException, HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMIT, type RateLimitRule } from './rate-limit.decorator.js';
import { clientOf, limiterKey, RateLimitStore } from './rate-limit.store.js';

/**
 * Counts requests per route and client address in PostgreSQL, so every instance behind a load
 * balancer shares the counters. Routes without @RateLimit pay nothing.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const limiter = this.store.limiter(`${context.getClass().name}.${context.getHandler().name}`, rule);
    try {
      const result = await limiter.consume(limiterKey(clientOf(request.ip)));
      void reply.header('x-ratelimit-limit', limiter.points).header('x-ratelimit-remaining', result.remainingPoints);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      void reply.header('retry-after', wait);
      throw new HttpException(`Too many requests. Please wait ${wait} seconds and try again.`, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
