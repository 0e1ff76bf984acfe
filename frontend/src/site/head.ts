import type { AppState } from '../app-state';
import { brandOfState } from './brand';
import { imagePreload, libraryImage, mediaOf, SIZES } from './media';
import { first } from './types';

/** Duplicate pages point search engines at one address. */
const CANONICAL: Record<string, string> = { '/contact-us': '/contact' };

function absolute(state: AppState, path: string | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : `${state.publicUrl}${path}`;
}

/** The home page's banner picture (its largest image, in the first view), preloaded when it comes from the library. */
function bannerPreload(state: AppState, path: string) {
  if (path !== '/') return [];
  const item = libraryImage(first(state.site.banner).imageOne, mediaOf(state.site));
  const link = item && imagePreload(item, SIZES.halfColumn);
  return link ? [link] : [];
}

/** `{page} | {site name}`, the home page `{site name} — {banner heading}`. */
export function fullTitle(state: AppState, title: string, path: string): string {
  const { siteName } = brandOfState(state);
  const heading = first(state.site.banner).bannerHeading;
  return path === '/' && heading ? `${siteName} — ${heading}` : `${title} | ${siteName}`;
}

/** Title, description, canonical link, Open Graph and Twitter tags and structured data of a page, in the agency's name. */
export function pageHead(state: AppState, title: string, description: string | undefined, path: string, privateArea = false) {
  const brand = brandOfState(state);
  const text = description ?? brand.metaDescription ?? first(state.site.about).aboutDetails ?? brand.tagline ?? brand.siteName;
  const heading = fullTitle(state, title, path);
  if (privateArea) {
    return { meta: [{ title: heading }, { name: 'description', content: text }, { name: 'robots', content: 'noindex, nofollow' }] };
  }
  const url = `${state.publicUrl}${CANONICAL[path] ?? path}`;
  const image = absolute(state, brand.shareImage ?? first(state.site.banner).imageOne);
  const imageAlt = brand.shareImageAlt || brand.siteName;
  return {
    meta: [
      { title: heading },
      { name: 'description', content: text },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: brand.siteName },
      { property: 'og:title', content: heading },
      { property: 'og:description', content: text },
      { property: 'og:url', content: url },
      ...(image
        ? [
            { property: 'og:image', content: image },
            { property: 'og:image:alt', content: imageAlt },
          ]
        : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: heading },
      { name: 'twitter:description', content: text },
      ...(image
        ? [
            { name: 'twitter:image', content: image },
            { name: 'twitter:image:alt', content: imageAlt },
          ]
        : []),
    ],
    links: [{ rel: 'canonical', href: url }, ...bannerPreload(state, path)],
    scripts: state.structuredData ? [{ type: 'application/ld+json', children: state.structuredData(path, title, url) }] : [],
  };
}
