import type { PublicMenuItem } from '@rankwell/api-client';
import { isShown, type SiteData } from '../site/types';

export type MenuKey = 'header' | 'footer' | 'footerExtra';
export interface MenuLink {
  label: string;
  href: string;
  children: MenuLink[];
}

const SPEC_ANCHORS: PublicMenuItem[] = [
  { label: 'Home', href: '/', children: [] },
  { label: 'About', href: '/#about-sec', section: 'about', children: [] },
  { label: 'Services', href: '/#services-sec', section: 'serviceText', children: [] },
  { label: 'Pricing', href: '/#pricing-sec', children: [] },
  { label: 'Contact', href: '/#contact-sec', section: 'contacts', children: [] },
];

/** A site read without menus (a component rendered alone) shows the spec's bar and Quick Links. */
const FALLBACK: Record<MenuKey, { title: string; items: PublicMenuItem[] }> = {
  header: { title: '', items: SPEC_ANCHORS },
  footer: { title: 'Quick Links', items: SPEC_ANCHORS },
  footerExtra: { title: '', items: [] },
};

/** The items visitors see: an anchor goes while the admin hides the section it leads to. */
function shown(site: SiteData, items: PublicMenuItem[]): MenuLink[] {
  return items
    .filter((item) => !item.section || isShown(site, item.section as keyof SiteData))
    .map((item) => ({ label: item.label, href: item.href, children: shown(site, item.children) }));
}

/** The published pages the admin placed with "Show in the navigation bar / footer", after the menu's own items. */
export function pageLinks(site: SiteData, place: 'inNav' | 'inFooter'): MenuLink[] {
  return (site.navPages ?? []).filter((page) => page[place]).map((page) => ({ label: page.title, href: `/${page.slug}`, children: [] }));
}

/** A menu as the public pages render it: its title and its items, placed pages appended to the bar and the Quick Links. */
export function menuOf(site: SiteData, key: MenuKey): { title: string; items: MenuLink[] } {
  const menu = site.menus?.[key] ?? FALLBACK[key];
  const placed = key === 'header' ? pageLinks(site, 'inNav') : key === 'footer' ? pageLinks(site, 'inFooter') : [];
  return { title: menu.title, items: [...shown(site, menu.items), ...placed] };
}
