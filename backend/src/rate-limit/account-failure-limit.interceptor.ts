import { HttpException, HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, mergeMap, type Observable } from 'rxjs';
import { WrongPasswordException } from '../common/wrong-password.exception.js';
import { ACCOUNT_FAILURE_LIMIT, type RateLimitRule } from './rate-limit.decorator.js';
import { clientOf, limiterKey, RateLimitStore } from './rate-limit.store.js';

/** How long an address the account signed in from stays exempt from its lock. */
const REMEMBERED_SECONDS = 30 * 24 * 60 * 60;

/**
 * @AccountFailureLimit: failed attempts (401) are counted per account across every address.
 * Counting every attempt, or refusing everyone once the count is spent, would let a stranger
 * lock the owner out with a few requests per window; so only failures count, and once they are
 * spent the account is refused, until the window ends, to every address except those it signed in
 * from in the last 30 days. Guessing from many addresses is then as slow as from one, and the
 * owner keeps signing in where they usually do.
 *
 * On a signed-in route that asks for the password again (change the password or the address,
 * delete the account) the account is the signed-in one, and a wrong password (WrongPasswordException,
 * a 400) counts as a failure: a stolen session cannot guess the password faster than a sign-in can.
 */
@Injectable()
export class AccountFailureLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const rule = this.reflector.get<RateLimitRule | undefined>(ACCOUNT_FAILURE_LIMIT, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const body: unknown = request.body;
    const viewer = (request as FastifyRequest & { user?: { email: string } }).user;
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : viewer?.email;
    // Without an address (in the body, or of the session) the request is refused by validation, and counts nowhere.
    if (!rule || typeof email !== 'string') return next.handle();

    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const failures = this.store.limiter(`${route}:failures`, rule);
    const signedInFrom = this.store.limiter(`${route}:signed-in-from`, { limit: 1, seconds: REMEMBERED_SECONDS });
    const account = limiterKey(email.trim().toLowerCase());
    const accountHere = limiterKey(email.trim().toLowerCase(), clientOf(request.ip));

    const counted = await failures.get(account);
    if (counted && counted.consumedPoints >= failures.points && !(await signedInFrom.get(accountHere))) {
      const minutes = Math.max(1, Math.ceil(counted.msBeforeNext / 60_000));
      void context
        .switchToHttp()
        .getResponse<FastifyReply>()
        .header('retry-after', Math.ceil(counted.msBeforeNext / 1000))
        // This limit's own figures: the per-address limiter before it set its own, which still had room.
        .header('x-ratelimit-limit', failures.points)
        .header('x-ratelimit-remaining', 0);
      throw new HttpException(
        `Too many failed ${viewer && email === viewer.email ? 'password checks' : 'sign-ins'} for this account. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        await signedInFrom.set(accountHere, 1, REMEMBERED_SECONDS);
        return answer;
      }),
      catchError(async (error: unknown) => {
        const failed = error instanceof WrongPasswordException || (error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED);
        if (failed) await failures.penalty(account);
        throw error;
      }),
    );
  }
}
