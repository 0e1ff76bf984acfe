/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ViewerDto = {
  email: string;
  /**
   * The account opened a link sent to its address
   */
  emailVerified: boolean;
  id: string;
  /**
   * A member of the team: on the roster in a role that opens the back office (any but User), and the e-mail is verified
   */
  isAdmin: boolean;
  /**
   * The one Owner of the site (the first Admin, transferable)
   */
  isOwner: boolean;
  /**
   * A member of the team whose password predates the team’s rule (at least 12 characters, not breached): the back office refuses them (403) until they choose a new one (PUT /api/account/password)
   */
  mustChangePassword: boolean;
  /**
   * The Owner requires two-factor sign-in of the team and this member has none yet: the back office refuses them (403) until they set it up
   */
  mustEnrolTwoFactor: boolean;
  /**
   * What the role allows in the back office (the navigation shows only these screens)
   */
  permissions: Array<'panel' | 'content' | 'media:read' | 'media:upload' | 'media:write' | 'posts:write' | 'posts:publish' | 'orders:read' | 'orders:write' | 'tax' | 'messages' | 'subscribers' | 'audits' | 'projects' | 'team:read' | 'settings' | 'audit-log' | 'payments:read' | 'team' | 'payments' | 'api-keys' | 'webhooks' | 'script'>;
  /**
   * The roster role of a member whose e-mail is verified; null for everyone else
   */
  role: 'Admin' | 'Editor' | 'Author' | 'Sales' | 'Bookkeeping' | 'Delivery' | 'User' | null;
};

