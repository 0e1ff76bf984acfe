/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MailKind } from './MailKind';
export type MailPreviewDto = {
  /**
   * who reads it
   */
  audience: 'account' | 'customer' | 'admin' | 'subscriber' | 'visitor';
  /**
   * the whole HTML document, to be shown in a sandboxed frame
   */
  html: string;
  kind: MailKind;
  subject: string;
  /**
   * the plain-text part sent beside it
   */
  text: string;
  /**
   * what the mail is, as the back office lists it
   */
  title: string;
  /**
   * false: not strictly transactional, so it carries an unsubscribe link
   */
  transactional: boolean;
};

