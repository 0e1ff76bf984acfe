import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerService, LogLevel } from '@nestjs/common';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { BatchedOutput } from './batched-output.js';
import { withoutSecrets } from './redact.js';

/**
 * One logger for the whole process: Nest's lines (start-up, warnings, a service's errors) and the
 * access log are the same JSON, through one pino instance, and every line written while a request
 * is handled carries that request's id (`reqId`), however deep in a service it was written.
 */
export const LOG_LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** LOG_LEVEL, checked: a misspelt level would otherwise silence the log or flood it. */
export function logLevelFrom(value: string | undefined): Level | 'silent' {
  const level = (value ?? '').trim().toLowerCase() || 'info';
  if (level === 'silent' || (LOG_LEVELS as string[]).includes(level)) return level as Level | 'silent';
  throw new Error(`LOG_LEVEL must be one of ${[...LOG_LEVELS, 'silent'].join(', ')}; it is "${value}"`);
}

interface RequestContext {
  id: string;
}

/** The request being handled, wherever the code that asks runs (services, repositories, Nest's logger). */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/**
 * Runs the handling of one request inside its context. Its body's packets arrive later, on the
 * socket's events, and Node carries the context to them too (logs.spec sends a body after its
 * headers, with a pause between, and finds the request id on the lines its handler wrote).
 */
export function inRequestContext(id: string, handle: () => void): void {
  requestContext.run({ id }, handle);
}

/**
 * The root logger: JSON lines with an ISO time and the level's name, secrets redacted wherever they
 * appear in a logged object, and the request id of the request being handled on every line.
 * Written to stdout without blocking the event loop (pino's asynchronous destination): a burst of
 * requests never waits for the terminal or the log collector.
 */
export function createRootLogger({ level, stream }: { level: Level | 'silent'; stream: DestinationStream }): Logger {
  return pino(
    {
      ...LINE_FORMAT,
      level,
      redact: {
        paths: [
          'password',
          'newPassword',
          'currentPassword',
          'token',
          'secret',
          'authorization',
          'cookie',
          '*.password',
          '*.token',
          '*.secret',
          '*.authorization',
          '*.cookie',
          'headers.authorization',
          'headers.cookie',
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { reqId: context.id } : {};
      },
    },
    stream,
  );
}

/** Every line's shape: the level's name, an ISO time, the process id, the message under `msg`. */
const LINE_FORMAT = {
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
  messageKey: 'msg',
};

/**
 * Where the lines go unless a test reads them: stdout, written without blocking the event loop, in
 * writes of 48 KB or more (some 200 access lines) and at least once a second, not a write per line,
 * which cost a kept page a large share of its answers a second. Each write goes through libuv's
 * thread pool, whose thread then takes the core from the event loop for a moment, so fewer, larger
 * writes preempt it less (docs/performance.md). What a crash can lose is the last second's lines;
 * an orderly exit writes them.
 */
export function standardOutput(): DestinationStream {
  const output = new BatchedOutput(1, 48 * 1024);
  setInterval(() => output.flush(), 1000).unref();
  process.once('exit', () => output.flushSync());
  return output;
}

/** A request's line: method, path (its secrets left out), status, bytes sent, milliseconds, client address. */
export interface AccessEntry {
  reqId: string;
  method: string;
  url: string;
  status: number;
  bytes?: number;
  ms: number;
  ip?: string;
}

/**
 * `text` as a JSON string: `text` itself between quotes when it is printable ASCII without a
 * quote or a backslash, as an id, a method, a path and an address usually are; else what
 * JSON.stringify makes of it. A loop over the characters, because the regular expression and
 * JSON.stringify it replaces were a visible cost of every access line under load (docs/performance.md).
 */
function jsonString(text: string): string {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code > 0x7e || code === 0x22 || code === 0x5c) return JSON.stringify(text);
  }
  return `"${text}"`;
}

/**
 * Milliseconds rounded to hundredths, as `String(Math.round(ms * 100) / 100)` writes them, made
 * from whole numbers: a fraction's text is made by V8's runtime on every line (a different number
 * each time misses its cache), a small whole number's comes from that cache.
 */
export function millisecondsText(ms: number): string {
  const hundredths = Math.round(ms * 100);
  if (!(hundredths >= 0 && hundredths < 1e9)) return String(hundredths / 100);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths - whole * 100;
  if (rest === 0) return `${whole}`;
  return rest % 10 === 0 ? `${whole}.${rest / 10}` : `${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

/** How many access entries wait to be made into lines at most (AccessLines). */
const KEPT_ENTRIES = 256;

/**
 * The access lines, in the root logger's format and on its output, but written here as one string:
 * pino's general serialiser (an object walked per line, its time and level formatters) was a
 * quarter of a kept page's time (40,000 against 32,000 answers a second with and without it), and
 * an access line has the same fields every time.
 *
 * On the standard output (a BatchedOutput), an entry is kept as it is, with its time, and made into
 * its line with up to 255 others at once: when 256 wait, and before the output writes (at least
 * once a second, and at exit). The same work in a row of 256 cost about half what it cost between
 * two answers (docs/performance.md, "2026-11-28, 03:00"). What a crash can lose is unchanged:
 * the lines of the last second.
 */
export class AccessLines {
  private readonly infoOn: boolean;
  private readonly errorOn: boolean;
  private readonly prefix = `,"pid":${process.pid},"reqId":`;
  /** the time's text, made once per millisecond: at thousands of lines a second most share one */
  private timeAt = 0;
  private timeText = '';
  /** entries not yet made into lines (only on a BatchedOutput), and when each was written */
  private readonly kept: AccessEntry[] = [];
  private readonly keptAt = new Float64Array(KEPT_ENTRIES);
  private readonly keeps: boolean;
  private writingKept = false;

  constructor(
    private readonly stream: DestinationStream,
    level: Level | 'silent',
  ) {
    const threshold = level === 'silent' ? Infinity : pino.levels.values[level];
    this.infoOn = pino.levels.values.info >= threshold;
    this.errorOn = pino.levels.values.error >= threshold;
    this.keeps = stream instanceof BatchedOutput;
    if (stream instanceof BatchedOutput) stream.beforeFlush(() => this.writeKept());
  }

  /** 5xx at error, the rest at info, so LOG_LEVEL=warn keeps failures only. */
  write(entry: AccessEntry): void {
    if (!(entry.status >= 500 ? this.errorOn : this.infoOn)) return;
    const now = Date.now();
    if (!this.keeps) {
      this.writeLine(entry, now);
      return;
    }
    this.keptAt[this.kept.length] = now;
    if (this.kept.push(entry) === KEPT_ENTRIES) this.writeKept();
  }

  /** The kept entries' lines, in the order they came; a flush their lines start is not re-entered. */
  private writeKept(): void {
    if (this.writingKept) return;
    this.writingKept = true;
    try {
      for (let index = 0; index < this.kept.length; index++) this.writeLine(this.kept[index], this.keptAt[index]);
    } finally {
      this.kept.length = 0;
      this.writingKept = false;
    }
  }

  private writeLine(entry: AccessEntry, now: number): void {
    const level = entry.status >= 500 ? 'error' : 'info';
    if (now !== this.timeAt) {
      this.timeAt = now;
      this.timeText = new Date(now).toISOString();
    }
    this.stream.write(
      `{"level":"${level}","time":"${this.timeText}"${this.prefix}${jsonString(entry.reqId)},"method":${jsonString(entry.method)},` +
        `"url":${jsonString(withoutSecrets(entry.url))},"status":${entry.status}${entry.bytes === undefined ? '' : `,"bytes":${entry.bytes}`},` +
        `"ms":${millisecondsText(entry.ms)}${entry.ip === undefined ? '' : `,"ip":${jsonString(entry.ip)}`},"msg":"request"}\n`,
    );
  }
}

/** The raw request's id, set before Fastify sees it (app.factory.ts); a request injected without the server gets one here. */
export const REQUEST_ID = Symbol('request id');
export const requestIdOf = (request: IncomingMessage): string => (request as unknown as Record<symbol, string | undefined>)[REQUEST_ID] ?? randomUUID();

/**
 * Fastify's request lines, replaced: one line per request when it is answered (Fastify writes two,
 * "incoming request" and "request completed", each with its own serialised objects). A route may
 * ask for failures only (`logLevel: 'warn'`, the media library's files).
 */
export class AccessLog extends LogController {
  constructor(
    private readonly access: AccessLines,
    private readonly logger: Logger,
    private readonly enabled: boolean,
  ) {
    super({});
  }

  override isLogDisabled(): boolean {
    return !this.enabled;
  }

  override incomingRequest(): void {
    // the line is written once the answer is known
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.enabled) return;
    const status = reply.statusCode;
    if (status < 400 && !error && request.routeOptions?.logLevel === 'warn') return;
    const length = reply.getHeader('content-length');
    this.access.write({
      reqId: request.id,
      method: request.method,
      url: request.url,
      status,
      bytes: length === undefined ? undefined : Number(length),
      ms: reply.elapsedTime,
      ip: request.ip,
    });
    if (error) this.logger.error({ err: error }, 'request errored');
  }
}

/** Nest's start-up chatter (every mapped route, every module) says nothing an operator needs. */
const QUIET_CONTEXTS = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader', 'NestFactory', 'NestApplication']);

const asText = (message: unknown) => (typeof message === 'string' ? message : message instanceof Error ? message.message : JSON.stringify(message));

/** Nest's Logger, written through the root logger: the same JSON, the request id, LOG_LEVEL. */
export class NestLogger implements LoggerService {
  private readonly levels: Set<LogLevel>;

  constructor(
    private readonly logger: Logger,
    levels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
  ) {
    this.levels = new Set(levels);
  }

  log(message: unknown, ...rest: unknown[]): void {
    const context = this.contextOf(rest);
    if (!this.levels.has('log') || (context && QUIET_CONTEXTS.has(context))) return;
    this.logger.info(context ? { context } : {}, asText(message));
  }

  warn(message: unknown, ...rest: unknown[]): void {
    if (this.levels.has('warn')) this.logger.warn(this.fields(rest), asText(message));
  }

  error(message: unknown, ...rest: unknown[]): void {
    if (!this.levels.has('error')) return;
    // Nest calls error(message, stack, context); an Error may come as the message itself.
    const context = this.contextOf(rest);
    const stack = message instanceof Error ? message.stack : typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
    this.logger.error({ ...(context ? { context } : {}), ...(stack ? { stack } : {}) }, asText(message));
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    if (this.levels.has('fatal')) this.logger.fatal(this.fields(rest), asText(message));
  }

  debug(message: unknown, ...rest: unknown[]): void {
    if (this.levels.has('debug')) this.logger.debug(this.fields(rest), asText(message));
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    if (this.levels.has('verbose')) this.logger.trace(this.fields(rest), asText(message));
  }

  private contextOf(rest: unknown[]): string | undefined {
    const last = rest.at(-1);
    return typeof last === 'string' ? last : undefined;
  }

  private fields(rest: unknown[]): Record<string, string> {
    const context = this.contextOf(rest);
    return context ? { context } : {};
  }
}
