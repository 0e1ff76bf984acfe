import type { MenuInput, MenuItemRecord, MenuLink } from '../../api/client';

export type LinkKind = MenuLink['kind'];

/** An item being edited: its link's kind and target, an id for dragging, and its children. */
export interface DraftItem {
  id: string;
  label: string;
  kind: LinkKind;
  target: string;
  /** why visitors do not see it (as the server last said), else null */
  broken: string | null;
  /** where it led when loaded, to name a target the pick lists do not hold (an older post) */
  href?: string | null;
  children: DraftItem[];
}

export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  anchor: 'Home page section',
  fixed: 'Fixed page',
  page: 'Page',
  post: 'Blog post',
  category: 'Blog category',
  caseStudy: 'Case study',
  path: 'Other address of this site',
  external: 'Another website',
};

/** The server's lists (menus/texts.ts): it refuses anything else. */
export const ANCHOR_OPTIONS = [
  { value: 'home', label: 'Home (top of the home page)' },
  { value: 'about', label: 'About' },
  { value: 'services', label: 'Services' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'contact', label: 'Contact' },
];
export const FIXED_OPTIONS = [
  { value: '/', label: 'Home page (/)' },
  { value: '/service/', label: 'Services page (/service/)' },
  { value: '/pricing/', label: 'Pricing page (/pricing/)' },
  { value: '/contact', label: 'Contact page (/contact)' },
  { value: '/contact-us', label: 'Contact page (/contact-us)' },
  { value: '/blog/', label: 'Blog (/blog/)' },
  { value: '/case-studies/', label: 'Case studies (/case-studies/)' },
  { value: '/login', label: 'Log in (/login)' },
  { value: '/register', label: 'Sign up (/register)' },
];

export const LIMITS = { label: 60, title: 40, items: 12, children: 12 } as const;

let next = 0;
const newId = () => `item-${++next}`;

export function draftOf(item: MenuItemRecord): DraftItem {
  return {
    id: newId(),
    label: item.label,
    kind: item.link.kind,
    target: item.link.target,
    broken: item.broken,
    href: item.href,
    children: item.children.map(draftOf),
  };
}

export function blankItem(): DraftItem {
  return { id: newId(), label: '', kind: 'anchor', target: 'home', broken: null, children: [] };
}

export function inputOf(title: string, items: DraftItem[]): MenuInput {
  const link = (item: DraftItem) => ({ label: item.label.trim(), link: { kind: item.kind, target: item.target.trim() } });
  return { title: title.trim(), items: items.map((item) => ({ ...link(item), children: item.children.map(link) })) };
}

/** What the form says of an item before the server is asked (the server checks it all again). */
export function problemOf(item: DraftItem): string | null {
  if (item.label.trim() === '') return 'Give the item a label';
  if (item.label.trim().length > LIMITS.label) return `At most ${LIMITS.label} characters`;
  const target = item.target.trim();
  if (target === '') return 'Choose where it leads';
  if (item.kind === 'path' && (!target.startsWith('/') || target.startsWith('//') || /[\s\\]/.test(target)))
    return 'An address of this site starts with one / (for example /about-us)';
  if (item.kind === 'external' && !/^https?:\/\/[^\s/]+/i.test(target)) return 'An outside address starts with https:// or http://';
  return null;
}

/** Moves a top-level item into the dropdown of the one above it (one level only). */
export function nestUnderPrevious(items: DraftItem[], index: number): DraftItem[] {
  if (index <= 0 || items[index].children.length > 0) return items;
  const parent = items[index - 1];
  const moved = { ...items[index], children: [] };
  return items.flatMap((item, at) => (at === index ? [] : at === index - 1 ? [{ ...parent, children: [...parent.children, moved] }] : [item]));
}

/** Takes a child out of its dropdown, right after its parent. */
export function unnest(items: DraftItem[], parentIndex: number, childIndex: number): DraftItem[] {
  const parent = items[parentIndex];
  const child = parent.children[childIndex];
  const left = { ...parent, children: parent.children.filter((_, at) => at !== childIndex) };
  return [...items.slice(0, parentIndex), left, child, ...items.slice(parentIndex + 1)];
}
