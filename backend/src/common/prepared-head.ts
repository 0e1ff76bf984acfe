import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * A kept answer's head, made once by Node and then written again as text.
 *
 * `writeHead` validates every header name and value and joins them into the head on every answer:
 * with the security headers and the CSP, that was a large share of the CPU a kept page costs beyond
 * a bare Node server sending a few short headers (docs/performance.md). The first
 * answer of a kept page still goes through `writeHead`; the head Node made for it is cut around the
 * request id and the date (`captureHead`), and the next answers on a kept-alive connection write
 * that text with their own id and date (`writePrepared`): the same bytes, headers Node chose
 * included (Connection, Keep-Alive), so a Node version that writes them otherwise is followed.
 *
 * This goes through two fields of Node's outgoing message that are not its documented API:
 * `_header`, the head's text, which Node writes before the body when it is set, and which is null
 * until then. When a Node version has no such field, nothing is captured and every answer takes
 * `writeHead`; the browser suite compares a kept answer's headers and body with the first one's.
 */
export interface PreparedHead {
  /** the head up to the request id's value */
  before: string;
  /** the head from the end of the Date header's value on, Node's own headers and the blank line included */
  after: string;
}

/** Node's own fields of an outgoing message (node:_http_outgoing) that a prepared head is written through. */
interface NodeOutgoing {
  _header: unknown;
}

const ID_HEADER = 'x-request-id: ';
const DATE_HEADER = '\r\nDate: ';

let dateAt = 0;
let dateText = '';

/** The Date header's value as Node writes it, made once per second. */
function httpDate(): string {
  const now = Date.now();
  if (now - dateAt >= 1000 || now < dateAt) {
    dateAt = now - (now % 1000);
    dateText = new Date(dateAt).toUTCString();
  }
  return dateText;
}

/**
 * After `writeHead(status, [...headers, 'x-request-id', requestId])` on a kept-alive connection:
 * the head Node made, cut around the id and the date; undefined when there is no such text to cut.
 */
export function captureHead(response: ServerResponse, requestId: string): PreparedHead | undefined {
  const text = (response as unknown as NodeOutgoing)._header;
  if (typeof text !== 'string' || !response.shouldKeepAlive || !response.sendDate) return undefined;
  const id = text.indexOf(`${ID_HEADER}${requestId}${DATE_HEADER}`);
  if (id === -1) return undefined;
  const dateStart = id + ID_HEADER.length + requestId.length + DATE_HEADER.length;
  const dateEnd = text.indexOf('\r\n', dateStart);
  if (dateEnd === -1) return undefined;
  return { before: text.slice(0, id + ID_HEADER.length), after: text.slice(dateEnd) };
}

/**
 * Answers with a captured head, this request's id and the current date, and `body` (none for
 * HEAD); false, having written nothing, when the connection is not kept alive (Node then writes
 * Connection: close and ends it) or the response has a head already.
 */
export function writePrepared(response: ServerResponse, head: PreparedHead, status: number, requestId: string, body: Buffer | undefined): boolean {
  const outgoing = response as unknown as NodeOutgoing;
  if (outgoing._header !== null || !response.shouldKeepAlive || !response.sendDate) return false;
  response.statusCode = status;
  outgoing._header = `${head.before}${requestId}${DATE_HEADER}${httpDate()}${head.after}`;
  if (body) response.end(body);
  else response.end();
  return true;
}

/**
 * The headers Fastify's hooks have put on an answer so far (helmet's), flattened for writeHead:
 * what an answer made before Fastify must carry too. Leaves out the answer's `own` headers and
 * CORS's, which depend on the request.
 */
export function hookHeaders(reply: FastifyReply, own: ReadonlySet<string>): string[] {
  const shared: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (own.has(name) || name.startsWith('access-control-') || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) shared.push(name, String(one));
  }
  return shared;
}
