import type { SiteData } from './types';
import { first } from './types';

/** The networks a footer names by their own name; any other profile is named by its host. */
const NETWORKS: [host: RegExp, name: string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)(x|twitter)\.com$/, 'X'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)(facebook|fb)\.com$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)threads\.(net|com)$/, 'Threads'],
  [/(^|\.)bsky\.app$/, 'Bluesky'],
  [/(^|\.)pinterest\.[a-z.]+$/, 'Pinterest'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)vimeo\.com$/, 'Vimeo'],
  [/(^|\.)medium\.com$/, 'Medium'],
  [/(^|\.)xing\.com$/, 'XING'],
  [/(^|\.)behance\.net$/, 'Behance'],
  [/(^|\.)dribbble\.com$/, 'Dribbble'],
];

export interface SocialLink {
  name: string;
  href: string;
}

function parsed(href: string): URL | undefined {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A network's name from a profile's address: its own name for the known ones, else its host. */
export function networkName(href: string): string {
  const host = parsed(href)?.hostname.replace(/^www\./, '') ?? href;
  return NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/**
 * A profile is an address with a path: `https://www.youtube.com/` is the network's home page, which
 * says nothing of the agency (the demo footer's links), so it is no profile.
 */
export function isProfile(href: string): boolean {
  const url = parsed(href);
  return url !== undefined && url.pathname.replace(/\/+$/, '') !== '';
}

/**
 * The footer's networks: the spec's three fields (Facebook, YouTube, Instagram, each optional), then
 * the free list of any others, one address a line. The same address once.
 */
export function socialLinks(site: SiteData): SocialLink[] {
  const social = first(site.footerSocial);
  const hrefs = [social.fblink, social.youlink, social.inslink, ...(social.links ?? '').split(/\s+/)].filter((href): href is string =>
    Boolean(href && parsed(href)),
  );
  return [...new Set(hrefs)].map((href) => ({ name: networkName(href), href }));
}
