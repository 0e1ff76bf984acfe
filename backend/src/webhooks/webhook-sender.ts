import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
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

/** The pinned address, whatever name the connection asks about: the one resolveTarget checked. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/**
 * One POST with node's own client (no redirect is followed; a 3xx is a failure like any status
 * outside 2xx): an answer within 5 s, the whole exchange within 10 s, at most 4 KB of the body
 * read, the socket closed after it. Never throws; every failure is a result with its reason.
 */
export function sendDelivery(target: ResolvedTarget, headers: Record<string, string>, body: string): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(answerTimer);
      clearTimeout(totalTimer);
      request.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = (target.url.protocol === 'https:' ? httpsRequest : httpRequest)(target.url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      // Every connection goes to the checked address, whether node asks for one address or all.
      lookup: pinnedLookup(target),
      agent: false,
    });
    const answerTimer = setTimeout(() => finish({ statusCode: null, error: WEBHOOK_TEXTS.timeout(ANSWER_TIMEOUT_MS / 1000), body: null }), ANSWER_TIMEOUT_MS);
    let statusCode: number | null = null;
    const chunks: Buffer[] = [];
    let kept = 0;
    const totalTimer = setTimeout(
      () => finish({ statusCode, error: WEBHOOK_TEXTS.timeout(TOTAL_TIMEOUT_MS / 1000), body: Buffer.concat(chunks).toString('utf8') || null }),
      TOTAL_TIMEOUT_MS,
    );
    request.on('error', (error) => finish({ statusCode, error: (error as Error).message.slice(0, 500), body: null }));
    request.on('response', (response: IncomingMessage) => {
      clearTimeout(answerTimer);
      statusCode = response.statusCode ?? null;
      const done = () => finish({ statusCode, error: null, body: Buffer.concat(chunks).toString('utf8') || null });
      response.on('data', (chunk: Buffer) => {
        const room = BODY_LIMIT - kept;
        chunks.push(chunk.subarray(0, room));
        kept += Math.min(room, chunk.length);
        if (kept >= BODY_LIMIT) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
