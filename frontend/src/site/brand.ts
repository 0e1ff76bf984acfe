import type { SiteIdentityRecord, SiteTextsRecord } from '@rankwell/api-client';
import type { AppState } from '../app-state';
import { TEXTS } from '../texts';
import { first, type SiteData } from './types';

export type Brand = Partial<SiteIdentityRecord> & { siteName: string };

/**
 * The agency's identity (Brand & site) with what stands in until it is filled: the site's host
 * name for its name. The product never names itself on the agency's site.
 */
export function brandOf(site: SiteData, publicUrl: string): Brand {
  const identity = first(site.siteIdentity);
  const host = publicUrl ? new URL(publicUrl).hostname : '';
  return { ...identity, siteName: identity.siteName?.trim() || host };
}

export const brandOfState = (state: AppState) => brandOf(state.site, state.publicUrl);

/**
 * The texts the pages of a first visit show (the public layout and sections, an added page and its
 * blocks), with the defaults
 * they had before they were editable. The others (sign-in, the customer area, the blog's and case
 * studies' lines) are in text-defaults.ts, which every page loaded on demand brings (routes/lazy-page.ts):
 * they were 2.5 kB of gzipped script on every first visit.
 */
export const FIRST_VISIT_TEXT_DEFAULTS = {
  aboutEyebrow: 'About',
  servicesEyebrow: 'Services',
  processEyebrow: 'Process',
  featuresEyebrow: 'Why us',
  testimonialsEyebrow: 'Testimonials',
  teamEyebrow: 'Team',
  faqEyebrow: 'FAQ',
  pricingEyebrow: 'Pricing',
  pricingHeading: 'Plans that grow with you',
  pricingIntro: 'Month to month, no long contracts. Pick a package and start this week.',
  featuredBadge: 'Most chosen',
  featuredPackage: 'Standard',
  pricePeriod: '/ month',
  contactEyebrow: TEXTS.contactSubtitle,
  contactHeading: TEXTS.contactHeading,
  newsletterHeading: TEXTS.getEverySingleUpdates,
  formNotice: 'We use what you send only to answer you. No cookies track you on this site.',
  thanksHeading: TEXTS.thankYou,
  thanksText: 'Your message has been received. We will get back to you within two working days.',
  embedsHeading: '',
  messageSent: TEXTS.messageSent,
  sendButton: TEXTS.sendNow,
  newsletterButton: 'Subscribe',
  thanksBackHome: 'Back Home',
  youHavePaid: TEXTS.youHavePaid,
  youHaveCancelled: TEXTS.youHaveCancelled,
  payNow: TEXTS.payNow,
  payNowWithPaypal: TEXTS.payNowWithPaypal,
  paymentCancelled: TEXTS.paymentCancelled,
  contactNameLabel: 'Name',
  contactNamePlaceholder: 'Your name *',
  contactEmailLabel: 'Email',
  contactEmailPlaceholder: 'Your e-mail *',
  contactSubjectLabel: 'Subject',
  contactSubjectPlaceholder: 'Subject *',
  contactMessageLabel: 'Message',
  contactMessagePlaceholder: 'Your website and what you would like to improve *',
  newsletterLabel: 'Newsletter',
  newsletterPlaceholder: 'Your e-mail',
  footerContactHeading: 'Contact',
  navLogin: 'Log in',
  navDashboard: 'Dashboard',
  notFoundHeading: 'Page not found',
  notFoundText: 'The page you asked for does not exist or has moved.',
  notFoundBackHome: 'Back Home',
  emailRequired: TEXTS.emailRequired,
  emailInvalid: TEXTS.emailInvalid,
  passwordRequired: TEXTS.passwordRequired,
  passwordTooShort: TEXTS.passwordTooShort,
  servicePageHeading: 'Our SEO services',
  aboutContactButton: 'Contact Us',
  servicesCaseStudiesLink: 'See our case studies',
  pricingPageHeading: 'Pricing',
  contactPageHeading: 'Contact us',
  blogTaggedHeading: 'Posts tagged {tag}',
  blogPageSuffix: '(page {page})',
  embedLoad: 'Load {provider}',
  embedAfterConsent: '{provider} sets cookies, so it loads once you accept them.',
  embedWhenSeen: '{provider} loads when you scroll to it.',
  embedDeclined: 'You declined cookies, so {provider} is not loaded.',
  embedChangeChoice: 'Change your cookie choice',
  // The banner's defaults are the server's (backend/src/seo/texts.ts, SEO_TEXTS.consent…), which writes the banner.
  consentText: 'We would like to use cookies to count visits and improve this site. Nothing is set unless you accept.',
  auditHeading: 'Audit my site',
  auditIntro:
    'Enter your site’s address: we check its pages against over 60 points of technical SEO and show you the report in a minute. A copy comes by e-mail.',
  auditButton: 'Audit my site',
  auditConsent: 'Check this site and e-mail me the report.',
  auditAddressLabel: 'Your site’s address',
  auditAddressPlaceholder: 'example.com',
  auditEmailLabel: 'Email',
  auditEmailPlaceholder: 'you@example.com',
  auditNameLabel: 'Name (optional)',
  auditPhoneLabel: 'Phone (optional)',
  navMainLabel: 'Main',
  navMobileLabel: 'Mobile',
  navOpenLabel: 'Open navigation',
  navCloseLabel: 'Close navigation',
  homeLinkLabel: '{site} home',
  teamCarouselLabel: 'Team members',
  contactFormLabel: 'Free SEO analysis',
  // An added page's (a landing page's), which loads without text-defaults.ts (routes/public.tsx).
  sitePageLoading: 'Loading the page…',
};

/** Every fixed text, as the API describes the record (text-defaults.ts gives each its default). */
export type SiteTexts = Required<Omit<SiteTextsRecord, '_id' | 'createdAt' | 'updatedAt' | 'position' | 'hidden' | 'version'>>;

export type CookieMode = NonNullable<SiteData['cookies']>['mode'];

/**
 * The notice under forms, by default, says what the site's analytics and tracking tools really do:
 * "no cookies" stays true only while no tool is on.
 */
export const FORM_NOTICE_BY_COOKIES: Record<CookieMode, string> = {
  none: FIRST_VISIT_TEXT_DEFAULTS.formNotice,
  cookieless: 'We use what you send only to answer you. Visits to this site are counted without cookies.',
  afterConsent: 'We use what you send only to answer you. Cookies that count visits are set only if you accept them.',
};

/** The defaults known so far: the first visit's, and all of them once a page loaded on demand has brought the rest (registerTextDefaults). */
let knownDefaults: Partial<SiteTexts> = FIRST_VISIT_TEXT_DEFAULTS;

/** Called by text-defaults.ts as it loads: from then on every text has its default. */
export function registerTextDefaults(all: SiteTexts): void {
  knownDefaults = all;
  textsOfRecord = new WeakMap();
}

/** The texts made from each saved record (records are replaced, never changed in place), as every section asks for them. */
let textsOfRecord = new WeakMap<object, Partial<Record<CookieMode, SiteTexts>>>();
const NO_RECORD = {};

/** A saved text wins even when empty (an empty price period shows nothing); an absent one shows its default. */
export function siteTextsOf(site: SiteData): SiteTexts {
  const saved: Partial<Record<string, unknown>> = site.siteTexts?.[0] ?? NO_RECORD;
  const mode = site.cookies?.mode ?? 'none';
  const kept = textsOfRecord.get(saved);
  if (kept?.[mode]) return kept[mode];
  const defaults = { ...knownDefaults, formNotice: FORM_NOTICE_BY_COOKIES[mode] };
  const texts = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, typeof saved[key] === 'string' ? saved[key] : fallback]),
  ) as SiteTexts;
  textsOfRecord.set(saved, { ...kept, [mode]: texts });
  return texts;
}
