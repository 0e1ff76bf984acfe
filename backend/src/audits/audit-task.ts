import type { AuditResult } from './audit.js';
import type { CrawlOptions } from './crawler.js';

// What the server and an audit's process (audit-process.ts) share. Kept apart from the process's
// entry, which the server must not load: it would lower the priority of whatever process loads it.

/** What crosses to the audit's process: plain data only (a signal or a test's lookup cannot be cloned). */
export type ThreadCrawlOptions = Omit<CrawlOptions, 'signal' | 'lookup' | 'route'>;

export interface AuditTask {
  startUrl: string;
  options: ThreadCrawlOptions;
}

/** What the process sends back: the audit's result, or what it threw (the job then fails and is tried again). */
export type AuditReply = { result: AuditResult } | { error: string };

/**
 * Linux's scheduler weighs a nice-19 thread at 15 against a nice-0 one's 1024: on a core the pages
 * keep busy, the audit gets a few per cent of it and takes longer (it has minutes, a page has
 * milliseconds), and whenever the pages leave the core idle it gets all of it.
 */
export const AUDIT_NICE = 19;
