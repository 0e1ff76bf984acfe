/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MailKind } from './MailKind';
export type MailKindDto = {
  /**
   * who reads it
   */
  audience: 'account' | 'customer' | 'admin' | 'subscriber' | 'visitor';
  kind: MailKind;
  /**
   * what the mail is, as the back office lists it
   */
  title: string;
  /**
   * false: not strictly transactional, so it carries an unsubscribe link
   */
  transactional: boolean;
};

