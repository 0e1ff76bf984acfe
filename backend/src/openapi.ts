import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { completeOpenApiDocument } from './common/api-docs.js';
import { API_KEY_SCHEME } from './common/scopes.decorator.js';
import pluginMetadata from './metadata.js';

/** The licence of the API description: the product is not open source (no LICENSE file, a private package), so all rights stay with its owner. */
const LICENSE = { name: 'Proprietary: all rights reserved', url: '/contact' };

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

/** Every tag with what it groups; a new controller's tag is added here (backend/test/openapi-doc.spec.ts checks it). */
export const API_TAGS: Record<string, string> = {
  auth: 'Sign-up, sign-in and sessions of people: cookies for the site’s own pages. Programs use an API key instead.',
  account: 'The signed-in person’s own account: password, e-mail address, data export, deletion.',
  'api-keys': 'API keys for other programs: an Admin creates them with scopes and revokes them. Never reachable with a key.',
  content: 'The site’s sections (banner, services, FAQ, footer and the rest): public reads, and the back office’s edits, order, visibility and history.',
  pricing: 'The packages (offers) on offer: one-off or retainers, in any PayPal currency; their creation, edits and archiving.',
  orders: 'Orders of packages: customers place and cancel their own; Admins and keys with `orders:*` read and update everyone’s.',
  subscriptions: 'Retainers: the PayPal subscriptions of recurring packages, their payments and periods, cancellations, and the MRR and churn figures.',
  invoices: 'Invoices and credit notes issued with each verified payment and refund: as PDF, as a page, and as CSV for the accountant.',
  tax: 'The seller’s VAT settings and the rate per customer country: Admins only, never reachable with a key.',
  payments: 'PayPal checkout of an order, PayPal’s payment notifications, and the payment e-mail that receives the money.',
  messages: 'Messages from the contact form, their spam review, and their CSV export.',
  subscribers: 'Newsletter sign-ups with double opt-in, unsubscribes, and the list of subscribers.',
  audits:
    'The free SEO analysis: a visitor asks for an audit of their site and reads its report (and PDF) through a token; the back office lists every audit, runs one, runs it again and compares two runs.',
  projects:
    'The client portal: a project per paid order or started retainer, its stages and dates, the onboarding questions of its offer and the client’s answers. A client reaches only their own (anyone else’s id answers 404).',
  media: 'The image library: uploads, variants, alt texts and where each image is used.',
  redirects: 'Redirects of old paths (301, 302) and gone pages (410), one by one or imported from CSV.',
  users: 'The admin roster: which e-mail addresses are Admins. Never reachable with a key.',
  audit: 'The audit log of every change made in the back office.',
  mail: 'Previews of every mail the site sends.',
  panel: 'The back office panel’s charts.',
  site: 'Everything the public pages show, in one cacheable answer.',
  webhooks:
    'Webhook endpoints that are told of orders, messages, subscribers and content changes as they happen, signed; their delivery log. Never reachable with a key.',
  pages:
    'The site’s own pages at /{slug} (privacy policy, about…): public reads of published ones, and the back office’s drafts, edits, publishing and placement in the navigation bar and footer.',
  blog: 'The blog: public posts, categories, tags and its name; the back office’s posts (drafts, scheduled, published), categories, tags and authors.',
  menus:
    'The navigation bar’s and the footer’s menus the owner edits: typed links to anchors, fixed pages, pages, posts, categories and other sites, one level of nesting.',
  'case-studies':
    'Case studies: public list (by industry or service) and pages of published ones; the back office’s drafts, scheduled and published studies with their results, quote and images.',
  seo: 'The search appearance (title, meta description, social image, noindex, canonical) of the fixed public pages: /, /service/, /pricing/, /contact and /thanks.',
  health: 'Whether the app and its database answer, for load balancers and monitors.',
};

/**
 * Operation ids are the controller method names, so the generated client reads `ordersService.getOrders()`.
 * The DTOs' schemas need the Swagger plugin's metadata, which setupOpenApi loads.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Agency site API')
    .setDescription(API_DESCRIPTION)
    .setVersion('1.0.0')
    .setLicense(LICENSE.name, LICENSE.url)
    .addServer('/', 'This site: the API is served under /api by the same host as the pages (use the site’s own address, e.g. https://agency.example).')
    .addCookieAuth('rankwell_access', {
      type: 'apiKey',
      in: 'cookie',
      description:
        'The session of a browser signed in at /login (HttpOnly, 15 minutes, renewed by POST /api/auth/refresh). Swagger UI sends it when the site is open in the same browser.',
    })
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: "The same session's access token sent as `Authorization: Bearer …` instead of the cookie. For programs, prefer an API key.",
    })
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
  for (const [name, description] of Object.entries(API_TAGS)) builder.addTag(name, description);
  const config = builder.build();
  // Set here, not with setContact: it would publish an empty e-mail address.
  config.info.contact = { name: 'The agency running this site', url: '/contact' };
  return completeOpenApiDocument(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
    }),
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
