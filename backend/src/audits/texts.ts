import type { TargetRefusal } from '../common/public-fetch.js';

/** What Admins are told about site audits, in one place. */
export const AUDIT_TEXTS = {
  urlInvalid: 'The address must be a full http:// or https:// address, for example https://example.com',
  urlScheme: 'The address must start with http:// or https://',
  urlCredentials: 'The address must not carry a user name or password',
  urlPrivate: 'The address must be on the public internet, not a private, loopback or local one',
  urlTooLong: 'The address must be at most 2,000 characters',
  refusedAddress: (host: string, address: string) => `${host} resolves to ${address}, which is not a public address`,
  unresolved: (host: string) => `${host} could not be resolved`,
  robotsForbid: 'robots.txt does not allow the start address to be crawled',
  noAnswer: 'The start address gave no answer',
  interrupted: 'The audit was interrupted and will start again',
  crashed: 'The audit stopped on an error; run it again',
  requested: 'Thank you: your site is being analysed. The report shows here when ready and is sent to your e-mail address.',
  reportNotFound: 'No report has this link: it may have expired. Ask for a new analysis.',
  runNotFound: (id: string) => `Audit ${id} was not found`,
  notComparable: 'Both audits must be done to be compared',
  notDone: 'The audit is not done yet: its report comes when it is',
  tooManyForSite: (host: string, wait: number) =>
    `${host} was analysed several times in the last hour. Please wait ${Math.ceil(wait / 60)} minutes and try again.`,
  leadSubject: (host: string) => `Free SEO analysis: ${host}`.slice(0, 200),
} as const;

/** A refused address in the words Admins (and, later, visitors) read. */
export function refusalReason(refusal: TargetRefusal): string {
  switch (refusal.reason) {
    case 'address':
      return AUDIT_TEXTS.refusedAddress(refusal.host, refusal.address);
    case 'unresolved':
      return AUDIT_TEXTS.unresolved(refusal.host);
    case 'private':
      return AUDIT_TEXTS.urlPrivate;
    case 'credentials':
      return AUDIT_TEXTS.urlCredentials;
    case 'scheme':
      return AUDIT_TEXTS.urlScheme;
    case 'invalid':
      return AUDIT_TEXTS.urlInvalid;
  }
}
