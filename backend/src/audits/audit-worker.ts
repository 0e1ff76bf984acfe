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
 * An audit's thread yields the core to the thread that answers pages. Linux's scheduler weighs a
 * nice-19 thread at 15 against a nice-0 one's 1024: on a core the pages keep busy, the audits get
 * a few per cent of it and take longer (they have minutes, a page has milliseconds), and whenever
 * the pages leave the core idle they get all of it. Measured with four audits on the server's one
 * core under 50 connections (docs/performance.md, "Site audits"), the pages kept 20 % of their
 * idle rate with the threads at nice 0, 38 to 57 % at nice 10, 68 to 70 % at nice 19.
 */
const AUDIT_NICE = 19;

/** Linux lets any thread lower its own priority by its thread id; elsewhere the thread keeps the process's. */
function yieldToPages(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), AUDIT_NICE);
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
