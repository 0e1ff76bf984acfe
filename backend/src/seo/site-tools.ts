import { analyticsTags, attribute, type ConsentTool, type SearchEngineSettings } from './analytics.js';
import { SEO_TEXTS } from './texts.js';
import { trackingTools } from './tracking.js';

/** Everything the Search engines & analytics settings add to a public page, before its embeds are known. */
export interface SiteTools {
  /** written at the end of <head> on every public page (the verification tags, an analytics tool that needs no consent) */
  head: string;
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  /** the tools the consent chunk loads after Accept */
  consent: ConsentTool[];
  /** the consent chunk's address in the build; undefined without a built frontend */
  consentScript?: string;
}

/** The meta tag each engine reads, by the field that holds its token. */
const VERIFICATION = [
  ['googleVerification', 'google-site-verification'],
  ['bingVerification', 'msvalidate.01'],
  ['yandexVerification', 'yandex-verification'],
  ['pinterestVerification', 'p:domain_verify'],
  ['baiduVerification', 'baidu-site-verification'],
  ['naverVerification', 'naver-site-verification'],
] as const;

/** The site-verification meta tags of the engines whose tokens are set. */
export function verificationTags(settings: Partial<SearchEngineSettings>): string {
  return VERIFICATION.filter(([field]) => settings[field])
    .map(([field, name]) => `<meta name="${name}" content="${attribute(settings[field] ?? '')}">`)
    .join('');
}

/**
 * The settings' share of a page. `forAdmin`: a page an Admin is shown carries no analytics or
 * tracking (their visits are not counted, back-office addresses never reach a tool), only the
 * verification tags, which are no tool.
 */
export function siteTools(settings: Partial<SearchEngineSettings>, consentScript: string | undefined, forAdmin = false): SiteTools {
  const verification = verificationTags(settings);
  if (forAdmin) return { head: verification, scriptSrc: [], connectSrc: [], imgSrc: [], consent: [], consentScript };
  const analytics = analyticsTags(settings);
  const tracking = trackingTools(settings);
  // Without the consent chunk (no built frontend) a tool that needs consent could never load: it adds no origin either.
  const gated = consentScript !== undefined;
  const analyticsShown = analytics && (gated || !analytics.consent) ? analytics : undefined;
  return {
    head: verification + (analyticsShown?.head ?? ''),
    scriptSrc: [...(analyticsShown?.scriptSrc ?? []), ...(gated ? tracking.scriptSrc : [])],
    connectSrc: [...(analyticsShown?.connectSrc ?? []), ...(gated ? tracking.connectSrc : [])],
    imgSrc: gated ? tracking.imgSrc : [],
    consent: [...(analyticsShown?.consent ? [analyticsShown.consent] : []), ...(gated ? tracking.consent : [])],
    consentScript,
  };
}

/** Where the consent banner's privacy link goes unless the owner says: the slug of the seeded privacy policy draft, which most sites keep. */
export const DEFAULT_PRIVACY_PAGE = '/privacy-policy';

/**
 * What the site's analytics and tracking tools do with cookies, for the notice under its forms:
 * nothing is on (`none`), a tool counts visits without cookies (`cookieless`), or a tool sets
 * cookies once the visitor accepts them in the banner (`afterConsent`).
 */
export type CookieMode = 'none' | 'cookieless' | 'afterConsent';

export function cookieMode(settings: Partial<SearchEngineSettings>): CookieMode {
  const analytics = analyticsTags(settings);
  if (analytics?.consent || trackingTools(settings).consent.length > 0) return 'afterConsent';
  return analytics ? 'cookieless' : 'none';
}

/**
 * The banner's words as the owner edited them in Fixed texts (an absent text keeps its default, an
 * empty one too, since a banner without a button could not be answered), and the privacy page it
 * links to when that page is published.
 */
export interface ConsentWording {
  consentText?: string;
  consentEmbedsText?: string;
  consentToolsAndEmbedsText?: string;
  consentAccept?: string;
  consentDecline?: string;
  consentSettings?: string;
  consentPrivacyLink?: string;
  /** the address of the privacy page, when it can be opened */
  privacyHref?: string;
}

const worded = (edited: string | undefined, fallback: string) => (edited?.trim() ? edited : fallback);

/**
 * The consent chunk's one tag, when anything on the page waits for consent: the tools, and the
 * embeds of services that set cookies (which the embed's own module loads once consent is given).
 */
export function consentTag(tools: Pick<SiteTools, 'consent' | 'consentScript'>, embedsNeedConsent: boolean, wording: ConsentWording = {}): string {
  if (tools.consentScript === undefined || (tools.consent.length === 0 && !embedsNeedConsent)) return '';
  const text =
    tools.consent.length === 0
      ? worded(wording.consentEmbedsText, SEO_TEXTS.consentEmbedsOnly)
      : embedsNeedConsent
        ? worded(wording.consentToolsAndEmbedsText, SEO_TEXTS.consentToolsAndEmbeds)
        : worded(wording.consentText, SEO_TEXTS.consent.text);
  const texts = {
    label: SEO_TEXTS.consent.label,
    text,
    accept: worded(wording.consentAccept, SEO_TEXTS.consent.accept),
    decline: worded(wording.consentDecline, SEO_TEXTS.consent.decline),
    settings: worded(wording.consentSettings, SEO_TEXTS.consent.settings),
    // An emptied link text means no link.
    ...(wording.privacyHref && wording.consentPrivacyLink !== ''
      ? { privacy: { text: wording.consentPrivacyLink ?? SEO_TEXTS.consentPrivacyLink, href: wording.privacyHref } }
      : {}),
  };
  const config = { tools: tools.consent, texts };
  return `<script type="module" src="${attribute(tools.consentScript)}" data-consent="${attribute(JSON.stringify(config))}"></script>`;
}
