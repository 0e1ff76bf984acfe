/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ViewerDto } from './ViewerDto';
export type SessionDto = {
  /**
   * null when nobody is signed in
   */
  viewer: ViewerDto | null;
};

