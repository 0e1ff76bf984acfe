import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A 429 refused by a service rather than the rate-limit guard, which has no reply at hand: the
 * exception filter turns `retryAfterSeconds` into the Retry-After header every 429 carries.
 */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
