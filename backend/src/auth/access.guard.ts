import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { API_KEY_TEXTS } from '../api-keys/texts.js';
import { IS_PUBLIC } from '../common/public.decorator.js';
import { PERMISSION } from '../common/roles.decorator.js';
import type { Permission } from '../common/permissions.js';
import { SCOPES, type ApiKeyScope } from '../common/scopes.decorator.js';
import { RosterService } from '../users/roster.service.js';
import { AUTH_TEXTS } from './texts.js';
import { PASSWORD_TEXTS } from './password-rules.js';
import type { RequestWithViewer, Viewer } from './viewer.js';

/** `Authorization: Bearer rk_…`; other bearer tokens are access tokens (JWT) for passport. */
const API_KEY_HEADER = /^Bearer\s+(rk_\S*)\s*$/i;

/**
 * The one guard every route passes. Deny by default: without @Public() a route needs a valid
 * session; with @Allow(permission) the account must be on the roster in a role that holds it
 * (common/permissions.ts), checked against the database on each request, so a role change takes
 * effect at once on every instance.
 *
 * An API key is a principal of its own: a request that presents one is the key's alone, whatever
 * session cookie the browser also sends (Swagger UI in a signed-in browser sends both), so a key
 * never borrows an Admin's session and a session never widens a key. It reaches only the routes
 * that declare one of its scopes with @Scopes(); on a public route without one it is served as
 * a visitor.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly roster: RosterService,
    private readonly apiKeys: ApiKeysService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION, targets);
    const request = context.switchToHttp().getRequest<RequestWithViewer & FastifyRequest>();
    const apiKey = API_KEY_HEADER.exec(request.headers.authorization ?? '')?.[1];
    if (apiKey !== undefined) {
      const viewer = await this.apiKeys.authenticate(apiKey, context.switchToHttp().getResponse<FastifyReply>());
      const scopes = this.reflector.getAllAndOverride<ApiKeyScope[]>(SCOPES, targets);
      if (!scopes) {
        if (!isPublic) throw new ForbiddenException(API_KEY_TEXTS.notForKeys);
        request.user = undefined;
        return true;
      }
      if (!scopes.some((scope) => viewer.apiKey.scopes.includes(scope))) {
        // A public read names a scope for what the key adds (hidden records, versions); without it
        // the key reads what any visitor reads, as on a public route with no scope.
        if (isPublic) {
          request.user = undefined;
          return true;
        }
        throw new ForbiddenException(API_KEY_TEXTS.outOfScope(scopes));
      }
      request.user = viewer;
      // The scope opens the operation as it opens it to an Admin (everyone's orders, hidden records).
      request.isAdmin = true;
      return true;
    }
    try {
      await super.canActivate(context);
    } catch (error) {
      if (!isPublic) throw error;
      request.user = undefined;
    }
    if (permission !== undefined && request.user) {
      const { permissions, mustEnrolTwoFactor, mustChangePassword } = await this.roster.permissionsOf(request.user.email);
      // The team's password rule: a member whose password predates it chooses a new one first
      // (their account page stays open to them: it is not a screen of the team).
      if (mustChangePassword) throw new ForbiddenException(PASSWORD_TEXTS.mustChange);
      // The Owner's rule: no screen of the team until the member has set up a second factor.
      if (mustEnrolTwoFactor) throw new ForbiddenException(AUTH_TEXTS.twoFactorRequired);
      request.permissions = permissions;
      request.isAdmin = permissions.includes(permission);
      if (!request.isAdmin) throw new ForbiddenException(AUTH_TEXTS.noPermission);
    }
    return true;
  }

  /** A failure to check the session (the database is away) is not a missing session: it stays a 503. */
  override handleRequest<TUser = Viewer>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    return user;
  }
}
