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

/** Processes left idle this long end, and give their memory back; the next audit starts one again. */
const IDLE_MS = 60_000;

/**
 * Site audits run in processes of their own at the lowest priority, not in the process that
 * answers pages. A thread of this process can be lowered to nice 19, but V8 compiles its hot code
 * and collects its garbage on threads the whole process shares, at the server's priority, where
 * that work held waiting page requests (measured in docs/performance.md, "Site audits"). A process
 * lowers all of its threads (audit-process.ts), so everything an audit costs yields to the pages.
 *
 * A process is reused from one audit to the next (a cold one compiles the crawl's code again, 2 to
 * 3× the CPU of a warm audit), at most as many as audits run at once (the jobs' AUDIT_CONCURRENCY
 * per instance), and ended after a minute idle. A task's AbortSignal kills its process, and the
 * audit's sockets with it. Node's fork and IPC are all it takes.
 */
@Injectable()
export class AuditPool implements OnApplicationShutdown {
  /** every process started and not ended */
  private readonly started = new Set<ChildProcess>();
  /** processes waiting for an audit, each with the timer that ends it */
  private readonly idle = new Map<ChildProcess, NodeJS.Timeout>();
  private finished = 0;

  /**
   * Crawls and judges the site in a process of its own; `signal` ends the audit at once (the
   * process is killed, its sockets with it) and the promise rejects. The options are plain data:
   * the address rules travel with them and the process applies them to every hop, as runAudit
   * does anywhere.
   */
  run(startUrl: string, options: ThreadCrawlOptions, signal?: AbortSignal): Promise<AuditResult> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const child = this.take();
    return new Promise<AuditResult>((resolve, reject) => {
      const abort = () => child.kill('SIGKILL');
      const settle = () => {
        signal?.removeEventListener('abort', abort);
        child.off('message', replied);
        child.off('exit', ended);
        child.off('error', failed);
        this.finished++;
      };
      const replied = (reply: AuditReply) => {
        settle();
        this.park(child);
        if ('result' in reply) resolve(reply.result);
        else reject(new Error(reply.error));
      };
      const ended = (code: number | null, killedBy: NodeJS.Signals | null) => {
        settle();
        reject(signal?.aborted ? (signal.reason as Error) : new Error(`the audit's process ended (${killedBy ?? `exit code ${code}`}) without a result`));
      };
      // A process that could not start, or a message it could not be sent: Node may not report an exit then.
      const failed = (error: Error) => {
        settle();
        child.kill('SIGKILL');
        reject(error);
      };
      signal?.addEventListener('abort', abort, { once: true });
      child.on('message', replied);
      child.on('exit', ended);
      child.on('error', failed);
      child.send({ startUrl, options } satisfies AuditTask);
    });
  }

  /** An idle process, or a new one. */
  private take(): ChildProcess {
    for (const [child, timer] of this.idle) {
      clearTimeout(timer);
      this.idle.delete(child);
      if (child.connected) {
        child.ref();
        child.channel?.ref();
        return child;
      }
    }
    // Nothing of the server's environment (its secrets) goes to a process that reads strangers' pages.
    const child = fork(PROCESS_FILE, [], {
      execArgv: [],
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Lowered from here at once, before Node in it starts V8's threads (they inherit it): its
    // start-up would otherwise run at the server's priority until it lowers itself (which it also
    // does, for any thread started before this call).
    try {
      if (child.pid) setPriority(child.pid, AUDIT_NICE);
    } catch {
      // ended already (its exit says why), or a system that refuses: it lowers itself
    }
    this.started.add(child);
    child.once('exit', () => {
      this.started.delete(child);
      clearTimeout(this.idle.get(child));
      this.idle.delete(child);
    });
    // Without a listener a failed start would throw; its exit rejects the audit that asked for it.
    child.on('error', () => child.kill('SIGKILL'));
    return child;
  }

  private park(child: ChildProcess): void {
    if (!child.connected) return;
    this.idle.set(child, setTimeout(() => child.kill(), IDLE_MS).unref());
    // An idle process does not keep the server running.
    child.unref();
    child.channel?.unref();
  }

  /** Audits this instance's processes have finished, well or not: the tests' proof the work left the server's process. */
  get completed(): number {
    return this.finished;
  }

  onApplicationShutdown(): void {
    for (const child of this.started) child.kill('SIGKILL');
  }
}
