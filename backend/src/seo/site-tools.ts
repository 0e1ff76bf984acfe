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

/**
 * The consent chunk's one tag, when anything on the page waits for consent: the tools, and the
 * embeds of services that set cookies (which the embed's own module loads once consent is given).
 */
export function consentTag(tools: Pick<SiteTools, 'consent' | 'consentScript'>, embedsNeedConsent: boolean): string {
  if (tools.consentScript === undefined || (tools.consent.length === 0 && !embedsNeedConsent)) return '';
  const texts = {
    ...SEO_TEXTS.consent,
    text: tools.consent.length === 0 ? SEO_TEXTS.consentEmbedsOnly : embedsNeedConsent ? SEO_TEXTS.consentToolsAndEmbeds : SEO_TEXTS.consent.text,
  };
  const config = { tools: tools.consent, texts };
  return `<script type="module" src="${attribute(tools.consentScript)}" data-consent="${attribute(JSON.stringify(config))}"></script>`;
}
