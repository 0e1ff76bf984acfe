import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../common/public.decorator.js';
import { ROLES, type Role } from '../common/roles.decorator.js';
import { RosterService } from '../users/roster.service.js';
import { AUTH_TEXTS } from './texts.js';
import type { RequestWithViewer, Viewer } from './viewer.js';

/**
 * The one guard every route passes. Deny by default: without @Public() a route needs a valid
 * session; with @AdminOnly() the account must be on the roster as Admin, checked on each
 * request so a role change takes effect at once.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly roster: RosterService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES, targets) ?? [];
    const request = context.switchToHttp().getRequest<RequestWithViewer>();
    try {
      await super.canActivate(context);
    } catch (error) {
      if (!isPublic) throw error;
      request.user = undefined;
    }
    if (roles.includes('Admin') && request.user) {
      request.isAdmin = await this.roster.isAdmin(request.user.email);
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
