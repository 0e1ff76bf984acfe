import { siteTextDefaults, type SiteTexts } from '../../site/brand';
import { useSite } from '../../site/use-site';

/**
 * The Fixed texts editor's groups, by where a visitor or customer reads each text, so an owner
 * looking at a page finds its words under that page's name. Every text is in exactly one group
 * (fixed-text-groups.test.ts).
 */
export const FIXED_TEXT_GROUPS: readonly { title: string; fields: readonly (keyof SiteTexts)[] }[] = [
  {
    title: 'Home and service pages',
    fields: [
      'aboutEyebrow',
      'servicesEyebrow',
      'processEyebrow',
      'featuresEyebrow',
      'testimonialsEyebrow',
      'teamEyebrow',
      'faqEyebrow',
      'caseStudiesHeading',
      'caseStudiesIntro',
      'embedsHeading',
    ],
  },
  { title: 'Pricing', fields: ['pricingEyebrow', 'pricingHeading', 'pricingIntro', 'featuredBadge', 'featuredPackage', 'pricePeriod'] },
  { title: 'Contact form', fields: ['contactEyebrow', 'contactHeading', 'sendButton', 'messageSent', 'formNotice'] },
  { title: 'Thanks page', fields: ['thanksHeading', 'thanksText', 'thanksBackHome'] },
  { title: 'Footer newsletter', fields: ['newsletterHeading', 'newsletterButton'] },
  {
    title: 'Ordering and paying',
    fields: ['orderHeading', 'orderButton', 'orderPlaced', 'payHeading', 'payNowWithPaypal', 'paymentConfirmed', 'paymentCancelled'],
  },
  { title: 'Dashboard and My Orders', fields: ['dashboardHeading', 'signOut', 'totalSpent', 'myOrdersHeading', 'youHavePaid', 'youHaveCancelled', 'payNow'] },
  { title: 'Log in, sign up, password reset', fields: ['loginHeading', 'registerHeading', 'resetHeading'] },
  {
    title: 'Cookie banner',
    fields: [
      'consentText',
      'consentEmbedsText',
      'consentToolsAndEmbedsText',
      'consentAccept',
      'consentDecline',
      'consentSettings',
      'consentPrivacyLink',
      'privacyPage',
    ],
  },
  {
    title: 'Free SEO analysis',
    fields: [
      'auditHeading',
      'auditIntro',
      'auditButton',
      'auditConsent',
      'analysisHeading',
      'analysisWaiting',
      'analysisCallToAction',
      'analysisCallToActionButton',
    ],
  },
];

/** What the section form needs for the Fixed texts: the defaults with the site's tools as they are, and the groups; nothing for other sections. */
export function useFixedTextsForm(sectionKey: string): { defaults?: SiteTexts; groups?: typeof FIXED_TEXT_GROUPS } {
  const mode = useSite().cookies?.mode;
  return sectionKey === 'siteTexts' ? { defaults: siteTextDefaults(mode), groups: FIXED_TEXT_GROUPS } : {};
}
