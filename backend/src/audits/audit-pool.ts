import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { AuditResult } from './audit.js';
import { AUDIT_NICE, type AuditReply, type AuditTask, type ThreadCrawlOptions } from './audit-task.js';

/**
 * The process an audit runs in. The built server's is its own bundle beside server.js
 * (dist/audit-process.js, rolldown.config.mjs); the TypeScript build's sits beside this file; from
 * the sources (Jest) a small entry compiles the process's TypeScript as it loads.
 */
const PROCESS_FILE = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './audit-process.source.mjs' : './audit-process.js', import.meta.url));

/**
 * Site audits run in processes of their own, one per audit, at the lowest priority, not on the
 * process that answers pages. On a thread of this process (a piscina pool until 2026-11-29) the
 * crawl itself ran at nice 19, but V8 compiles a thread's hot code and collects its garbage on
 * threads the whole process shares, at the server's priority: measured with `perf sched` on the
 * server's core, those and the crawl's own slices held a waiting page request up to 4 to 12 ms,
 * and four audits pushed the pages' p99 to 7× idle (docs/performance.md, "Site audits"). A process
 * lowers all of its threads at once (audit-process.ts), so everything an audit costs yields to the
 * pages. One process per audit: its memory goes back when it ends, ending it ends the audit and
 * its sockets, and the jobs' own limit (AUDIT_CONCURRENCY per instance) bounds how many run; it
 * costs a process start and a cold compile per audit, at the lowest priority.
 */
@Injectable()
export class AuditPool implements OnApplicationShutdown {
  private readonly running = new Set<ChildProcess>();
  private finished = 0;

  /**
   * Crawls and judges the site in a process of its own; `signal` ends the audit at once (the
   * process is killed, its sockets with it) and the promise rejects. The options are plain data:
   * the address rules travel with them and the process applies them to every hop, as runAudit
   * does anywhere.
   */
  run(startUrl: string, options: ThreadCrawlOptions, signal?: AbortSignal): Promise<AuditResult> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    // Nothing of the server's environment (its secrets) goes to a process that reads strangers' pages.
    const child = fork(PROCESS_FILE, [], {
      execArgv: [],
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Lowered from here at once, before Node in it starts V8's threads (they inherit it): its start-up
    // and the compiling of its code would otherwise run at the server's priority until it lowers
    // itself (audit-process.ts does that too, for any thread started before this call).
    if (child.pid) {
      try {
        setPriority(child.pid, AUDIT_NICE);
      } catch {
        // ended already (its exit says why), or a system that refuses: it lowers itself
      }
    }
    this.running.add(child);
    return new Promise<AuditResult>((resolve, reject) => {
      let reply: AuditReply | undefined;
      const abort = () => child.kill('SIGKILL');
      signal?.addEventListener('abort', abort, { once: true });
      child.once('message', (message: AuditReply) => (reply = message));
      child.once('error', abort);
      child.once('exit', (code, killedBy) => {
        signal?.removeEventListener('abort', abort);
        this.running.delete(child);
        this.finished++;
        if (signal?.aborted) reject(signal.reason as Error);
        else if (reply && 'result' in reply) resolve(reply.result);
        else reject(new Error(reply?.error ?? `the audit's process ended (${killedBy ?? `exit code ${code}`}) without a result`));
      });
      child.send({ startUrl, options } satisfies AuditTask);
    });
  }

  /** Audits this instance's processes have finished, well or not: the tests' proof the work left the server's process. */
  get completed(): number {
    return this.finished;
  }

  onApplicationShutdown(): void {
    for (const child of this.running) child.kill('SIGKILL');
  }
}
