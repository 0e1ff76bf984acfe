import { describe, expect, it } from '@jest/globals';
import type { Permission, Viewer } from '../../site/types';
import { landingOf, mayOpen, NAV_LINKS, navLinks, screenPermission } from './screens';

const member = (permissions: Permission[]): Viewer => ({ email: 'm@example.com', isAdmin: true, permissions });
// The server's table for these roles (backend/src/common/permissions.ts), as GET /api/auth/me sends it.
const AUTHOR = member(['posts:write', 'media:read', 'media:upload']);
const BOOKKEEPING = member(['orders:read', 'orders:write', 'tax', 'payments:read']);

describe('the back office screens each role opens', () => {
  it('shows an Author the blog and the media library only, and lands them on their posts', () => {
    expect(NAV_LINKS.filter((link) => mayOpen(AUTHOR, link.to)).map((link) => link.label)).toEqual(['Media', 'Blog']);
    expect(landingOf(AUTHOR)).toBe('/blog-posts');
    for (const path of ['/total-orders', '/api-keys', '/setting', '/add-user']) expect(mayOpen(AUTHOR, path)).toBe(false);
  });

  it('shows Bookkeeping the money screens and lands them on the orders', () => {
    expect(NAV_LINKS.filter((link) => mayOpen(BOOKKEEPING, link.to)).map((link) => link.label)).toEqual([
      'Orders',
      'Retainers',
      'Invoices',
      'Tax settings',
      'Payment e-mail',
    ]);
    expect(landingOf(BOOKKEEPING)).toBe('/total-orders');
    expect(mayOpen(BOOKKEEPING, '/site-pages/$id')).toBe(false);
  });

  it('opens nothing to a customer, and keeps the settings sections to their own permissions', () => {
    expect(mayOpen({ email: 'c@example.com', isAdmin: false, permissions: ['content'] }, '/media')).toBe(false);
    expect(screenPermission('/seo-edit/$id')).toBe('script');
    expect(screenPermission('/business-details/$id')).toBe('settings');
    expect(screenPermission('/edit-banner/$id')).toBe('content');
  });

  it('places the links routes declare after the link they name, each with the permission its route declares', () => {
    const links = navLinks([
      { fullPath: '/case-study-admin', options: { staticData: { nav: { label: 'Case studies', after: '/blog-posts' } } } },
      { fullPath: '/case-study-admin/$id', options: { staticData: {} } },
      { fullPath: '/payouts', options: { staticData: { nav: { label: 'Payouts', after: '/invoices' }, permission: 'orders:read' } } },
    ]);
    const labels = links.map((link) => link.label);
    expect(labels.slice(labels.indexOf('Blog'), labels.indexOf('Blog') + 3)).toEqual(['Blog', 'Case studies', 'Redirects']);
    expect(labels.slice(labels.indexOf('Invoices'), labels.indexOf('Invoices') + 2)).toEqual(['Invoices', 'Payouts']);
    expect(links.filter((link) => mayOpen(BOOKKEEPING, link.to, link.permission)).map((link) => link.label)).toContain('Payouts');
    expect(links.filter((link) => mayOpen(AUTHOR, link.to, link.permission)).map((link) => link.label)).toEqual(['Media', 'Blog']);
  });
});
