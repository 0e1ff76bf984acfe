import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';

/** What an API key may be given; each operation an integrator may call names the one it needs. */
export const API_KEY_SCOPES = [
  'content:read',
  'content:write',
  'orders:read',
  'orders:write',
  'messages:read',
  'subscribers:read',
  'audits:read',
  'audits:write',
  'projects:read',
  'projects:write',
  // webhook endpoints and their delivery log: only the Owner may grant it (OWNER_GRANTED_SCOPES)
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Scopes only a member holding the same power in person may put on a key: a key that manages
 * webhooks can have every order, message and subscriber sent to an address of its choosing, which
 * is the Owner's alone (`webhooks` in OWNER_ONLY).
 */
export const OWNER_GRANTED_SCOPES: Readonly<Partial<Record<ApiKeyScope, 'webhooks'>>> = { 'webhooks:manage': 'webhooks' };

export const SCOPES = 'rankwell:api-key-scopes';
/**
 * The security schemes of the OpenAPI document, named for what they are: generators (hey-api and
 * the like) take a scheme's name for its kind, and named `apiKey` a bearer scheme read as a cookie.
 */
export const API_KEY_SCHEME = 'apiKeyBearer';
export const SESSION_COOKIE_SCHEME = 'sessionCookie';
export const SESSION_BEARER_SCHEME = 'sessionBearer';
/** The OpenAPI extension that lists the scopes an operation accepts, for programs reading the spec. */
export const SCOPES_EXTENSION = 'x-api-key-scopes';

/**
 * Opens the route to API keys holding `scope`, beside the roles that may call it. A route without
 * it is never reachable with a key (deny by default), whatever scopes the key has; a public route
 * without it serves a key's request as a visitor's.
 */
export const Scopes = (scope: ApiKeyScope) =>
  applyDecorators(
    SetMetadata(SCOPES, [scope] satisfies ApiKeyScope[]),
    // The key beside the session (completeOpenApiDocument adds the cookie and the access token,
    // the 401/403/429 answers and the access line naming the scope); Swagger UI's Authorize sends it.
    ApiBearerAuth(API_KEY_SCHEME),
    ApiExtension(SCOPES_EXTENSION, [scope]),
  );
