/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PasskeyDto } from './PasskeyDto';
export type AddedPasskeyDto = {
  passkey: PasskeyDto;
  /**
   * the account’s first second factor brings one-time recovery codes, shown this once; null otherwise
   */
  recoveryCodes: Array<string> | null;
};

