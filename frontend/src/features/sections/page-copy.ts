/**
 * What each back-office section page is called and edits, in the agency's words (its /setting tile,
 * the side navigation and the page's heading). Kept apart from the placement table, which the route
 * tree needs on every visit, so that public pages do not load the back office's copy; a page
 * without its copy is a compile error.
 */
import type { SectionPagePath } from './placement';

export const SECTION_PAGE_COPY = {
  '/brand': {
    title: 'Brand & site',
    description:
      'The agency’s name, logos, icons, colour, address and contact details, used on every page, in mails and at PayPal; search engines (verification, robots.txt), analytics and tracking tools',
  },
  '/site-texts': {
    title: 'Fixed texts',
    description:
      'Every fixed text visitors and customers read, page by page: eyebrows, pricing, the contact form, the thanks page, ordering, paying, the dashboard, sign-in and the cookie banner',
  },
  '/edit-banner': { title: 'Banner', description: 'The headline, text and images at the top of the home page' },
  '/add-logo': { title: 'Logo', description: 'The logo in the header of every page' },
  '/edit-about': { title: 'About', description: 'Who the agency is, on the home page' },
  '/edit-service': { title: 'Services', description: 'The services heading and each service offered' },
  '/edit-counter': { title: 'Counters', description: 'Happy clients, projects and other figures' },
  '/add-calltoaction': { title: 'Call to action', description: 'The band that invites visitors to get in touch' },
  '/edit-testimonial': { title: 'Testimonials', description: 'What clients say about the agency' },
  '/add-address-footer': {
    title: 'Address, phone and e-mail',
    description: 'The agency’s contact details, shown in the footer, in the contact section and to search engines',
  },
  '/add-social-footer': { title: 'Footer social links', description: 'Links to the agency’s social profiles' },
  '/add-copyright': { title: 'Copyright', description: 'The copyright line under the footer' },
  '/edit-video': { title: 'Video section', description: 'The video block and its points' },
  '/edit-work': { title: 'Work section', description: 'How the agency works, with its steps' },
  '/step-section': { title: 'Work steps', description: 'The steps of the work section' },
  '/edit-faq': { title: 'FAQ', description: 'Frequently asked questions and their answers' },
  '/edit-services-features': { title: 'Features', description: 'The features heading and each feature' },
  '/edit-team-text': { title: 'Team', description: 'The team heading and each team member' },
  '/edit-embeds': {
    title: 'Embeds',
    description: 'Booking pages, videos and maps on the home page, loaded only when seen (and after consent where they set cookies)',
  },
  '/edit-experience': { title: 'Experience', description: 'Experience text and skill bars' },
  '/add-contact': { title: 'Contact details', description: 'The contact page’s details' },
  '/add-about-footer': { title: 'Footer about', description: 'The short text about the agency in the footer' },
  '/add-item': { title: 'Items', description: 'Design items for the back office (not shown on the site)' },
} as const satisfies Record<SectionPagePath, { title: string; description: string }>;
