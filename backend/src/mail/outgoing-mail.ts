import type { MailOf } from './templates.js';

/** A file sent with a mail (a report's PDF); base64, so a mail queued for a retry keeps it as JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** A mail of one kind, with the data its template needs, to one address. */
export type OutgoingMail = MailOf & {
  to: string;
  /** where a reply goes, when not to the sender (a lead's notification: the visitor) */
  replyTo?: string;
  attachments?: MailAttachment[];
};
