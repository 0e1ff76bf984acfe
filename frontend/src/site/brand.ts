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
} satisfies Required<Omit<SiteTextsRecord, '_id' | 'createdAt' | 'updatedAt' | 'position' | 'hidden' | 'version'>>;

export type SiteTexts = typeof DEFAULT_SITE_TEXTS;

/** The texts made from each saved record (records are replaced, never changed in place), as every section asks for them. */
const textsOfRecord = new WeakMap<object, SiteTexts>();
const NO_RECORD = {};

/** A saved text wins even when empty (an empty price period shows nothing); an absent one shows its default. */
export function siteTextsOf(site: SiteData): SiteTexts {
  const saved: Partial<Record<string, unknown>> = site.siteTexts?.[0] ?? NO_RECORD;
  let texts = textsOfRecord.get(saved);
  if (!texts) {
    texts = Object.fromEntries(
      Object.entries(DEFAULT_SITE_TEXTS).map(([key, fallback]) => [key, typeof saved[key] === 'string' ? saved[key] : fallback]),
    ) as SiteTexts;
    textsOfRecord.set(saved, texts);
  }
  return texts;
}
