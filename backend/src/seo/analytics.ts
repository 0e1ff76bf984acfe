import type { SectionFields } from '../content/sections.js';

export type SearchEngineSettings = SectionFields<'seo'>;

/**
 * What the chosen tool adds to a page: its tags (end of <head>) and the origins its CSP must allow;
 * a tool that sets cookies writes no tag but names itself in `consent`, for the consent chunk to
 * load once the visitor accepts (site-tools.ts writes that chunk's one tag).
 */
export interface AnalyticsTags {
  head: string;
  scriptSrc: string[];
  connectSrc: string[];
  consent?: ConsentTool;
}

/** A tool the consent chunk loads once the visitor accepts (frontend/src/consent/tools.ts knows each). */
export type ConsentTool =
  { tool: 'ga4' | 'gtm' | 'metaPixel' | 'linkedin' | 'clarity' | 'hotjar'; id: string } | { tool: 'matomo'; url: string; siteId: string };

/**
 * Google's origins for GA4 (developers.google.com/tag-platform/security/guides/csp): the tag
 * from googletagmanager.com, hits to the regional google-analytics.com and analytics.google.com
 * hosts. Images are already allowed from any https origin. A Tag Manager container gets the same:
 * it usually carries the GA4 tag; other vendors' tags stay blocked, by design of the CSP.
 */
const GOOGLE = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

export const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A value inside an inline script: JSON, with `<` escaped so no `</script>` can end it early. */
const scriptValue = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Matomo's base address, ending with / (its matomo.js and matomo.php live there). */
const matomoBase = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.endsWith('/') ? parsed.pathname : `${parsed.pathname}/`}`;
};

/**
 * The tags and CSP origins of the configured analytics tool; undefined when none is set (or its
 * fields are missing, which the API refuses to store). Privacy-friendly tools that set no cookie
 * (Plausible, Umami, Matomo told not to) load at once from their own origin. Tools that set
 * cookies are never written into the page: the consent chunk (a module of this site) shows the
 * banner and loads the tool only after the visitor accepts.
 */
export function analyticsTags(settings: Partial<SearchEngineSettings>): AnalyticsTags | undefined {
  const consent = (tool: ConsentTool, script: string[]): AnalyticsTags => ({
    head: '',
    scriptSrc: script,
    connectSrc: tool.tool === 'matomo' ? script : GOOGLE.connect,
    consent: tool,
  });
  switch (settings.analyticsTool) {
    case 'Plausible': {
      if (!settings.plausibleDomain) return undefined;
      const origin = settings.plausibleHost ? new URL(settings.plausibleHost).origin : 'https://plausible.io';
      return {
        head: `<script defer data-domain="${attribute(settings.plausibleDomain)}" src="${attribute(`${origin}/js/script.js`)}"></script>`,
        scriptSrc: [origin],
        connectSrc: [origin],
      };
    }
    case 'Umami': {
      if (!settings.umamiScriptUrl || !settings.umamiWebsiteId) return undefined;
      const script = new URL(settings.umamiScriptUrl);
      // The script sends its events to the origin it came from (unless told otherwise by data-host-url, which is not offered).
      return {
        head: `<script defer src="${attribute(script.href)}" data-website-id="${attribute(settings.umamiWebsiteId)}"></script>`,
        scriptSrc: [script.origin],
        connectSrc: [script.origin],
      };
    }
    case 'Matomo': {
      if (!settings.matomoUrl || !settings.matomoSiteId) return undefined;
      const base = matomoBase(settings.matomoUrl);
      const origin = new URL(base).origin;
      if (settings.matomoMode !== 'Without cookies') {
        return consent({ tool: 'matomo', url: base, siteId: settings.matomoSiteId }, [origin]);
      }
      // Matomo has no configuration by attributes: its queue is filled by an inline script, which
      // the page's CSP allows by its hash like every inline script the server writes.
      const queue = [
        `["disableCookies"]`,
        `["trackPageView"]`,
        `["enableLinkTracking"]`,
        `["setTrackerUrl",${scriptValue(`${base}matomo.php`)}]`,
        `["setSiteId",${scriptValue(settings.matomoSiteId)}]`,
      ];
      return {
        head: `<script>var _paq=window._paq=window._paq||[];${queue.map((item) => `_paq.push(${item});`).join('')}</script><script async src="${attribute(`${base}matomo.js`)}"></script>`,
        scriptSrc: [origin],
        connectSrc: [origin],
      };
    }
    case 'Google Analytics 4':
      return settings.ga4Id ? consent({ tool: 'ga4', id: settings.ga4Id }, GOOGLE.script) : undefined;
    case 'Google Tag Manager':
      return settings.gtmId ? consent({ tool: 'gtm', id: settings.gtmId }, GOOGLE.script) : undefined;
    default:
      return undefined;
  }
}
