import { SetMetadata } from '@nestjs/common';

export const RATE_LIMIT = 'rankwell:rate-limit';

export interface RateLimitRule {
  limit: number;
  seconds: number;
}

/** At most `limit` requests per client address in `seconds` on this route; more get 429. */
export const RateLimit = (limit: number, seconds: number) => SetMetadata(RATE_LIMIT, { limit, seconds } satisfies RateLimitRule);
