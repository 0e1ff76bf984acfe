import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { runAudit } from './audit.js';
import { AUDIT_NICE, type AuditReply, type AuditTask } from './audit-task.js';

/**
 * Every thread of this process yields to the server's. Linux keeps a priority per thread, and
 * V8 started its own threads before this code runs: the ones that compile the crawl's hot code
 * (TurboFan) and collect its garbage, which at the server's priority took as much of its core as
 * the crawl itself (docs/performance.md, "Site audits"). Each is lowered by its thread id (any
 * thread of a process may lower its own process's); threads started later (libuv's pool, for a
 * DNS lookup) inherit the priority of the thread that starts them. Elsewhere the process's
 * priority is lowered as a whole, which is what setpriority does for a process on other systems.
 */
function yieldToPages(): void {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    threads = [String(process.pid)];
  }
  for (const thread of threads) {
    try {
      setPriority(Number(thread), AUDIT_NICE);
    } catch {
      // a thread that ended meanwhile, or a system that refuses: it keeps the priority it had
    }
  }
}

/**
 * The audit's process (AuditPool forks it): each task that arrives is audited and its result sent
 * back; it waits for the next until the server ends it (idle too long) or goes away. Started with
 * an IPC channel only; run any other way it does nothing.
 */
if (process.send) {
  yieldToPages();
  process.on('message', (task: AuditTask) => {
    void runAudit(task.startUrl, task.options)
      .then(
        (result): AuditReply => ({ result }),
        (error: unknown): AuditReply => ({ error: error instanceof Error ? error.message : String(error) }),
      )
      .then((reply) => process.send!(reply));
  });
  // The server ended (or crashed): nothing is left to answer to.
  process.on('disconnect', () => process.exit(0));
}
