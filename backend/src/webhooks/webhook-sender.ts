import { requestPinned } from '../common/public-fetch.js';
import type { ResolvedTarget } from './webhook-target.js';
import { WEBHOOK_TEXTS } from './texts.js';

/** Until the answer's status and headers are in: connecting, TLS and the endpoint's own work. */
export const ANSWER_TIMEOUT_MS = 5_000;
/** The whole attempt, body included. */
export const TOTAL_TIMEOUT_MS = 10_000;
/** The most of an answer's body that is read (and kept in the log); the rest is never read. */
export const BODY_LIMIT = 4_096;

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** the start of the answer's body, at most BODY_LIMIT bytes, as text */
  body: string | null;
}

/**
 * One POST to the pinned address (no redirect is followed; a 3xx is a failure like any status
 * outside 2xx): an answer within 5 s, the whole exchange within 10 s, at most 4 KB of the body
 * read. Never throws; every failure is a result with its reason.
 */
export async function sendDelivery(target: ResolvedTarget, headers: Record<string, string>, body: string): Promise<SendResult> {
  const answer = await requestPinned(target, {
    method: 'POST',
    headers,
    body,
    answerTimeoutMs: ANSWER_TIMEOUT_MS,
    totalTimeoutMs: TOTAL_TIMEOUT_MS,
    byteLimit: BODY_LIMIT,
  });
  const text = answer.body.toString('utf8') || null;
  if (answer.timeout === 'answer')
    return { statusCode: null, durationMs: answer.durationMs, error: WEBHOOK_TEXTS.timeout(ANSWER_TIMEOUT_MS / 1000), body: null };
  if (answer.timeout === 'total')
    return { statusCode: answer.statusCode, durationMs: answer.durationMs, error: WEBHOOK_TEXTS.timeout(TOTAL_TIMEOUT_MS / 1000), body: text };
  if (answer.error) return { statusCode: answer.statusCode, durationMs: answer.durationMs, error: answer.error, body: null };
  return { statusCode: answer.statusCode, durationMs: answer.durationMs, error: null, body: text };
}
