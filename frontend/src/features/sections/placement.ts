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
  title: string;
  /** what the page edits, in the agency's words (shown on its /setting tile) */
  description: string;
  sections: readonly SectionPlacement[];
}

export const SECTION_PAGES = [
  {
    path: '/brand',
    title: 'Brand & site',
    description: 'The agency’s name, logos, icons, colour, address and contact details, used on every page, in mails and at PayPal',
    sections: [
      { key: 'siteIdentity', editor: '/brand/$id' },
      { key: 'logo', editor: '/edit-logo/$id' },
      { key: 'footerAddress', editor: '/edit-address-footer/$id' },
    ],
  },
  {
    path: '/site-texts',
    title: 'Fixed texts',
    description: 'Eyebrows, the pricing heading, the featured-package badge, the price period, the thanks page and the notice under forms',
    sections: [{ key: 'siteTexts', editor: '/site-texts/$id' }],
  },
  {
    path: '/edit-banner',
    title: 'Banner',
    description: 'The headline, text and images at the top of the home page',
    sections: [{ key: 'banner', editor: '/banner/$id' }],
  },
  { path: '/add-logo', title: 'Logo', description: 'The logo in the header of every page', sections: [{ key: 'logo', editor: '/edit-logo/$id' }] },
  { path: '/edit-about', title: 'About', description: 'Who the agency is, on the home page', sections: [{ key: 'about', editor: '/$aboutId' }] },
  {
    path: '/edit-service',
    title: 'Services',
    description: 'The services heading and each service offered',
    sections: [
      { key: 'serviceText', editor: '/servicetext-edit/$id' },
      { key: 'serviceItems', editor: '/service-edit/$id' },
    ],
  },
  {
    path: '/edit-counter',
    title: 'Counters',
    description: 'Happy clients, projects and other figures',
    sections: [{ key: 'counters', editor: '/counters/$id' }],
  },
  {
    path: '/add-calltoaction',
    title: 'Call to action',
    description: 'The band that invites visitors to get in touch',
    sections: [{ key: 'actions', editor: '/edit-call/$id' }],
  },
  {
    path: '/edit-testimonial',
    title: 'Testimonials',
    description: 'What clients say about the agency',
    sections: [
      { key: 'testimonialText', editor: '/testimonialtext-edit/$id' },
      { key: 'testimonials', editor: '/edit-testimonial/$id' },
    ],
  },
  {
    path: '/add-address-footer',
    title: 'Address, phone and e-mail',
    description: 'The agency’s contact details, shown in the footer, in the contact section and to search engines',
    sections: [{ key: 'footerAddress', editor: '/edit-address-footer/$id' }],
  },
  {
    path: '/add-social-footer',
    title: 'Footer social links',
    description: 'Links to the agency’s social profiles',
    sections: [{ key: 'footerSocial', editor: '/edit-social-footer/$id' }],
  },
  {
    path: '/add-copyright',
    title: 'Copyright',
    description: 'The copyright line under the footer',
    sections: [{ key: 'copyrights', editor: '/edit-copyright/$id' }],
  },
  {
    path: '/edit-video',
    title: 'Video section',
    description: 'The video block and its points',
    sections: [
      { key: 'video', editor: '/videotext-edit/$id' },
      { key: 'videoItems', editor: '/video/$id' },
    ],
  },
  {
    path: '/edit-work',
    title: 'Work section',
    description: 'How the agency works, with its steps',
    sections: [
      { key: 'worksec', editor: '/edit-work/$id' },
      { key: 'steps', editor: '/edit-step/$id' },
    ],
  },
  { path: '/step-section', title: 'Work steps', description: 'The steps of the work section', sections: [{ key: 'steps', editor: '/edit-step/$id' }] },
  {
    path: '/edit-faq',
    title: 'FAQ',
    description: 'Frequently asked questions and their answers',
    sections: [
      { key: 'faq', editor: '/faqtext-edit/$id' },
      { key: 'faqItems', editor: '/faq-edit/$id' },
    ],
  },
  {
    path: '/edit-services-features',
    title: 'Features',
    description: 'The features heading and each feature',
    sections: [
      { key: 'featuresText', editor: '/featurestext-edit/$id' },
      { key: 'featureItems', editor: '/edit-feature-items/$id' },
    ],
  },
  {
    path: '/edit-team-text',
    title: 'Team',
    description: 'The team heading and each team member',
    sections: [
      { key: 'teamText', editor: '/team-text-edit/$id' },
      { key: 'teamItems', editor: '/edit-team-items/$id' },
    ],
  },
  {
    path: '/edit-experience',
    title: 'Experience',
    description: 'Experience text and skill bars',
    sections: [{ key: 'experiences', editor: '/edit-experience/$id' }],
  },
  {
    path: '/add-contact',
    title: 'Contact details',
    description: 'The contact page’s details',
    sections: [{ key: 'contacts', editor: '/edit-contact-page/$id' }],
  },
  {
    path: '/add-about-footer',
    title: 'Footer about',
    description: 'The short text about the agency in the footer',
    sections: [{ key: 'footerAbout', editor: '/edit-about-footer/$id' }],
  },
  { path: '/add-item', title: 'Items', description: 'Design items for the back office (not shown on the site)', sections: [{ key: 'items', editor: null }] },
] as const satisfies readonly SectionPageDeclaration[];

/** Spec routes that edit a section's records besides its editor above. */
export const EXTRA_EDITORS = [{ key: 'serviceItems', editor: '/main-service-edit/$id' }] as const satisfies readonly SectionPlacement[];

/** Sections the site data carries that are edited by their own screens rather than the section editors. */
export const EDITED_ELSEWHERE = { pricings: '/add-pricing' } as const;

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
