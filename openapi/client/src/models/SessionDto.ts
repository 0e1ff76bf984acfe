/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SecondFactorDto } from './SecondFactorDto';
import type { ViewerDto } from './ViewerDto';
export type SessionDto = {
  /**
   * Set when the password was right and the account asks for a second factor: no cookies are set yet
   */
  secondFactor?: SecondFactorDto;
  /**
   * null when nobody is signed in, or while a sign-in waits for its second factor
   */
  viewer: ViewerDto | null;
};

