import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { runAudit, type AuditResult } from './audit.js';
import type { CrawlOptions } from './crawler.js';

/** What crosses to the audit's thread: plain data only (a signal or a test's lookup cannot be cloned). */
export type ThreadCrawlOptions = Omit<CrawlOptions, 'signal' | 'lookup' | 'route'>;

export interface AuditTask {
  startUrl: string;
  options: ThreadCrawlOptions;
}

/**
 * An audit's thread yields the core to the thread that answers pages: on a saturated core the
 * scheduler gives a nice-10 thread about a tenth of what a nice-0 one gets, so visitors' pages keep
 * their latency and the audit takes longer (it has minutes; a page has milliseconds). Linux lets
 * any thread lower its own priority by its thread id; elsewhere the thread keeps the process's.
 */
function yieldToPages(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // not Linux, or /proc not mounted: the audit runs at the process's priority
  }
}
// Only on an audit's thread: imported by the main thread (a test), it would slow the pages themselves.
if (!isMainThread) yieldToPages();

/** The task the pool's threads run (piscina calls the default export): the same runAudit, off the thread that answers pages. */
export default function audit({ startUrl, options }: AuditTask): Promise<AuditResult> {
  return runAudit(startUrl, options);
}
