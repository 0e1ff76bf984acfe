/** The menus the owner edits: which exist, how large they may grow, and what the back office is told. */
export const MENU_KEYS = ['header', 'footer', 'footerExtra'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

export const MENU_NAMES: Readonly<Record<MenuKey, string>> = {
  header: 'Navigation bar',
  footer: 'Footer: first column',
  footerExtra: 'Footer: second column',
};

export const MENU_LIMITS = {
  labelLength: 60,
  titleLength: 40,
  /** a bar wider than this wraps on a laptop; the footer columns read as lists */
  items: 12,
  children: 12,
  pathLength: 500,
  urlLength: 2000,
} as const;

export const LINK_KINDS = ['anchor', 'fixed', 'page', 'post', 'category', 'caseStudy', 'path', 'external'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The home page's anchors; an anchor drops out while the admin hides the section it leads to. */
export const HOME_ANCHORS: Readonly<Record<string, { href: string; section?: string; label: string }>> = {
  home: { href: '/', label: 'Home' },
  about: { href: '/#about-sec', section: 'about', label: 'About' },
  services: { href: '/#services-sec', section: 'serviceText', label: 'Services' },
  pricing: { href: '/#pricing-sec', label: 'Pricing' },
  contact: { href: '/#contact-sec', section: 'contacts', label: 'Contact' },
};

/** The site's fixed public pages a menu may link to, by address. */
export const FIXED_LINKS: Readonly<Record<string, string>> = {
  '/': 'Home page',
  '/service/': 'Services page',
  '/pricing/': 'Pricing page',
  '/contact': 'Contact page',
  '/contact-us': 'Contact page (/contact-us)',
  '/blog/': 'Blog',
  '/case-studies/': 'Case studies',
  '/login': 'Log in',
  '/register': 'Sign up',
};

export const MENU_TEXTS = {
  noSuchMenu: (key: string) => `No menu is called “${key}”; the menus are ${MENU_KEYS.join(', ')}`,
  labelRequired: 'Give every item a label',
  labelTooLong: `A label must be at most ${MENU_LIMITS.labelLength} characters`,
  titleTooLong: `The column title must be at most ${MENU_LIMITS.titleLength} characters`,
  tooManyItems: `A menu holds at most ${MENU_LIMITS.items} items`,
  tooManyChildren: `An item holds at most ${MENU_LIMITS.children} items under it`,
  kind: `The link kind must be one of ${LINK_KINDS.join(', ')}`,
  badTarget: (where: string, why: string) => `${where}: ${why}`,
  anchor: `choose one of the home page's anchors (${Object.keys(HOME_ANCHORS).join(', ')})`,
  fixed: `choose one of the site's pages (${Object.keys(FIXED_LINKS).join(', ')})`,
  id: 'the target must be the id of an existing record',
  missing: (what: string) => `no ${what} has that id (deleted?)`,
  path: `an address of this site starts with one "/" (for example /about-us), without spaces, at most ${MENU_LIMITS.pathLength} characters`,
  external: `an outside address starts with https:// or http:// and names a host, at most ${MENU_LIMITS.urlLength} characters`,
  saved: (name: string) => `${name} saved`,
} as const;
