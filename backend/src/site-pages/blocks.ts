/**
 * The kinds of block a page is made of, declared once: rich text, and each public section of the
 * home page, whose fields (and their rules, FIELD_RULES) come from the section's own declaration
 * in content/sections.ts. A block holds its own copy of what the section shows: the heading
 * record (`data.heading`) and, for a section with items, its records (`data.items`). Kinds that
 * show the site's own records (the offers, the contact details) carry only their heading texts.
 */
import type { SectionKey } from '../content/sections.js';

export interface BlockKind {
  kind: string;
  title: string;
  /** the section whose one record is the block's heading; `pick` keeps only those of its fields */
  heading?: { section: SectionKey; pick?: readonly string[] };
  /** the section whose records the block lists, each checked as that section checks a record */
  items?: SectionKey;
  /** on the home page: the section whose visibility flag (section_state) hides it there, if it has one */
  homeSection?: SectionKey;
}

/**
 * In the spec's order of the home page (pages.tsx before blocks): the home page is this list,
 * its order and hidden flags stored (HomeLayoutService). `richText` is for pages only.
 *
 * A new kind is one entry here and a component in frontend/src/features/public/blocks/kinds.ts
 * (docs/architecture.md, "Adding a block kind").
 */
export const BLOCK_KINDS = [
  { kind: 'richText', title: 'Rich text' },
  { kind: 'banner', title: 'Banner (hero)', heading: { section: 'banner' }, homeSection: 'banner' },
  { kind: 'services', title: 'Services', heading: { section: 'serviceText' }, items: 'serviceItems', homeSection: 'serviceText' },
  { kind: 'about', title: 'About', heading: { section: 'about' }, homeSection: 'about' },
  { kind: 'counters', title: 'Counters', heading: { section: 'counters' }, homeSection: 'counters' },
  { kind: 'video', title: 'Video', heading: { section: 'video' }, items: 'videoItems', homeSection: 'video' },
  { kind: 'steps', title: 'Work steps', heading: { section: 'worksec' }, items: 'steps', homeSection: 'worksec' },
  // The offers are the site's: a page says only how the list is introduced.
  { kind: 'pricing', title: 'Pricing (the offers)', heading: { section: 'siteTexts', pick: ['pricingEyebrow', 'pricingHeading', 'pricingIntro'] } },
  { kind: 'features', title: 'Features', heading: { section: 'featuresText' }, items: 'featureItems', homeSection: 'featuresText' },
  {
    kind: 'testimonials',
    title: 'Testimonials',
    heading: { section: 'testimonialText' },
    items: 'testimonials',
    homeSection: 'testimonialText',
  },
  { kind: 'team', title: 'Team', heading: { section: 'teamText' }, items: 'teamItems', homeSection: 'teamText' },
  { kind: 'faq', title: 'FAQ', heading: { section: 'faq' }, items: 'faqItems', homeSection: 'faq' },
  // The form and the agency's contact details are the site's: a page says only how they are introduced.
  {
    kind: 'contactForm',
    title: 'Contact form',
    heading: { section: 'siteTexts', pick: ['contactEyebrow', 'contactHeading'] },
    homeSection: 'contacts',
  },
  // The site's newest published case studies (CASE_STUDY_GRID_SIZE), each a card linking to its page, and a link to them all.
  { kind: 'caseStudies', title: 'Case studies (the newest published)', heading: { section: 'siteTexts', pick: ['caseStudiesHeading', 'caseStudiesIntro'] } },
  // Booking pages, videos and maps of listed providers (embeds/providers.ts): each frames only its origin, after consent where it sets cookies.
  {
    kind: 'embeds',
    title: 'Embeds (booking, video, map)',
    heading: { section: 'siteTexts', pick: ['embedsHeading'] },
    items: 'embeds',
    homeSection: 'embeds',
  },
  { kind: 'callToAction', title: 'Call to action', heading: { section: 'actions' } },
] as const satisfies readonly BlockKind[];

export type BlockKindName = (typeof BLOCK_KINDS)[number]['kind'];
export const BLOCK_KIND_NAMES: readonly BlockKindName[] = BLOCK_KINDS.map((kind) => kind.kind);
export const BLOCK_KIND_BY_NAME: ReadonlyMap<string, BlockKind> = new Map(BLOCK_KINDS.map((kind) => [kind.kind, kind]));

/** The home page's sections in the spec's order (every kind but rich text and the call to action, which the service page shows). */
export const HOME_KINDS: readonly BlockKindName[] = [
  'banner',
  'services',
  'about',
  'counters',
  'video',
  'steps',
  'pricing',
  'features',
  'testimonials',
  'team',
  'faq',
  'embeds',
  'contactForm',
];

/** How many studies a case-study grid shows, newest first. */
export const CASE_STUDY_GRID_SIZE = 6;

export const BLOCK_LIMITS = { maxBlocks: 40, maxItems: 24, maxAreas: 20, idPattern: /^[A-Za-z0-9_-]{1,40}$/ } as const;

/** One block of a page as stored and as the editor sends it. */
export interface PageBlockData {
  heading?: Record<string, unknown>;
  items?: Record<string, unknown>[];
  body?: unknown;
}
export interface StoredBlock {
  id: string;
  kind: BlockKindName;
  hidden: boolean;
  data: PageBlockData;
}
