import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtension, DECORATORS } from '@nestjs/swagger';

/** What an API key may be given; each operation an integrator may call names the one it needs. */
export const API_KEY_SCOPES = ['content:read', 'content:write', 'orders:read', 'orders:write', 'messages:read', 'subscribers:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const SCOPES = 'rankwell:api-key-scopes';
/** The security scheme of API keys in the OpenAPI document (Swagger UI's Authorize). */
export const API_KEY_SCHEME = 'apiKey';
/** The OpenAPI extension that lists the scopes an operation accepts, for programs reading the spec. */
export const SCOPES_EXTENSION = 'x-api-key-scopes';

/**
 * Adds the scope to the operation's description, for people reading Swagger UI and the client's
 * doc comments. @Scopes stands above the other decorators, so it runs last and sees their summary.
 */
const DescribedScope =
  (scope: ApiKeyScope): MethodDecorator =>
  (_target, _key, descriptor) => {
    const operation = (Reflect.getMetadata(DECORATORS.API_OPERATION, descriptor.value as object) ?? {}) as { description?: string };
    const note = `API keys: needs the \`${scope}\` scope.`;
    Reflect.defineMetadata(
      DECORATORS.API_OPERATION,
      { ...operation, description: operation.description ? `${operation.description}\n\n${note}` : note },
      descriptor.value as object,
    );
    return descriptor;
  };

/**
 * Opens the route to API keys holding `scope`, beside the roles that may call it. A route without
 * it is never reachable with a key (deny by default), whatever scopes the key has; a public route
 * without it serves a key's request as a visitor's.
 */
export const Scopes = (scope: ApiKeyScope) =>
  applyDecorators(
    SetMetadata(SCOPES, [scope] satisfies ApiKeyScope[]),
    // Either one: the Admin's session cookie or a key (Swagger UI's Authorize sends the key).
    ApiCookieAuth(),
    ApiBearerAuth(API_KEY_SCHEME),
    ApiExtension(SCOPES_EXTENSION, [scope]),
    DescribedScope(scope),
  );
