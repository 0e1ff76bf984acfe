import { describe, expect, it } from '@jest/globals';
import { SECTION_BY_KEY } from '../../../../backend/src/content/sections';
import { DEFAULT_PRIVACY_PAGE } from '../../../../backend/src/seo/site-tools';
import { SEO_TEXTS } from '../../../../backend/src/seo/texts';
import { siteTextsOf } from '../../site/brand';
import { DEFAULT_SITE_TEXTS, siteTextDefaults } from '../../site/text-defaults';
import { FIXED_TEXT_GROUPS } from './fixed-text-groups';

describe('the Fixed texts', () => {
  const declared = Object.keys(SECTION_BY_KEY.get('siteTexts')!.fields).sort();

  it('has a default for every text the API takes, and no default for a text it does not', () => {
    expect(Object.keys(DEFAULT_SITE_TEXTS).sort()).toEqual(declared);
  });

  it('puts every text in exactly one group of the editor', () => {
    const grouped = FIXED_TEXT_GROUPS.flatMap((group) => group.fields);
    expect([...grouped].sort()).toEqual(declared);
  });

  it('keeps the spec’s spelling as the defaults', () => {
    expect(DEFAULT_SITE_TEXTS).toMatchObject({
      messageSent: 'Message is Send. Thanks',
      youHavePaid: 'You Have Paid',
      orderHeading: 'Buying Your SEO Plan',
      signOut: 'Signout',
      newsletterHeading: 'Get Every Single Updates',
    });
  });

  it('shows the editor the banner’s defaults the server writes', () => {
    expect(DEFAULT_SITE_TEXTS).toMatchObject({
      consentText: SEO_TEXTS.consent.text,
      consentEmbedsText: SEO_TEXTS.consentEmbedsOnly,
      consentToolsAndEmbedsText: SEO_TEXTS.consentToolsAndEmbeds,
      consentAccept: SEO_TEXTS.consent.accept,
      consentDecline: SEO_TEXTS.consent.decline,
      consentSettings: SEO_TEXTS.consent.settings,
      consentPrivacyLink: SEO_TEXTS.consentPrivacyLink,
      privacyPage: DEFAULT_PRIVACY_PAGE,
    });
  });

  it('says "no cookies" under forms only while no analytics or tracking tool is on', () => {
    expect(siteTextsOf({}).formNotice).toContain('No cookies track you');
    expect(siteTextsOf({ cookies: { mode: 'none' } }).formNotice).toContain('No cookies track you');
    expect(siteTextsOf({ cookies: { mode: 'cookieless' } }).formNotice).toBe(siteTextDefaults('cookieless').formNotice);
    expect(siteTextsOf({ cookies: { mode: 'afterConsent' } }).formNotice).toBe(
      'We use what you send only to answer you. Cookies that count visits are set only if you accept them.',
    );
    for (const mode of ['cookieless', 'afterConsent'] as const) expect(siteTextDefaults(mode).formNotice).not.toMatch(/no cookies/i);
    // The owner's own notice wins whatever the tools.
    const site = { cookies: { mode: 'afterConsent' as const }, siteTexts: [{ _id: 't', formNotice: 'Ours.', createdAt: '', updatedAt: '' }] };
    expect(siteTextsOf(site).formNotice).toBe('Ours.');
  });
});
