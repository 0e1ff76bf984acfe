import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { RATE_LIMIT_EXTENSION } from '../common/api-docs.js';

export const RATE_LIMIT = 'rankwell:rate-limit';
export const ACCOUNT_FAILURE_LIMIT = 'rankwell:account-failure-limit';

export interface RateLimitRule {
  limit: number;
  seconds: number;
}

/** At most `limit` requests per client address in `seconds` on this route; more get 429 (the API docs say so). */
export const RateLimit = (limit: number, seconds: number) =>
  applyDecorators(SetMetadata(RATE_LIMIT, { limit, seconds } satisfies RateLimitRule), ApiExtension(RATE_LIMIT_EXTENSION, { limit, seconds }));

/**
 * At most `limit` failed attempts (401) in `seconds` on the account the body's `email` names,
 * counted over every client address together, so guessing one account's password from many
 * addresses is as slow as from one. Only failures count, and the refusal spares the addresses the
 * account signed in from before (see AccountFailureLimitInterceptor).
 */
export const AccountFailureLimit = (limit: number, seconds: number) => SetMetadata(ACCOUNT_FAILURE_LIMIT, { limit, seconds } satisfies RateLimitRule);
