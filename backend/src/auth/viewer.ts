import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Permission } from '../common/permissions.js';

/** Who is making the request, as the access token and the roster say. */
export interface Viewer {
  id: string;
  email: string;
  /** the account proved it owns its e-mail address */
  emailVerified: boolean;
  /**
   * Set when an API key makes the request: the key is the principal (id is the key's, and email
   * the key's name and prefix, which audit entries and revisions show), never its creator.
   */
  apiKey?: { id: string; scopes: readonly string[] };
}

/**
 * `isAdmin`: the guard let the request through its route's permission (or an API key's scope);
 * `permissions`: everything the signed-in member's role holds, read by the guard on such a route.
 */
export type RequestWithViewer = { user?: Viewer; isAdmin?: boolean; permissions?: readonly Permission[] };

/** The signed-in account of the request (undefined on a public route without a session). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): Viewer | undefined => {
  return context.switchToHttp().getRequest<RequestWithViewer>().user;
});

/**
 * The author a member is held to on the back office's posts: their own id when their role writes
 * posts but does not publish them (an Author), null for those who publish and for API keys.
 */
export const OwnPostsOnly = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  const request = context.switchToHttp().getRequest<RequestWithViewer>();
  const user = request.user;
  if (!user || user.apiKey !== undefined) return null;
  return (request.permissions ?? []).includes('posts:publish') ? null : user.id;
});
