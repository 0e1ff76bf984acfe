import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  ImageObject,
  Organization,
  PostalAddress,
  ProfessionalService,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import type { AppState } from '../app-state';
import { brandOfState } from './brand';
import { altOf, libraryImage, mediaOf, mediaUrl, slotSize } from './media';
import { decimalsOf, packageAnchor } from './price';
import { first } from './types';

/** Pages that show the packages and the FAQ, which their structured data then describes. */
const PACKAGE_PAGES = new Set(['/', '/pricing/']);
const FAQ_PAGES = new Set(['/', '/pricing/']);

function absolute(state: AppState, path: string | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : `${state.publicUrl}${path}`;
}

/**
 * An image field's value as structured data: a library image as an ImageObject with its size and
 * its alt text as caption (its stable address serves the largest variant, so that is the size
 * given), any other URL as the absolute URL alone.
 */
function image(state: AppState, url: string | undefined): ImageObject | string | undefined {
  const item = libraryImage(url, mediaOf(state.site));
  if (!item) return absolute(state, url);
  const largest = item.widths.at(-1) ?? item.width;
  const { width, height } = slotSize(item, { width: largest, height: item.height, sizing: 'width' });
  // Sizes in pixels as plain numbers, as Google's examples write them (schema-dts types them as a Distance text).
  return present({ '@type': 'ImageObject', url: `${state.publicUrl}${mediaUrl(item.id)}`, width, height, caption: altOf(item) }) as unknown as ImageObject;
}

/** Drops empty values, so a field the agency left blank is absent rather than "" in the markup. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))) as T;
}

function postalAddress(state: AppState): PostalAddress | undefined {
  const address = first(state.site.footerAddress);
  const parts = present({
    streetAddress: address.streetAddress,
    addressLocality: address.addressLocality,
    addressRegion: address.addressRegion,
    postalCode: address.postalCode,
    addressCountry: address.addressCountry,
  });
  if (Object.keys(parts).length > 0) return { '@type': 'PostalAddress', ...parts };
  // Without its parts, the one-line address still names the place.
  return address.location ? { '@type': 'PostalAddress', streetAddress: address.location } : undefined;
}

/** The footer's social links and the extra profiles of Brand & site, as sameAs. */
function profiles(state: AppState): string[] {
  const social = first(state.site.footerSocial);
  const extra = (brandOfState(state).socialProfiles ?? '').split(/\s+/);
  return [social.youlink, social.fblink, social.inslink, ...extra].filter((link): link is string => Boolean(link && /^https?:\/\//.test(link)));
}

/** The agency as the business type it chose: a local business type carries opening hours and a price range, an organisation does not. */
function business(state: AppState, id: string): Thing {
  const brand = brandOfState(state);
  const address = first(state.site.footerAddress);
  const common = present({
    '@id': id,
    name: brand.siteName,
    legalName: brand.legalName,
    slogan: brand.tagline,
    description: brand.metaDescription,
    url: `${state.publicUrl}/`,
    logo: image(state, first(state.site.logo).logo),
    image: image(state, brand.shareImage),
    email: address.emailAddress,
    telephone: address.phoneNumber,
    address: postalAddress(state),
    sameAs: profiles(state),
  });
  const type = brand.businessType ?? 'ProfessionalService';
  if (type === 'Organization' || type === 'OnlineBusiness') return { ...common, '@type': type } as Organization;
  return { ...common, ...present({ openingHours: brand.openingHours, priceRange: brand.priceRange }), '@type': type } as ProfessionalService;
}

/** Each package as a service the agency provides, offered at its price, on the public pricing page (not the order page, which needs a login). */
function services(state: AppState, provider: string): Service[] {
  return (state.site.pricings ?? []).map((plan) => {
    const url = `${state.publicUrl}/pricing/#${packageAnchor(plan.packageName)}`;
    return present({
      '@type': 'Service' as const,
      name: `${plan.packageName} SEO package`,
      description: plan.description || plan.points.join('; '),
      provider: { '@id': provider },
      url,
      offers: {
        '@type': 'Offer' as const,
        price: plan.packagePrice.toFixed(decimalsOf(plan.currency)),
        priceCurrency: plan.currency,
        url,
      },
    });
  });
}

function faq(state: AppState): FAQPage | undefined {
  const items = state.site.faqItems ?? [];
  if (items.length === 0) return undefined;
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.accodingTitle, acceptedAnswer: { '@type': 'Answer', text: item.accodingText } })),
  };
}

/** The ids that tie a graph together: the business and the website once per site, the page and its trail once per address. */
export const ldIds = (state: AppState, url = `${state.publicUrl}/`) => ({
  organisation: `${state.publicUrl}/#organization`,
  website: `${state.publicUrl}/#website`,
  webPage: `${url}#webpage`,
  breadcrumb: `${url}#breadcrumb`,
});

/** One step of a breadcrumb trail: a name and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** A BreadcrumbList (Google: ListItem position, name and item) from home to the page, with the page's trail id. */
export function breadcrumbListLd(state: AppState, crumbs: Crumb[], url: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': ldIds(state, url).breadcrumb,
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  } as BreadcrumbList;
}

/** Home › page. */
export function pageBreadcrumbs(state: AppState, title: string, url: string): BreadcrumbList {
  return breadcrumbListLd(
    state,
    [
      { name: brandOfState(state).siteName, url: `${state.publicUrl}/` },
      { name: title, url },
    ],
    url,
  );
}

/** Home › blog › (category ›) post, for helper B: the blog's name and address, the post's title and address. */
export function postBreadcrumbs(state: AppState, blog: Crumb, title: string, url: string, category?: Crumb): BreadcrumbList {
  const home = { name: brandOfState(state).siteName, url: `${state.publicUrl}/` };
  return breadcrumbListLd(state, [home, blog, ...(category ? [category] : []), { name: title, url }], url);
}

/** The page itself, part of the website, about the business, with its trail (none on the home page). */
export function webPageLd(state: AppState, url: string, name: string, description?: string, withBreadcrumb = true): WebPage {
  const ids = ldIds(state, url);
  return present({
    '@type': 'WebPage' as const,
    '@id': ids.webPage,
    url,
    name,
    description,
    inLanguage: brandOfState(state).locale,
    isPartOf: { '@id': ids.website },
    about: { '@id': ids.organisation },
    breadcrumb: withBreadcrumb ? { '@id': ids.breadcrumb } : undefined,
  }) as WebPage;
}

/** What a blog post gives its structured data (helper B fills it from the post). */
export interface PostForLd {
  /** the post's absolute address */
  url: string;
  headline: string;
  description?: string;
  /** the cover image: a library image `/media/{id}` or a URL */
  image?: string;
  /** ISO 8601 dates */
  datePublished: string;
  dateModified?: string;
  author: { name: string; url?: string; image?: string };
  section?: string;
  keywords?: string[];
  wordCount?: number;
}

/**
 * A BlogPosting as Google's Article rich result reads it: headline, image, dates, author (a Person
 * with a name) and publisher (the business node), the page it is the main entity of.
 */
export function blogPostingLd(state: AppState, post: PostForLd): BlogPosting {
  const ids = ldIds(state, post.url);
  return present({
    '@type': 'BlogPosting' as const,
    '@id': `${post.url}#article`,
    headline: post.headline.slice(0, 110),
    description: post.description,
    image: post.image ? image(state, post.image) : image(state, brandOfState(state).shareImage),
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: present({ '@type': 'Person' as const, name: post.author.name, url: absolute(state, post.author.url), image: absolute(state, post.author.image) }),
    publisher: { '@id': ids.organisation },
    mainEntityOfPage: { '@id': ids.webPage },
    isPartOf: { '@id': ids.website },
    articleSection: post.section,
    keywords: post.keywords?.join(', '),
    wordCount: post.wordCount,
    inLanguage: brandOfState(state).locale,
    url: post.url,
  }) as unknown as BlogPosting;
}

/**
 * Nodes a kind of page data (contract C3: AppState.pageData) adds to its page's graph: helpers P
 * and B register theirs from server-only code (entry-server), so the builders never reach the
 * browser. `replacesPage` lets an article page give its own breadcrumb instead of Home › title.
 */
export type PageLdBuilder = (state: AppState, data: unknown, url: string) => { nodes: Thing[]; breadcrumb?: BreadcrumbList };
const PAGE_LD = new Map<string, PageLdBuilder>();
export function registerPageLd(kind: string, build: PageLdBuilder): void {
  PAGE_LD.set(kind, build);
}

/**
 * The page's schema.org description as one JSON-LD graph: the business, the website, and where
 * the page shows them the packages as services with offers, the FAQ, and the way back home.
 * Testimonials are left out on purpose: Google treats reviews a business publishes about itself
 * as self-serving and ignores (or penalises) Review and AggregateRating markup for them.
 */
function structuredData(state: AppState, path: string, title: string, url: string): string {
  const ids = ldIds(state, url);
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': ids.website,
    name: brandOfState(state).siteName,
    url: `${state.publicUrl}/`,
    publisher: { '@id': ids.organisation },
  };
  const pageData = (state as AppState & { pageData?: { kind: string; data: unknown } }).pageData;
  const extra = pageData && PAGE_LD.get(pageData.kind)?.(state, pageData.data, url);
  const home = path === '/';
  const nodes: (Thing | undefined)[] = [
    business(state, ids.organisation),
    website,
    webPageLd(state, url, title, undefined, !home),
    ...(PACKAGE_PAGES.has(path) ? services(state, ids.organisation) : []),
    FAQ_PAGES.has(path) ? faq(state) : undefined,
    home ? undefined : (extra?.breadcrumb ?? pageBreadcrumbs(state, title, url)),
    ...(extra?.nodes ?? []),
  ];
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes.filter((node): node is Thing => node !== undefined) };
  // "<" is escaped so content can never close the script element.
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}

/** Lets pages rendered from this state carry their structured data (server rendering and tests). */
export function withStructuredData(state: AppState): AppState {
  state.structuredData = (path, title, url) => structuredData(state, path, title, url);
  return state;
}
