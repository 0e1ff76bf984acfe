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
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const SCOPES = 'rankwell:api-key-scopes';
/** The security scheme of API keys in the OpenAPI document (Swagger UI's Authorize). */
export const API_KEY_SCHEME = 'apiKey';
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
