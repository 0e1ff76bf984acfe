import { Injectable, Logger } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../rate-limit/rate-limit.decorator.js';
import { limiterKey, RateLimitStore } from '../rate-limit/rate-limit.store.js';
import type { MailKindName } from './templates.js';

const HOUR = 60 * 60;

/**
 * How much mail a stranger can make the site send to one address. Each cap counts per recipient
 * address (per account for orders) over every instance, in the rate-limit table; RATE_LIMIT_FACTOR
 * multiplies them as it does every limit. Mail an address's proved owner asked for (their own
 * order's receipt, a notice to a verified address) is never capped.
 */
export const MAIL_CAPS = {
  /** newsletter confirmations to an address whose sign-up is pending */
  subscriptionConfirmation: { limit: 3, seconds: HOUR },
  /** reset links to an account's address: anyone can ask for one */
  passwordReset: { limit: 3, seconds: HOUR },
  /** verification links, at sign-up and on request */
  emailVerification: { limit: 3, seconds: HOUR },
  /** links to the new address of an address change: any account can name any address */
  emailChange: { limit: 3, seconds: HOUR },
  /** what an unverified account's actions mail to its own address (an order placed, an address change) */
  unverifiedAccount: { limit: 5, seconds: HOUR },
  /** every capped mail to an address nobody has proved, together (a reset to a verified account's address is not among them) */
  unproved: { limit: 10, seconds: 24 * HOUR },
  /** orders an account may place before its address is verified; each mails every Admin */
  unverifiedOrders: { limit: 3, seconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export type MailCapName = keyof typeof MAIL_CAPS;

/** Spent: when the cap that refused lets the next one through. */
export interface CapSpent {
  retryAfterSeconds: number;
  limit: number;
}

/**
 * Counts mail against MAIL_CAPS before it is made, so a mail held back leaves no link behind and
 * an earlier link keeps working. The counters are the rate-limit table's (one atomic upsert per
 * count), so instances racing on one database cannot send more than the cap between them.
 */
@Injectable()
export class MailCapsService {
  private readonly logger = new Logger('Mail');

  constructor(private readonly store: RateLimitStore) {}

  /** Counts one against `cap` for `key`; null while within it, else how long until it lets one through. */
  async take(cap: MailCapName, key: string): Promise<CapSpent | null> {
    const limiter = this.store.limiter(`mail-cap:${cap}`, MAIL_CAPS[cap]);
    try {
      await limiter.consume(limiterKey(key));
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), limit: limiter.points };
    }
  }

  /**
   * Counts a mail to `to` against each of `caps` in turn; null when it may go. One that is held
   * back is logged by kind and recipient (nothing of its content: it was never made).
   */
  async admit(mail: { to: string; kind: MailKindName }, caps: readonly MailCapName[]): Promise<CapSpent | null> {
    const recipient = mail.to.trim().toLowerCase();
    for (const cap of caps) {
      const spent = await this.take(cap, recipient);
      if (spent) {
        this.logger.warn(`Held back a ${mail.kind} mail to ${recipient}: its ${cap} cap is spent for ${spent.retryAfterSeconds} s more`);
        return spent;
      }
    }
    return null;
  }
}
