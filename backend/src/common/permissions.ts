/**
 * Who may do what in the back office: the one table of roles and their permissions. The access
 * guard (`@Allow(permission)` on each route), the back office's navigation (the viewer's
 * permissions from `GET /api/auth/me`) and the authorization matrix (test/authorization-matrix)
 * all read it, so a role cannot be given a screen the API refuses it, nor the reverse.
 */
export const PERMISSIONS = [
  // the dashboard's totals and charts
  'panel',
  // site sections, pages, the home page's layout, menus, redirects, search appearance, case studies, offers
  'content',
  // the media library: read (the picker), upload, and change or delete any image
  'media:read',
  'media:upload',
  'media:write',
  // write and edit posts; without posts:publish only one's own, and only as drafts
  'posts:write',
  // publish and unpublish posts, edit anyone's, categories, tags and the blog's settings
  'posts:publish',
  // every customer's orders, retainers, invoices and receipts, the totals and their exports
  'orders:read',
  // order and payment statuses, cancelling retainers, deleting orders
  'orders:write',
  'tax',
  'messages',
  'subscribers',
  'audits',
  // the client portal: projects, their stages, onboarding set-up, deliverables, approvals and threads
  'projects',
  // the roster as a list (who is on the team, in which role)
  'team:read',
  // the business details (where leads are mailed, the seller on receipts) and the mail previews
  'settings',
  'audit-log',
  'payments:read',
  // the Owner's alone (OWNER_ONLY)
  'team',
  'payments',
  'api-keys',
  'webhooks',
  'script',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The Owner's alone, whatever role another member has: who is on the team and in which role,
 * where payments go, API keys, webhooks, and the settings that add script to every page.
 */
export const OWNER_ONLY: readonly Permission[] = ['team', 'payments', 'api-keys', 'webhooks', 'script'];

/** The spec's roster roles (Admin, User) and the staff roles beside them. */
export const USER_ROLES = ['Admin', 'Editor', 'Author', 'Sales', 'Bookkeeping', 'Delivery', 'User'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const ADMIN: readonly Permission[] = PERMISSIONS.filter((permission) => !OWNER_ONLY.includes(permission));

/** Each role as its named set of permissions. `User` is the spec's listed-but-not-staff role: nothing. */
export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  Admin: ADMIN,
  Editor: ['content', 'media:read', 'media:upload', 'media:write', 'posts:write', 'posts:publish'],
  Author: ['posts:write', 'media:read', 'media:upload'],
  Sales: ['messages', 'audits', 'subscribers', 'orders:read'],
  Bookkeeping: ['orders:read', 'orders:write', 'tax', 'payments:read'],
  // The portal only: a project's reports carry their findings, so the audits (and with them the
  // visitors' free analyses, which are leads) stay Sales' and the Admins'.
  Delivery: ['projects'],
  User: [],
};

/** What a roster entry may do: its role's permissions, and the Owner's besides for the one Owner (always an Admin). */
export function permissionsOf(role: UserRole, owner: boolean): readonly Permission[] {
  return owner && role === 'Admin' ? PERMISSIONS : ROLE_PERMISSIONS[role];
}

/** Roles that open the back office at all. */
export const isStaffRole = (role: UserRole): boolean => ROLE_PERMISSIONS[role].length > 0;
