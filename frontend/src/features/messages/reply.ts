import type { MessageRecord } from '../../api/client';

/**
 * A mailto: link that opens the admin's mail program with a reply ready: to the visitor, "Re:" the
 * subject, their message quoted under a line saying who wrote it when.
 */
export function replyLink(message: Pick<MessageRecord, 'name' | 'email' | 'subject' | 'message'>, received: string): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${received}, ${message.name} wrote:\n${quoted}`;
  // encodeURIComponent, not URLSearchParams: mail programs read + as a plus sign, not a space.
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
