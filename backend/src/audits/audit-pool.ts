import { fileURLToPath } from 'node:url';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { SETTINGS, type Settings } from '../config/settings.js';
import type { AuditResult } from './audit.js';
import type { AuditTask, ThreadCrawlOptions } from './audit-worker.js';

/**
 * The thread an audit runs on. The built server's is its own bundle beside server.js (dist/audit-worker.js,
 * rolldown.config.mjs); the TypeScript build's sits beside this file; from the sources (Jest) a
 * small entry compiles the thread's TypeScript as it loads.
 */
const WORKER_FILE = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './audit-worker.source.mjs' : './audit-worker.js', import.meta.url));

/** Threads left idle this long end, and give their memory back; the next audit starts one again (some 0.2 s of its CPU, off the pages' thread). */
const IDLE_MS = 60_000;

/**
 * Site audits run on worker threads, not on the thread that answers pages: parsing each crawled
 * page held the event loop 14 to 15 ms (166 ms in a process's first audit, its code compiling), so
 * four audits under way pushed the public pages' p99 far past 2× idle (docs/performance.md, "Site
 * audits"). piscina keeps the threads: a bounded number (AUDIT_CONCURRENCY, the most audits this
 * instance's queue worker runs at once, so none waits for a thread), reused from one audit to the
 * next, ended when idle, and a task's AbortSignal that ends a running audit by ending its thread.
 * It is the worker pool Node's own team keeps; tinypool, its smaller fork, lacks nothing needed here
 * but is maintained for Vitest's use.
 */
@Injectable()
export class AuditPool implements OnApplicationShutdown {
  private pool?: Piscina<AuditTask, AuditResult>;

  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  /**
   * Crawls and judges the site on a thread; `signal` ends the audit at once (its thread is ended,
   * its sockets with it) and the promise rejects. The options are plain data: the address rules
   * travel with them and the thread applies them to every hop, as runAudit does on any thread.
   */
  run(startUrl: string, options: ThreadCrawlOptions, signal?: AbortSignal): Promise<AuditResult> {
    // Made at the first audit: an instance that never audits starts no thread.
    this.pool ??= new Piscina<AuditTask, AuditResult>({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: Math.max(1, this.settings.auditConcurrency),
      idleTimeout: IDLE_MS,
      // An audit is one long asynchronous task: blocking an idle thread on Atomics.wait saves nothing.
      atomics: 'disabled',
    });
    return this.pool.run({ startUrl, options }, { signal });
  }

  /** Audits this instance's threads have finished, well or not: the tests' proof the work left the main thread. */
  get completed(): number {
    return this.pool?.completed ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
  }
}
