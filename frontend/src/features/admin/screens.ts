import type { StaticDataRouteOption } from '@tanstack/react-router';
import type { Permission, Viewer } from '../../site/types';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A back-office screen's link in the side navigation, after the link to `after`: a kind of
     * document declares it on its own route (routes/case-studies.tsx), so no list here changes.
     */
    nav?: { label: string; after: string };
    /** The permission a back-office screen declared on its route needs, when not `content`. */
    permission?: Permission;
  }
}

/**
 * The permission each back-office screen needs, by its route's path: the same permission the API
 * operations it calls need (backend/src/common/permissions.ts, which gives each role its set). The
 * navigation shows only the screens the viewer's role allows, and a screen opened by its address
 * without it shows the refusal instead. A section's page and editor (placement.ts) need `content`,
 * but for the two sections of settings named here.
 */
const SCREEN_PERMISSIONS: Record<string, Permission> = {
  '/admin': 'panel',
  '/setting': 'content',
  '/total-orders': 'orders:read',
  '/admin/payment-status/$id': 'orders:read',
  '/retainers': 'orders:read',
  '/invoices': 'orders:read',
  '/tax-settings': 'tax',
  '/all-messages': 'messages',
  '/view/$id': 'messages',
  '/all-subscriber': 'subscribers',
  '/audits': 'audits',
  '/audits/$id': 'audits',
  '/client-projects': 'projects',
  '/client-projects/$id': 'projects',
  '/client-projects-setup': 'projects',
  '/add-user': 'team:read',
  '/admin-user/$id': 'team:read',
  '/add-paypal-Email': 'payments:read',
  '/paypal-email/$id': 'payments:read',
  '/audit-log': 'audit-log',
  '/mail-preview': 'settings',
  '/business-details/$id': 'settings',
  '/seo-edit/$id': 'script',
  '/api-keys': 'api-keys',
  '/webhooks': 'webhooks',
  '/media': 'media:read',
  '/blog-posts': 'posts:write',
  '/blog-post/$id': 'posts:write',
  // categories and tags (an Editor's writes) and the writer's own signature (an Author's too)
  '/blog-terms': 'posts:write',
};

export const screenPermission = (path: string): Permission => SCREEN_PERMISSIONS[path] ?? 'content';

/** Whether the viewer's role allows the screen at this route path (or the permission its route declares). */
export const mayOpen = (viewer: Viewer | null | undefined, path: string, permission: Permission = screenPermission(path)): boolean =>
  viewer?.isAdmin === true && (viewer.permissions ?? []).includes(permission);

export interface AdminNavLink {
  to: string;
  label: string;
  exact?: boolean;
  site?: true;
  /** declared on the route (staticData.permission); else the table above */
  permission?: Permission;
}

/** The side navigation's links, in order; each shows only to a role that may open its screen. */
export const NAV_LINKS: AdminNavLink[] = [
  { to: '/admin', label: 'Panel', exact: true },
  { to: '/setting', label: 'Site settings', exact: true },
  // the section pages' links (placement.ts) go here
  { to: '/media', label: 'Media', site: true },
  { to: '/site-pages', label: 'Pages' },
  { to: '/menus', label: 'Menus' },
  { to: '/home-layout', label: 'Home page' },
  { to: '/blog-posts', label: 'Blog' },
  // the links back-office routes declare (staticData.nav) go after the link they name: navLinks
  { to: '/redirects', label: 'Redirects' },
  { to: '/search-appearance', label: 'Search appearance' },
  { to: '/total-orders', label: 'Orders' },
  { to: '/retainers', label: 'Retainers' },
  { to: '/client-projects', label: 'Client projects' },
  { to: '/invoices', label: 'Invoices' },
  { to: '/tax-settings', label: 'Tax settings' },
  { to: '/all-messages', label: 'Messages' },
  { to: '/audits', label: 'Audits' },
  { to: '/all-subscriber', label: 'Subscribers' },
  { to: '/add-user', label: 'Admin users' },
  { to: '/add-pricing', label: 'Pricing' },
  { to: '/add-paypal-Email', label: 'Payment e-mail' },
  { to: '/api-keys', label: 'API keys' },
  { to: '/webhooks', label: 'Webhooks' },
  { to: '/audit-log', label: 'Audit log' },
  { to: '/mail-preview', label: 'Mail preview' },
];

/** The navigation's links with those the route tree's screens declare (`staticData.nav`), each after the link it names. */
export function navLinks(routes: Iterable<{ fullPath: string; options: { staticData?: StaticDataRouteOption } }>): AdminNavLink[] {
  const links = [...NAV_LINKS];
  for (const route of routes) {
    const { nav, permission } = route.options.staticData ?? {};
    if (!nav) continue;
    const after = links.findIndex((link) => link.to === nav.after);
    links.splice(after === -1 ? links.length : after + 1, 0, { to: route.fullPath, label: nav.label, permission });
  }
  return links;
}

/** Each role's everyday screen first (an Author's posts, Sales' messages, Bookkeeping's orders), then the navigation's order. */
const LANDINGS = ['/admin', '/blog-posts', '/all-messages', '/total-orders', '/client-projects', '/audits', ...NAV_LINKS.map((link) => link.to)];

/** Where a member lands in the back office: the panel, or the first screen their role opens. */
export const landingOf = (viewer: Viewer | null | undefined): string | undefined => LANDINGS.find((path) => mayOpen(viewer, path));
