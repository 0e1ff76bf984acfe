import { BadRequestException } from '@nestjs/common';

/**
 * A signed-in account's password, asked again before a change that matters, was wrong. A 400
 * (the session is fine, the form is not), which @AccountFailureLimit counts like a failed sign-in.
 */
export class WrongPasswordException extends BadRequestException {
  constructor() {
    super('Your current password is not correct.');
  }
}
