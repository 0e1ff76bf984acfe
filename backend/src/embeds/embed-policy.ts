import { parseEmbed } from './providers.js';

/** What the embeds of one page ask of it: the frames its CSP allows, and whether any waits for consent. */
export interface EmbedPolicy {
  /** exactly the origins of the page's embeds, sorted; empty when it has none */
  frameSrc: string[];
  /** some embed's provider sets cookies: the page needs the consent banner */
  needsConsent: boolean;
}

/**
 * The policy of a page from the srcs of the embeds it shows (whatever shows them: a section, a
 * block). Each src is read by the provider registry again, so a src that is no provider's
 * canonical embed adds nothing: the CSP never takes an origin from the page on trust.
 */
export function embedPolicy(srcs: Iterable<string>): EmbedPolicy {
  const origins = new Set<string>();
  let needsConsent = false;
  for (const src of srcs) {
    const parsed = parseEmbed(src);
    if (!parsed || parsed.src !== src) continue;
    origins.add(parsed.origin);
    needsConsent ||= parsed.provider.setsCookies;
  }
  return { frameSrc: [...origins].sort(), needsConsent };
}
