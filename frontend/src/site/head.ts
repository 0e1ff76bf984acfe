import type { SeoFieldsDto } from '@rankwell/api-client';
import type { AppState } from '../app-state';
import { brandOfState } from './brand';
import { imagePreload, isSvg, libraryImage, mediaOf, SIZES, type SiteMedia } from './media';
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

/** A page's description from its content, else the site's (Brand & site), else the about text, tagline or name. */
export function defaultDescription(state: AppState, description: string | undefined): string {
  const brand = brandOfState(state);
  return description ?? brand.metaDescription ?? first(state.site.about).aboutDetails ?? brand.tagline ?? brand.siteName;
}

/**
 * What an indexable page tells crawlers: its images may be shown large in results and Discover (as
 * Yoast and WordPress core say); a page kept out says noindex and lets its links be followed.
 */
export const ROBOTS_INDEX = 'max-image-preview:large';
export const ROBOTS_NOINDEX = 'noindex, follow';

/** The Atom feed, linked from every public page so readers and browsers find it wherever a visit starts. */
export const FEED_PATH = '/blog/feed.xml';

/** Open Graph's locale (language_TERRITORY) from the site's BCP 47 locale; en_US until one is set. */
export function ogLocale(locale: string | undefined): string {
  try {
    const full = new Intl.Locale(locale || 'en-US').maximize();
    return full.region ? `${full.language}_${full.region}` : full.language;
  } catch {
    return 'en_US';
  }
}

/**
 * The sharing image's size as its address serves it: a library image's largest variant (the
 * server keeps the upload's own width among them), so crawlers need not fetch it to lay out a
 * card. Other addresses, and SVGs (which no network shows), carry no size.
 */
function shareImageSize(item: SiteMedia | undefined): { width: number; height: number } | undefined {
  if (!item || isSvg(item)) return undefined;
  const width = item.widths.at(-1) ?? item.width;
  return { width, height: Math.max(1, Math.round((width * item.height) / item.width)) };
}

/** An X handle as twitter:site wants it: with its @. */
const xHandle = (handle: string | undefined) => (handle?.trim() ? `@${handle.trim().replace(/^@/, '')}` : undefined);

/** `{page} | {site name}`, the home page `{site name} — {banner heading}`. */
export function fullTitle(state: AppState, title: string, path: string): string {
  const { siteName } = brandOfState(state);
  const heading = first(state.site.banner).bannerHeading;
  return path === '/' && heading ? `${siteName} — ${heading}` : `${title} | ${siteName}`;
}

/**
 * What a page may say about itself instead of the defaults (contract C2 of issue 19): its SEO
 * fields (SeoFieldsDto) and, for articles, their dates and author. Empty values keep the default.
 */
export interface SeoHead {
  /** the whole title (no site name is added) */
  title?: string;
  description?: string;
  /** a library image `/media/{id}`, a path or an http(s) URL */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  /** the image's library entry when the site read does not hold it (a post's cover comes with the post) */
  imageMedia?: SiteMedia | null;
  /** an https URL or a path of the site */
  canonical?: string;
  type?: 'website' | 'article';
  /** (article:tag repeats, which the router's head cannot: the post page writes its tags itself) */
  article?: { publishedTime?: string; modifiedTime?: string; author?: string; section?: string };
}

/** An entity's SEO fields (SeoFieldsDto: fixed pages, pages, posts) as pageHead takes them. */
export function seoHeadOf(fields: SeoFieldsDto | undefined): SeoHead {
  if (!fields) return {};
  return {
    title: fields.seoTitle,
    description: fields.seoDescription,
    image: fields.socialImage,
    imageAlt: fields.socialImageAlt,
    noindex: fields.noindex,
    canonical: fields.canonicalUrl,
  };
}

/** The article's Open Graph tags (ogp.me/#type_article), those it has. */
function articleMeta(article: SeoHead['article']) {
  if (!article) return [];
  const tags: { property: string; content: string }[] = [];
  const add = (property: string, content: string | undefined) => content && tags.push({ property: `article:${property}`, content });
  add('published_time', article.publishedTime);
  add('modified_time', article.modifiedTime);
  add('author', article.author);
  add('section', article.section);
  return tags;
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags and structured data of a page,
 * in the agency's name. `seo` overrides the defaults field by field; noindex adds a robots tag.
 */
export function pageHead(state: AppState, title: string, description: string | undefined, path: string, privateArea = false, seo: SeoHead = {}) {
  const brand = brandOfState(state);
  const text = seo.description?.trim() || defaultDescription(state, description);
  const heading = seo.title?.trim() || fullTitle(state, title, path);
  if (privateArea) {
    return { meta: [{ title: heading }, { name: 'description', content: text }, { name: 'robots', content: 'noindex, nofollow' }] };
  }
  const url = absolute(state, seo.canonical?.trim()) ?? `${state.publicUrl}${CANONICAL[path] ?? path}`;
  const imageField = seo.image?.trim() || brand.shareImage || first(state.site.banner).imageOne;
  const image = absolute(state, imageField);
  const imageSize = shareImageSize(libraryImage(imageField, mediaOf(state.site)) ?? seo.imageMedia ?? undefined);
  const imageAlt = seo.imageAlt?.trim() || brand.shareImageAlt || brand.siteName;
  const site = xHandle(brand.xHandle);
  return {
    meta: [
      { title: heading },
      { name: 'description', content: text },
      { name: 'robots', content: seo.noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX },
      { property: 'og:type', content: seo.type ?? 'website' },
      { property: 'og:locale', content: ogLocale(brand.locale) },
      { property: 'og:site_name', content: brand.siteName },
      { property: 'og:title', content: heading },
      { property: 'og:description', content: text },
      { property: 'og:url', content: url },
      ...(image
        ? [
            { property: 'og:image', content: image },
            ...(imageSize
              ? [
                  { property: 'og:image:width', content: String(imageSize.width) },
                  { property: 'og:image:height', content: String(imageSize.height) },
                ]
              : []),
            { property: 'og:image:alt', content: imageAlt },
          ]
        : []),
      ...articleMeta(seo.type === 'article' ? seo.article : undefined),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      ...(site ? [{ name: 'twitter:site', content: site }] : []),
      { name: 'twitter:title', content: heading },
      { name: 'twitter:description', content: text },
      ...(image
        ? [
            { name: 'twitter:image', content: image },
            { name: 'twitter:image:alt', content: imageAlt },
          ]
        : []),
    ],
    links: [
      { rel: 'canonical', href: url },
      { rel: 'alternate', type: 'application/atom+xml', href: FEED_PATH, title: brand.siteName },
      ...bannerPreload(state, path),
    ],
    scripts: state.structuredData ? [{ type: 'application/ld+json', children: state.structuredData(path, title, url) }] : [],
  };
}
