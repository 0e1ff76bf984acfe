import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateHost, isPublicAddress } from './public-host.js';

/**
 * The rules every request the server makes to an address someone else chose (a webhook endpoint,
 * a site to audit) follows: public unicast addresses only, checked after resolving, the checked
 * address pinned for the connection, and every redirect hop checked again.
 */
export interface AddressRules {
  /** private, loopback and link-local addresses too, and plain http anywhere (tests, a receiver on the same network) */
  allowPrivate: boolean;
  /** plain http to public addresses (a site audit); webhooks want https */
  allowHttp: boolean;
}

/**
 * What checkUrl takes, as a schema's pattern can say it (the webhook and audit DTOs publish it):
 * an http(s) address of a host name of the public DNS (a name ending in a top-level domain, so
 * never an IP literal nor a bare local name such as localhost), without credentials, then a path,
 * query or fragment without white space. Every address it matches, checkUrl takes; it refuses a
 * few it takes too (an IP literal of a public host, a port), which a client may still send.
 */
const PUBLIC_HOST_PATH = String.raw`:\/\/(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}(?:[\/?#][^\s<>"\\\p{Cc}]*)?$`;
export const PUBLIC_HTTPS_ADDRESS = new RegExp(String.raw`^https${PUBLIC_HOST_PATH}`, 'u');
export const PUBLIC_HTTP_ADDRESS = new RegExp(String.raw`^https?${PUBLIC_HOST_PATH}`, 'u');

/** Why an address is refused; each caller words it for its own readers. */
export type TargetRefusal =
  | { reason: 'invalid' }
  | { reason: 'scheme' }
  | { reason: 'credentials' }
  | { reason: 'private' }
  | { reason: 'unresolved'; host: string }
  | { reason: 'address'; host: string; address: string };

/** The address as written: a full http(s) URL, no credentials, no private or local host (names are not resolved here). */
export function checkUrl(text: string, rules: AddressRules): { url: URL } | TargetRefusal {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { reason: 'invalid' };
  }
  const httpAllowed = rules.allowHttp || rules.allowPrivate;
  if (url.protocol !== 'https:' && !(httpAllowed && url.protocol === 'http:')) return { reason: 'scheme' };
  if (url.username || url.password) return { reason: 'credentials' };
  if (!rules.allowPrivate && isPrivateHost(url.hostname)) return { reason: 'private' };
  return { url };
}

export interface PinnedTarget {
  url: URL;
  /** the address checked, which the connection is made to */
  address: string;
  family: 4 | 6;
}

export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the host now and refuses it when any address it resolves to is not public (a name
 * answering with one public and one private address could be steered to the private one). The
 * caller connects to the address returned, never resolving again, so a name that answers
 * differently a moment later (DNS rebinding) cannot move the request.
 */
export async function resolvePublicTarget(
  text: string,
  rules: AddressRules,
  lookup: Lookup = systemLookup,
): Promise<PinnedTarget | { refused: TargetRefusal }> {
  const checked = checkUrl(text, rules);
  if ('reason' in checked) return { refused: checked };
  const { url } = checked;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      return { refused: { reason: 'unresolved', host } };
    }
  }
  if (addresses.length === 0) return { refused: { reason: 'unresolved', host } };
  if (!rules.allowPrivate) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) return { refused: { reason: 'address', host, address: refused.address } };
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}

/** The pinned address, whatever name the connection asks about: the one resolvePublicTarget checked. */
function pinnedLookup(target: PinnedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

export interface PinnedRequest {
  method: 'GET' | 'HEAD' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** until the answer's status and headers are in */
  answerTimeoutMs: number;
  /** the whole exchange, body included */
  totalTimeoutMs: number;
  /** the most of the body that is read; the rest is never read */
  byteLimit: number;
  /** ends the request early (a job taken back) */
  signal?: AbortSignal;
}

export interface PinnedResponse {
  statusCode: number | null;
  headers: IncomingHttpHeaders;
  /** at most byteLimit bytes */
  body: Buffer;
  /** the body was longer than byteLimit */
  truncated: boolean;
  /** which limit ended the exchange, if one did */
  timeout: 'answer' | 'total' | null;
  /** a network failure (refused, reset, TLS), or null */
  error: string | null;
  durationMs: number;
}

/**
 * One request with node's own client to the pinned address (no redirect followed), no keep-alive:
 * the answer within answerTimeoutMs, everything within totalTimeoutMs, at most byteLimit bytes of
 * the body read, the socket closed after it. Never throws; every failure is a result with its reason.
 */
export function requestPinned(target: PinnedTarget, options: PinnedRequest): Promise<PinnedResponse> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    let headers: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    let kept = 0;
    let truncated = false;
    const finish = (timeout: PinnedResponse['timeout'], error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(answerTimer);
      clearTimeout(totalTimer);
      options.signal?.removeEventListener('abort', onAbort);
      request.destroy();
      resolve({ statusCode, headers, body: Buffer.concat(chunks), truncated, timeout, error, durationMs: Math.round(performance.now() - started) });
    };
    const onAbort = () => finish(null, 'aborted');
    const request = (target.url.protocol === 'https:' ? httpsRequest : httpRequest)(target.url, {
      method: options.method,
      headers: options.body === undefined ? options.headers : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
      // Every connection goes to the checked address, whether node asks for one address or all.
      lookup: pinnedLookup(target),
      agent: false,
    });
    const answerTimer = setTimeout(() => finish('answer', null), options.answerTimeoutMs);
    const totalTimer = setTimeout(() => finish('total', null), options.totalTimeoutMs);
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort);
    request.on('error', (error) => finish(null, (error as Error).message.slice(0, 500)));
    request.on('response', (response: IncomingMessage) => {
      clearTimeout(answerTimer);
      statusCode = response.statusCode ?? null;
      headers = response.headers;
      const done = () => finish(null, null);
      response.on('data', (chunk: Buffer) => {
        const room = options.byteLimit - kept;
        if (chunk.length > room) truncated = true;
        chunks.push(chunk.subarray(0, room));
        kept += Math.min(room, chunk.length);
        if (kept >= options.byteLimit) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(options.body);
  });
}

export interface FetchHop {
  url: string;
  statusCode: number | null;
}

export type PublicFetchResult =
  | { kind: 'answer'; url: string; hops: FetchHop[]; response: PinnedResponse }
  | { kind: 'refused'; url: string; hops: FetchHop[]; refusal: TargetRefusal }
  | { kind: 'too-many-redirects'; url: string; hops: FetchHop[] };

/**
 * A GET that follows redirects itself, resolving and checking every hop's address again before
 * connecting (a public name that redirects to a private address is refused at that hop). `hops`
 * lists each redirect answered before the final address.
 */
export async function fetchPublic(
  text: string,
  options: Omit<PinnedRequest, 'method' | 'body'> & {
    rules: AddressRules;
    maxRedirects: number;
    lookup?: Lookup;
    /**
     * Where a checked address is reached. Only tests set it: with `lookup` it stands in for the
     * internet (a public name whose public address leads to a fixture server on loopback), so a
     * redirect from a public site to a private address can be shown refused.
     */
    route?: (target: PinnedTarget) => PinnedTarget;
  },
): Promise<PublicFetchResult> {
  const hops: FetchHop[] = [];
  let current = text;
  for (;;) {
    const target = await resolvePublicTarget(current, options.rules, options.lookup);
    if ('refused' in target) return { kind: 'refused', url: current, hops, refusal: target.refused };
    const response = await requestPinned(options.route ? options.route(target) : target, { ...options, method: 'GET' });
    const location = response.headers.location;
    if (response.statusCode === null || response.statusCode < 300 || response.statusCode >= 400 || response.statusCode === 304 || !location) {
      return { kind: 'answer', url: current, hops, response };
    }
    hops.push({ url: current, statusCode: response.statusCode });
    if (hops.length > options.maxRedirects) return { kind: 'too-many-redirects', url: current, hops };
    try {
      current = new URL(location, current).href;
    } catch {
      return { kind: 'answer', url: current, hops: hops.slice(0, -1), response };
    }
  }
}
