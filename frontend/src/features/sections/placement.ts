/**
 * Where each section of the site is edited, declared once: the back-office pages that list a
 * section's records and the route that edits one record. The section routes, the /setting tiles and
 * the back-office navigation are all made from this table, and a test checks that every public
 * section of the site is editable from some page.
 */
export interface SectionPlacement {
  /** the section's key in GET /api/sections */
  key: string;
  /** the route that edits one record of the section; null where the spec has none */
  editor: `/${string}` | null;
}

export interface SectionPageDeclaration {
  path: `/${string}`;
  sections: readonly SectionPlacement[];
}

export type SectionPagePath = (typeof SECTION_PAGES)[number]['path'];

export const SECTION_PAGES = [
  {
    path: '/brand',
    sections: [
      { key: 'siteIdentity', editor: '/brand/$id' },
      { key: 'business', editor: '/business-details/$id' },
      { key: 'seo', editor: '/seo-edit/$id' },
      { key: 'logo', editor: '/edit-logo/$id' },
      { key: 'footerAddress', editor: '/edit-address-footer/$id' },
    ],
  },
  {
    path: '/site-texts',
    sections: [{ key: 'siteTexts', editor: '/site-texts/$id' }],
  },
  {
    path: '/edit-banner',
    sections: [{ key: 'banner', editor: '/banner/$id' }],
  },
  { path: '/add-logo', sections: [{ key: 'logo', editor: '/edit-logo/$id' }] },
  { path: '/edit-about', sections: [{ key: 'about', editor: '/$aboutId' }] },
  {
    path: '/edit-service',
    sections: [
      { key: 'serviceText', editor: '/servicetext-edit/$id' },
      { key: 'serviceItems', editor: '/service-edit/$id' },
    ],
  },
  {
    path: '/edit-counter',
    sections: [{ key: 'counters', editor: '/counters/$id' }],
  },
  {
    path: '/add-calltoaction',
    sections: [{ key: 'actions', editor: '/edit-call/$id' }],
  },
  {
    path: '/edit-testimonial',
    sections: [
      { key: 'testimonialText', editor: '/testimonialtext-edit/$id' },
      { key: 'testimonials', editor: '/edit-testimonial/$id' },
    ],
  },
  {
    path: '/add-address-footer',
    sections: [{ key: 'footerAddress', editor: '/edit-address-footer/$id' }],
  },
  {
    path: '/add-social-footer',
    sections: [{ key: 'footerSocial', editor: '/edit-social-footer/$id' }],
  },
  {
    path: '/add-copyright',
    sections: [{ key: 'copyrights', editor: '/edit-copyright/$id' }],
  },
  {
    path: '/edit-video',
    sections: [
      { key: 'video', editor: '/videotext-edit/$id' },
      { key: 'videoItems', editor: '/video/$id' },
    ],
  },
  {
    path: '/edit-work',
    sections: [
      { key: 'worksec', editor: '/edit-work/$id' },
      { key: 'steps', editor: '/edit-step/$id' },
    ],
  },
  { path: '/step-section', sections: [{ key: 'steps', editor: '/edit-step/$id' }] },
  {
    path: '/edit-faq',
    sections: [
      { key: 'faq', editor: '/faqtext-edit/$id' },
      { key: 'faqItems', editor: '/faq-edit/$id' },
    ],
  },
  {
    path: '/edit-services-features',
    sections: [
      { key: 'featuresText', editor: '/featurestext-edit/$id' },
      { key: 'featureItems', editor: '/edit-feature-items/$id' },
    ],
  },
  {
    path: '/edit-team-text',
    sections: [
      { key: 'teamText', editor: '/team-text-edit/$id' },
      { key: 'teamItems', editor: '/edit-team-items/$id' },
    ],
  },
  {
    path: '/edit-embeds',
    sections: [{ key: 'embeds', editor: '/embed-edit/$id' }],
  },
  {
    path: '/edit-experience',
    sections: [{ key: 'experiences', editor: '/edit-experience/$id' }],
  },
  {
    path: '/add-contact',
    sections: [{ key: 'contacts', editor: '/edit-contact-page/$id' }],
  },
  {
    path: '/add-about-footer',
    sections: [{ key: 'footerAbout', editor: '/edit-about-footer/$id' }],
  },
  { path: '/add-item', sections: [{ key: 'items', editor: null }] },
] as const satisfies readonly SectionPageDeclaration[];

/** Spec routes that edit a section's records besides its editor above. */
export const EXTRA_EDITORS = [{ key: 'serviceItems', editor: '/main-service-edit/$id' }] as const satisfies readonly SectionPlacement[];

/** What the site data carries that is edited by its own screens rather than the section editors (the library's images on /media, the fixed pages' search settings, the pages placed in the bar and footer on /site-pages, the menus on /menus, the home page's order on /home-layout). */
export const EDITED_ELSEWHERE = {
  pricings: '/add-pricing',
  media: '/media',
  pageSeo: '/search-appearance',
  navPages: '/site-pages',
  menus: '/menus',
  homeOrder: '/home-layout',
  // What the analytics settings (on /brand) and a published privacy page make of the cookie notices.
  cookies: '/brand',
} as const;

type Placement = (typeof SECTION_PAGES)[number]['sections'][number] | (typeof EXTRA_EDITORS)[number];
export type EditorPath = NonNullable<Placement['editor']>;
export type EditorPlacement = { key: string; editor: EditorPath };

const hasEditor = (placement: Placement): placement is Placement & EditorPlacement => placement.editor !== null;

/** Every editor route once, with the section it edits. */
const PLACEMENTS: readonly Placement[] = [...SECTION_PAGES.flatMap((page): readonly Placement[] => page.sections), ...EXTRA_EDITORS];
export const SECTION_EDITORS: readonly EditorPlacement[] = [
  ...new Map(PLACEMENTS.filter(hasEditor).map((placement) => [placement.editor, placement])).values(),
];

/** The route that edits one record of a section, for the lists' Edit links. */
export function editorOf(sectionKey: string): EditorPath | undefined {
  return SECTION_EDITORS.find((placement) => placement.key === sectionKey)?.editor;
}
