import type { MailOf } from './templates.js';

/** A mail of one kind, with the data its template needs, to one address. */
export type OutgoingMail = MailOf & {
  to: string;
  /** where a reply goes, when not to the sender (a lead's notification: the visitor) */
  replyTo?: string;
};
