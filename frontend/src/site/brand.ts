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

/** The texts the site shows that are not content of a section, with the defaults they had before they were editable. */
export const DEFAULT_SITE_TEXTS = {
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
  caseStudiesHeading: 'Case studies',
  caseStudiesIntro: '',
  embedsHeading: '',
  messageSent: TEXTS.messageSent,
  sendButton: TEXTS.sendNow,
  newsletterButton: 'Subscribe',
  thanksBackHome: 'Back Home',
  orderHeading: TEXTS.buyingYourPlan,
  orderButton: 'Place order',
  orderPlaced: 'Thank you! Your order is placed. Pay for it below whenever you are ready.',
  dashboardHeading: 'Dashboard',
  signOut: 'Signout',
  totalSpent: 'Total spent',
  myOrdersHeading: 'My Orders',
  youHavePaid: TEXTS.youHavePaid,
  youHaveCancelled: TEXTS.youHaveCancelled,
  payNow: TEXTS.payNow,
  payHeading: 'Pay for your order',
  payNowWithPaypal: TEXTS.payNowWithPaypal,
  paymentConfirmed: 'Your payment is confirmed.',
  paymentCancelled: TEXTS.paymentCancelled,
  loginHeading: 'Log in',
  registerHeading: 'Create your account',
  resetHeading: 'Reset your password',
  // The banner's defaults are the server's (backend/src/seo/texts.ts, SEO_TEXTS.consent…), which writes the banner.
  consentText: 'We would like to use cookies to count visits and improve this site. Nothing is set unless you accept.',
  consentEmbedsText: 'Some content on this page comes from other services (bookings, maps) that set cookies. It loads only if you accept.',
  consentToolsAndEmbedsText:
    'We would like to use cookies to count visits and improve this site, and to show content from other services (bookings, maps). Nothing is set unless you accept.',
  consentAccept: 'Accept',
  consentDecline: 'Decline',
  consentSettings: 'Cookie settings',
  consentPrivacyLink: 'Privacy policy',
  privacyPage: '/privacy-policy',
  auditHeading: 'Audit my site',
  auditIntro:
    'Enter your site’s address: we check its pages against over 60 points of technical SEO and show you the report in a minute. A copy comes by e-mail.',
  auditButton: 'Audit my site',
  auditConsent: 'Check this site and e-mail me the report.',
  analysisHeading: 'Your free SEO analysis',
  analysisWaiting: 'We are checking your site. You may leave this page: the report comes by e-mail too.',
  analysisCallToAction: 'Want these issues fixed? Our team does it for you, and you see the score climb.',
  analysisCallToActionButton: 'Talk to us',
} satisfies Required<Omit<SiteTextsRecord, '_id' | 'createdAt' | 'updatedAt' | 'position' | 'hidden' | 'version'>>;

export type SiteTexts = typeof DEFAULT_SITE_TEXTS;

export type CookieMode = NonNullable<SiteData['cookies']>['mode'];

/**
 * The notice under forms, by default, says what the site's analytics and tracking tools really do:
 * "no cookies" stays true only while no tool is on.
 */
export const FORM_NOTICE_BY_COOKIES: Record<CookieMode, string> = {
  none: DEFAULT_SITE_TEXTS.formNotice,
  cookieless: 'We use what you send only to answer you. Visits to this site are counted without cookies.',
  afterConsent: 'We use what you send only to answer you. Cookies that count visits are set only if you accept them.',
};

/** The defaults the site shows with its tools as they are (the back office's reset goes back to these). */
export function siteTextDefaults(mode: CookieMode | undefined): SiteTexts {
  return { ...DEFAULT_SITE_TEXTS, formNotice: FORM_NOTICE_BY_COOKIES[mode ?? 'none'] };
}

/** The texts made from each saved record (records are replaced, never changed in place), as every section asks for them. */
const textsOfRecord = new WeakMap<object, Partial<Record<CookieMode, SiteTexts>>>();
const NO_RECORD = {};

/** A saved text wins even when empty (an empty price period shows nothing); an absent one shows its default. */
export function siteTextsOf(site: SiteData): SiteTexts {
  const saved: Partial<Record<string, unknown>> = site.siteTexts?.[0] ?? NO_RECORD;
  const mode = site.cookies?.mode ?? 'none';
  const kept = textsOfRecord.get(saved);
  if (kept?.[mode]) return kept[mode];
  const defaults = siteTextDefaults(mode);
  const texts = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, typeof saved[key] === 'string' ? saved[key] : fallback]),
  ) as SiteTexts;
  textsOfRecord.set(saved, { ...kept, [mode]: texts });
  return texts;
}
