import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { apiAreas, completeOpenApiDocument } from './common/api-docs.js';
import { toOpenApi31 } from './common/openapi-31.js';
import { API_KEY_SCHEME, SESSION_BEARER_SCHEME, SESSION_COOKIE_SCHEME } from './common/scopes.decorator.js';
import pluginMetadata from './metadata.js';

/**
 * The licence of the API description: the product is not open source (no LICENSE file, a private
 * package), so all rights stay with its owner. No url: OpenAPI 3.1 takes an absolute one only, and
 * each instance has its own address; the name says where to ask.
 */
const LICENSE = { name: 'Proprietary: all rights reserved (ask at the site’s /contact page)' };

/** The first page integrators read (Swagger UI, Redoc): how to authenticate, errors, limits; docs/api.md is the guide. */
const API_DESCRIPTION = [
  'Site content, pricing, orders, payments, messages, subscribers and accounts of the agency’s site: the API its own pages and back office use, open to other programs with an API key.',
  '',
  '**Authentication.** A program sends an API key an Admin created at /api-keys as `Authorization: Bearer rk_…`; each operation open to keys names its scope in `x-api-key-scopes` and in its description. Browsers use the session cookie set by POST /api/auth/login. Operations with `security: []` are public.',
  '',
  '**Errors.** Every error answer is JSON of the `ErrorResponse` schema: `{statusCode, message, error}`, where `message` is a string or, for invalid input, a list naming each field. 401 means no or a bad credential, 403 a credential that may not do this, 404 an unknown id (also a malformed one), 409 a conflict with the stored state (a stale `If-Match` version, a duplicate), 413 a body over the limit (256 KB unless stated), 429 too many requests (see `Retry-After`).',
  '',
  '**Rate limits.** 600 requests a minute per API key (the site may set `API_KEY_RATE_LIMIT`); sign-in, sign-up and the public forms have lower limits per address, stated on each operation.',
  '',
  '**Conventions.** Ids are UUIDs. Lists are paged with `page` and `pageSize` and answer `{items, total, page, pageSize}` unless stated. Edits of versioned records take the version read in `If-Match` and answer 409 when someone saved in between.',
].join('\n');

/**
 * OpenAPI 3.1. Operation ids are the controller method names, so the generated client reads `ordersService.getOrders()`.
 * The DTOs' schemas need the Swagger plugin's metadata, which setupOpenApi loads.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Agency site API')
    .setDescription(API_DESCRIPTION)
    .setVersion('1.0.0')
    .addServer(
      '/',
      'This site, in production or on a local or staging copy alike: the API is served under /api by the same host as the pages (use the site’s own address, e.g. https://agency.example).',
    )
    .addCookieAuth(
      'rankwell_access',
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          'The session of a browser signed in at /login (HttpOnly, 15 minutes, renewed by POST /api/auth/refresh). Swagger UI sends it when the site is open in the same browser. Programs use an API key instead.',
      },
      SESSION_COOKIE_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          "The same session's access token sent as `Authorization: Bearer …` instead of the cookie. For programs, prefer an API key. A JWT as RFC8725 (JSON Web Token Best Current Practices) asks: signed and checked with one algorithm (HS256) only, 15 minutes' expiry checked.",
      },
      SESSION_BEARER_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'rk_…',
        description:
          'An API key an Admin created at /api-keys, sent as `Authorization: Bearer rk_…`. An operation that accepts keys lists the scopes it needs in `x-api-key-scopes`; every other operation refuses keys (403).',
      },
      API_KEY_SCHEME,
    );
  // By name, so moving a module (which changes the order controllers load in) leaves the document as it is.
  for (const [name, description] of [...apiAreas()].sort(([a], [b]) => a.localeCompare(b))) builder.addTag(name, description);
  const config = builder.build();
  // Set here, not with setContact: it would publish an empty e-mail address. No url: 3.1 takes an
  // absolute one only, and the address is each instance's own (the name says where).
  config.info.contact = { name: 'The agency running this site, at its /contact page' };
  config.info.license = { name: LICENSE.name };
  // Who the server is for (OWASP API9, inventory): the public API of this site, not an internal one.
  for (const server of config.servers ?? []) (server as { 'x-internal'?: boolean })['x-internal'] = false;
  // Published as OpenAPI 3.1 (common/openapi-31.ts says why); the explorer builds 3.0.
  return toOpenApi31(
    completeOpenApiDocument(
      SwaggerModule.createDocument(app, config, {
        operationIdFactory: (_controllerKey, methodKey) => methodKey,
      }),
    ),
  );
}

/**
 * The Swagger UI's content security policy. Its page loads every script from /api/docs/ (the init
 * script, which carries the document, is a file too), so no inline script is allowed; it writes
 * inline styles (its page's <style> blocks and style attributes) and shows data: images (the icons
 * of its stylesheet); "Try it out" calls this origin only.
 */
export const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const DOCS_PATH = /^\/api\/docs(?:[/?]|$)/;

/** Serves the spec and the Swagger UI, with the DTO schemas the Swagger plugin read from the types and validators (src/metadata.ts). */
export async function setupOpenApi(app: INestApplication): Promise<void> {
  await SwaggerModule.loadPluginMetadata(pluginMetadata);
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    if (DOCS_PATH.test(request.url)) void reply.header('content-security-policy', DOCS_POLICY);
  });
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
  });
}
