import type { Queue } from 'pg-boss';
import type { OutgoingMail } from '../mail/outgoing-mail.js';

/**
 * Every kind of background work, by queue name, with the data its job carries. A job is a row in
 * the database: it survives a restart and any instance may work it.
 */
export interface JobMap {
  /** a stored PayPal notification to verify and act on */
  'payment-notification': { notificationId: string };
  /** a mail whose first try failed (the mail server was away) */
  mail: OutgoingMail;
  /** an order's VAT number to confirm with the EU's VIES */
  'vies-check': { orderId: string };
  /** a site audit to crawl and judge (audit_run's id) */
  /** sealedToken: a visitor's report token, sealed (SecretSealer), for the mail that ends the job; none for an Admin's run */
  'site-audit': { runId: string; sealedToken?: string };
  /** the look for client projects whose scheduled site report is due (each instance asks for it now and then; one at a time runs) */
  'project-report-sweep': Record<string, never>;
}
export type JobName = keyof JobMap;

/** How each queue retries and keeps its jobs. */
export const QUEUES: { [N in JobName]: Omit<Queue, 'name'> } = {
  'payment-notification': {
    // One live job per notification (its id is the singleton key): sending one again while it waits
    // or runs is a no-op, so the start-up sweep and PayPal's resends never settle it twice at once.
    policy: 'exclusive',
    // PayPal resends for days, but a payment should not wait on that: about 18 hours of tries.
    retryLimit: 16,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 3_600,
    // A worker that dies mid-job (a kill, a power cut) stops beating; its job is retried after this.
    heartbeatSeconds: 10,
    expireInSeconds: 60,
    deleteAfterSeconds: 7 * 24 * 3_600,
  },
  mail: {
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 1_800,
    heartbeatSeconds: 10,
    expireInSeconds: 120,
    // A mail may hold a sign-in link: once sent, its job is deleted at once.
    deleteAfterSeconds: 1,
  },
  'vies-check': {
    // VIES and the member states' registers are often away for minutes: a few tries over an hour.
    retryLimit: 4,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 1_800,
    heartbeatSeconds: 10,
    expireInSeconds: 60,
    deleteAfterSeconds: 24 * 3_600,
  },
  'site-audit': {
    // One live job per run. A crawl cut off (a stop, a lost heartbeat) starts again from the home
    // page; a site that keeps failing is a finding, not a retry, so few tries are needed.
    policy: 'exclusive',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    heartbeatSeconds: 10,
    // The crawl's own time limit (CRAWL_DEFAULTS.totalTimeoutMs) ends it well before this.
    expireInSeconds: 300,
    deleteAfterSeconds: 24 * 3_600,
  },
  'project-report-sweep': {
    // One live sweep (the key 'sweep'): every instance asks for one on its timer, and asking while
    // one waits or runs is a no-op. Each due project is still claimed under its row lock, so even
    // two sweeps at once make one report per period.
    policy: 'exclusive',
    retryLimit: 1,
    retryDelay: 30,
    heartbeatSeconds: 10,
    expireInSeconds: 120,
    deleteAfterSeconds: 3_600,
  },
};
