import type { SiteDto, ViewerDto } from '@rankwell/api-client';

/** A permission of the team (the server's table, backend/src/common/permissions.ts). */
export type Permission = ViewerDto['permissions'][number];

/** All public content, as GET /api/site answers it. */
export type SiteData = Partial<SiteDto>;

export interface Viewer {
  email: string;
  /** a member of the team: a role that opens the back office */
  isAdmin: boolean;
  /** what the member's role allows (the server's table); the back office shows only these screens */
  permissions?: Permission[];
  /** the Owner requires two-factor sign-in of the team and this member has none yet: sent to the account page */
  mustEnrolTwoFactor?: boolean;
  /** a member whose password predates the team's rule (12 characters, not breached): asked for a new one before the back office */
  mustChangePassword?: boolean;
  /** known when the viewer came from the API (sign-in, /api/auth/me); pages rendered on the server leave it out */
  emailVerified?: boolean;
}

/**
 * Whether visitors see a section: GET /api/site leaves out a section the admin hid (a section that
 * is merely empty is there, as an empty list).
 */
export function isShown(site: SiteData, section: keyof SiteData): boolean {
  return site[section] !== undefined;
}

/** The first record of a section, or an empty object, so pages can read fields safely. */
export function first<T extends object>(records: T[] | undefined): Partial<T> {
  return records?.[0] ?? {};
}
