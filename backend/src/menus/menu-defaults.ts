import type { MenuKey } from './texts.js';

export interface StoredLink {
  kind: string;
  target: string;
}
export interface StoredItem {
  label: string;
  link: StoredLink;
  children?: StoredItem[];
}
export interface StoredMenu {
  title: string;
  items: StoredItem[];
}

const anchor = (label: string, target: string): StoredItem => ({ label, link: { kind: 'anchor', target } });
const fixed = (label: string, target: string): StoredItem => ({ label, link: { kind: 'fixed', target } });

/** The spec's five anchors, then what a fresh site needs so every public page is a few clicks from /. */
const SPEC_ANCHORS = [
  anchor('Home', 'home'),
  anchor('About', 'about'),
  anchor('Services', 'services'),
  anchor('Pricing', 'pricing'),
  anchor('Contact', 'contact'),
];

/**
 * What a menu shows until the owner saves it. The bar and Quick Links keep the spec's items first;
 * the bar adds the blog and the second footer column the fixed pages, whose labels differ from the
 * anchors' so a visitor can tell "Pricing" (the section) from "Price list" (the page).
 */
export const DEFAULT_MENUS: Readonly<Record<MenuKey, StoredMenu>> = {
  header: { title: '', items: [...SPEC_ANCHORS, fixed('Blog', '/blog/')] },
  footer: { title: 'Quick Links', items: SPEC_ANCHORS },
  footerExtra: {
    title: 'Explore',
    items: [fixed('Our services', '/service/'), fixed('Price list', '/pricing/'), fixed('Blog', '/blog/'), fixed('Contact page', '/contact')],
  },
};
