import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

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

export type RequestWithViewer = { user?: Viewer; isAdmin?: boolean };

/** The signed-in account of the request (undefined on a public route without a session). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): Viewer | undefined => {
  return context.switchToHttp().getRequest<RequestWithViewer>().user;
});
