import { SetMetadata } from '@nestjs/common';

export const RATE_LIMIT = 'rankwell:rate-limit';
export const ACCOUNT_FAILURE_LIMIT = 'rankwell:account-failure-limit';

export interface RateLimitRule {
  limit: number;
  seconds: number;
}

/** At most `limit` requests per client address in `seconds` on this route; more get 429. */
export const RateLimit = (limit: number, seconds: number) => SetMetadata(RATE_LIMIT, { limit, seconds } satisfies RateLimitRule);

/**
 * At most `limit` failed attempts (401) in `seconds` on the account the body's `email` names,
 * counted over every client address together, so guessing one account's password from many
 * addresses is as slow as from one. Only failures count, and the refusal spares the addresses the
 * account signed in from before (see AccountFailureLimitInterceptor).
 */
export const AccountFailureLimit = (limit: number, seconds: number) => SetMetadata(ACCOUNT_FAILURE_LIMIT, { limit, seconds } satisfies RateLimitRule);
