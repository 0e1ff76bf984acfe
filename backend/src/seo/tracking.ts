import type { ConsentTool, SearchEngineSettings } from './analytics.js';

/** What the tracking tools add to a page: no tag (each waits for consent), and the origins its CSP must allow. */
export interface TrackingTools {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  consent: ConsentTool[];
}

interface TrackingDeclaration {
  field: 'metaPixelId' | 'linkedinPartnerId' | 'clarityProjectId' | 'hotjarSiteId';
  tool: 'metaPixel' | 'linkedin' | 'clarity' | 'hotjar';
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The origins each vendor documents for a strict CSP: Meta's pixel (developers.facebook.com,
 * "Content Security Policy"), LinkedIn's Insight Tag (its CSP help page), Microsoft Clarity
 * (learn.microsoft.com, "Clarity and CSP") and Hotjar (help.hotjar.com, "Content Security Policy").
 * Every tool sets cookies, so none is ever written into the page: the consent chunk loads it.
 */
const TRACKING: readonly TrackingDeclaration[] = [
  {
    field: 'metaPixelId',
    tool: 'metaPixel',
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
  {
    field: 'linkedinPartnerId',
    tool: 'linkedin',
    script: ['https://snap.licdn.com'],
    connect: ['https://px.ads.linkedin.com'],
    img: ['https://px.ads.linkedin.com'],
  },
  {
    field: 'clarityProjectId',
    tool: 'clarity',
    script: ['https://*.clarity.ms'],
    connect: ['https://*.clarity.ms', 'https://c.bing.com'],
    img: ['https://*.clarity.ms', 'https://c.bing.com'],
  },
  {
    field: 'hotjarSiteId',
    tool: 'hotjar',
    script: ['https://*.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
  },
];

/** The tools whose ids are set, each with exactly its own origins. */
export function trackingTools(settings: Partial<SearchEngineSettings>): TrackingTools {
  const result: TrackingTools = { scriptSrc: [], connectSrc: [], imgSrc: [], consent: [] };
  for (const declaration of TRACKING) {
    const id = settings[declaration.field];
    if (!id) continue;
    result.scriptSrc.push(...declaration.script);
    result.connectSrc.push(...declaration.connect);
    result.imgSrc.push(...declaration.img);
    result.consent.push({ tool: declaration.tool, id });
  }
  return result;
}
