import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ValidationPipe, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyBaseLogger } from 'fastify';
import helmet from '@fastify/helmet';
import proxyAddr from '@fastify/proxy-addr';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { AppModule } from './app.module.js';
import {
  AccessLog,
  AccessLines,
  createRootLogger,
  standardOutput,
  inRequestContext,
  logLevelFrom,
  NestLogger,
  REQUEST_ID,
  requestIdOf,
} from './common/logging.js';
import type { BodyLimitConfig } from './common/body-limit.decorator.js';
import type { EarlyAnswered, EarlyAnswerer } from './common/early-answer.js';
import { boundedJsonParser } from './common/json-body.js';
import { refuseStrangerBeforeBody } from './auth/before-body.js';
import { TextSafetyPipe } from './common/text-safety.pipe.js';
import { SETTINGS, type Settings } from './config/settings.js';
import { proxyTrust } from './config/trust-proxy.js';
import { setupOpenApi } from './openapi.js';
import type { PageRenderer } from './pages/page-renderer.js';
import { registerPages } from './pages/serve-pages.js';
import { noteApiRoute } from './common/allowed-methods.js';
import { MediaServing, registerMediaServing } from './media/media-serving.js';
import { MULTIPART_LIMITS } from './media/multipart.js';
import { serveRedirects } from './redirects/redirect-serving.js';
import { RedirectsService } from './redirects/redirects.service.js';
import { SiteAnswers } from './site/site-answers.js';
import { SITE_FILE_PATHS } from './site-files/site-files.controller.js';

export interface CreateAppOptions {
  /** Environment values that win over process.env and .env (tests, scripts) */
  env?: Record<string, string>;
  /** Serve the built frontend and render pages (off for API-only tests and spec generation) */
  pages?: boolean;
  /** Request logging (one line per request); off in tests */
  logRequests?: boolean;
  /** Where every log line goes instead of stdout (tests read them) */
  requestLog?: { write(line: string): void };
  /** Which of Nest's lines are written (all by default; LOG_LEVEL still applies), or none */
  logLevels?: LogLevel[] | false;
}

export const BODY_LIMIT = 256 * 1024;
const REQUEST_ID_FORMAT = /^[A-Za-z0-9._:-]{1,64}$/;
/** a connection's latest response (one property write per request, no listener) */
const LATEST = Symbol('latest response');
type Connection = Socket & { [LATEST]?: ServerResponse };
/** Fastify's default keep-alive timeout */
const KEEP_ALIVE_MS = 72_000;

/** Builds the whole product (API, docs and server-rendered pages) without listening. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Which proxies to believe is a setting, and settings are read inside the app the adapter is
  // made for: until they are (no request arrives before), no proxy is trusted.
  let trustedProxy: (address: string, hop: number) => boolean = () => false;
  // Kept pages, the site read and the media library's cached files are answered on the server's
  // request event, before Fastify (EarlyAnswerer); that answer is set once the app exists.
  let answerEarly: (request: IncomingMessage, response: ServerResponse) => boolean = () => false;
  /** the server's open connections, for its shutdown */
  const connections = new Set<Connection>();
  const logOutput = { level: logLevelFrom(options.env?.LOG_LEVEL ?? process.env.LOG_LEVEL), stream: options.requestLog ?? standardOutput() };
  const logger = createRootLogger(logOutput);
  const accessLines = new AccessLines(logOutput.stream, logOutput.level);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // Every request shares the root logger: its lines get the request id from the request's
    // context (requestContext), with no child logger made per request.
    childLoggerFactory: (root: FastifyBaseLogger) => root,
    logController: new AccessLog(accessLines, logger, options.logRequests !== false),
    // The id is chosen before Fastify sees the request (below), so the lines written before
    // routing and the answer's X-Request-Id name the same one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT,
    trustProxy: (address: string, hop: number) => trustedProxy(address, hop),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    serverFactory: (handler: (request: IncomingMessage, response: ServerResponse) => void) => {
      const server = createServer((request, response) => {
        (request.socket as Connection)[LATEST] = response;
        // A client's X-Request-Id is kept only when it looks like one, so whatever a client sends is
        // never written into every log line and answer of its request as it was sent.
        const offered = request.headers['x-request-id'];
        const id = typeof offered === 'string' && REQUEST_ID_FORMAT.test(offered) ? offered : randomUUID();
        (request as unknown as Record<symbol, string>)[REQUEST_ID] = id;
        if (!answerEarly(request, response)) inRequestContext(id, () => handler(request, response));
      });
      // What Fastify sets on a server it makes itself: its keep-alive and no request timeout.
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.requestTimeout = 0;
      server.on('connection', (socket: Connection) => {
        connections.add(socket);
        socket.once('close', () => connections.delete(socket));
      });
      return server;
    },
  });
  // Before Nest adds its routes: the API's methods per address, for the 405 a wrong method gets.
  adapter.getInstance().addHook('onRoute', (route) => noteApiRoute(route.method, route.url));
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options.env), adapter, {
    logger: options.logLevels === false ? false : new NestLogger(logger, options.logLevels),
    bufferLogs: false,
    rawBody: true,
  });
  const settings = app.get<Settings>(SETTINGS);
  trustedProxy = proxyTrust(settings.trustProxy);
  app.setGlobalPrefix('api', { exclude: SITE_FILE_PATHS });
  app.useGlobalPipes(
    new TextSafetyPipe(),
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      forbidUnknownValues: true,
    }),
  );
  const fastify = app.getHttpAdapter().getInstance();
  // First of all hooks: the library's files are answered before anything a page or an API call needs.
  registerMediaServing(app);
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT }, boundedJsonParser(fastify));
  await app.register(cookie, { secret: settings.jwtSecret });
  // Uploads only: the parser reads nothing until a handler asks for the parts (after the guards),
  // and every other route still refuses a body that is not JSON (SameOriginGuard).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: settings.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  // Nest registers its routes when the app starts, with this hook in place: a route's @BodyLimit
  // becomes Fastify's limit for it. A route allowed more than BODY_LIMIT (the redirect import)
  // answers a caller without any credential before reading that body: guards run only after it.
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as BodyLimitConfig | undefined)?.bodyLimit;
    if (limit === undefined) return;
    route.bodyLimit = limit;
    if (limit > BODY_LIMIT) route.onRequest = [...[route.onRequest ?? []].flat(), refuseStrangerBeforeBody];
  });
  // On shutdown, in-flight requests finish, and their keep-alive connections close with them
  // instead of holding the process open until the keep-alive timeout. Every connection with no answer
  // under way closes at once: Node's closeIdleConnections leaves one that never sent a request (a
  // browser's preconnect) or is sending its next one slowly, and as closing stops Node's headers
  // timeout, such a connection held the shutdown for as long as the client liked.
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
    fastify.server.closeIdleConnections();
    for (const socket of connections) {
      const latest = socket[LATEST];
      if (!latest || latest.writableFinished) socket.destroy();
      // An answer whose headers went out before the shutdown carries no `connection: close` (onSend
      // below): Node keeps its connection for the next request, up to the keep-alive timeout. It
      // closes once that answer is sent, unless another request has begun on it (whose answer
      // closes it). A listener per answer under way, at shutdown only.
      else if (latest.headersSent) latest.once('finish', () => setImmediate(() => socket[LATEST] === latest && socket.destroySoon()));
    }
  });
  // Every answer names the request id the logs carry, so a user's report can be matched to a log line.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  // CORS stays closed unless CORS_ORIGINS names the other sites allowed to call the API.
  if (settings.corsOrigins.length > 0) app.enableCors({ origin: settings.corsOrigins, credentials: true });
  // Once the hooks have run, Nest ends the process by exit() rather than by sending the signal to
  // itself again: a signal's default action skips the 'exit' event, where the last second of log
  // lines, still batched, is written (standardOutput).
  app.enableShutdownHooks(undefined, { useProcessExit: true });
  await setupOpenApi(app);
  // Before the pages' route: a redirect wins over a page, and applies with pages off too.
  // The pages' renderer, once registered, also says which spelling of a public page is its own.
  const registered: { pages?: PageRenderer } = {};
  serveRedirects(fastify, app.get(RedirectsService), async (path, query) => registered.pages?.canonicalRedirect(path, query));
  const pages = (registered.pages = options.pages === false ? undefined : await registerPages(app));
  const logRequests = options.logRequests !== false;
  // In this order: the media files are the most requested, the site read is one path.
  const answerers: EarlyAnswerer[] = [app.get(MediaServing), app.get(SiteAnswers), ...(pages ? [pages] : [])];
  // While closing, Fastify answers (with connection: close) so keep-alive connections end.
  answerEarly = (request, response) => {
    if (closing) return false;
    const started = performance.now();
    const id = requestIdOf(request);
    let answered: EarlyAnswered | undefined;
    for (let i = 0; answered === undefined && i < answerers.length; i++) answered = answerers[i].answerEarly(request, response, id);
    if (answered === undefined) return false;
    if (logRequests && !answered.quiet) {
      // Every field named, no spread: V8 defines the properties after a spread one by one in its
      // runtime (a map transition each), on every request.
      accessLines.write({
        reqId: id,
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        status: answered.status,
        bytes: answered.bytes,
        ms: performance.now() - started,
        ip: proxyAddr(request, trustedProxy),
      });
    }
    return true;
  };
  return app;
}
