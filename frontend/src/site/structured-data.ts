import type {
  BlogPosting,
  BreadcrumbList,
  ContactPoint,
  FAQPage,
  GeoCoordinates,
  Graph,
  ImageObject,
  OpeningHoursSpecification,
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
import { altOf, isSvg, libraryImage, mediaOf, mediaUrl, slotSize } from './media';
import { decimalsOf, packageAnchor } from './price';
import { isProfile, socialLinks } from './social';
import { first } from './types';

/**
 * Pages that show the packages and the FAQ, which their structured data then describes. The FAQ
 * shows on both the home and the pricing page, but repeated FAQ content is marked up once (Google
 * reads one FAQPage per question set): on the home page.
 */
const PACKAGE_PAGES = new Set(['/', '/pricing/']);
const FAQ_PAGES = new Set(['/']);

/** Google's least logo size, both ways. */
const LOGO_MIN = 112;

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

/**
 * The footer's networks and the extra profiles of Brand & site, as sameAs: profiles only, so a
 * network's bare home page (`https://www.youtube.com/`) is left out.
 */
function profiles(state: AppState): string[] {
  const extra = (brandOfState(state).socialProfiles ?? '').split(/\s+/);
  return [...new Set([...socialLinks(state.site).map((link) => link.href), ...extra])].filter(isProfile);
}

/**
 * The business's logo as Google reads it (at least 112 × 112 pixels): the brand's touch icon, else
 * its favicon or header logo when the library says it is that large; else the site's own square
 * icon, drawn in the brand's colour (`/apple-touch-icon.png`, 180 × 180). The header logo is a
 * wordmark as a rule (wide and low), so it counts only when it is large enough both ways.
 */
function organisationLogo(state: AppState): ImageObject | string | undefined {
  const brand = brandOfState(state);
  const media = mediaOf(state.site);
  for (const candidate of [brand.touchIcon, brand.favicon, first(state.site.logo).logo]) {
    const item = libraryImage(candidate, media);
    if (item && !isSvg(item) && item.width >= LOGO_MIN && item.height >= LOGO_MIN) return image(state, candidate);
  }
  // A touch icon that is not a library image is the square the field asks for (180 × 180).
  if (brand.touchIcon && !libraryImage(brand.touchIcon, media)) return absolute(state, brand.touchIcon);
  return { '@type': 'ImageObject', url: `${state.publicUrl}/apple-touch-icon.png`, width: 180, height: 180 } as unknown as ImageObject;
}

const DAYS: Record<string, string> = { mo: 'Monday', tu: 'Tuesday', we: 'Wednesday', th: 'Thursday', fr: 'Friday', sa: 'Saturday', su: 'Sunday' };
const DAY_ORDER = Object.keys(DAYS);

/** One day or a range of days (`Mo`, `Mo-Fr`, `Sa-Mo` going round the week). */
function daysOf(part: string): string[] | undefined {
  const [from, to = from] = part.toLowerCase().split('-');
  const start = DAY_ORDER.indexOf(from);
  const end = DAY_ORDER.indexOf(to);
  if (start === -1 || end === -1) return undefined;
  const days: string[] = [];
  for (let i = start; ; i = (i + 1) % 7) {
    days.push(DAYS[DAY_ORDER[i]]);
    if (i === end) return days;
  }
}

/**
 * Opening hours in schema.org's short form (`Mo-Fr 09:00-17:00; Sa 10:00-14:00`, rules apart by `;`
 * or a new line, days by `,`) as OpeningHoursSpecification, which Google's local business results
 * read. A rule it cannot read is left out rather than guessed.
 */
export function openingHoursSpecification(text: string | undefined): OpeningHoursSpecification[] {
  const specs: OpeningHoursSpecification[] = [];
  for (const rule of (text ?? '').split(/[;\n]/)) {
    const match = /^\s*([A-Za-z]{2}(?:-[A-Za-z]{2})?(?:\s*,\s*[A-Za-z]{2}(?:-[A-Za-z]{2})?)*)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*$/.exec(rule);
    if (!match) continue;
    const days = match[1].split(/\s*,\s*/).map(daysOf);
    if (days.some((day) => day === undefined)) continue;
    const pad = (time: string) => time.padStart(5, '0');
    specs.push({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...new Set(days.flat())],
      opens: pad(match[2]),
      closes: pad(match[3]),
    } as unknown as OpeningHoursSpecification);
  }
  return specs;
}

/** Where the business is, when the owner gave its coordinates (Address, phone and e-mail). */
function geo(state: AppState): GeoCoordinates | undefined {
  const { latitude, longitude } = first(state.site.footerAddress);
  if (!latitude || !longitude) return undefined;
  return { '@type': 'GeoCoordinates', latitude: Number(latitude), longitude: Number(longitude) } as unknown as GeoCoordinates;
}

/** How customers reach the business: the contact record's phone and e-mail. */
function contactPoint(state: AppState): ContactPoint | undefined {
  const address = first(state.site.footerAddress);
  if (!address.phoneNumber && !address.emailAddress) return undefined;
  return present({
    '@type': 'ContactPoint' as const,
    contactType: 'customer service',
    telephone: address.phoneNumber,
    email: address.emailAddress,
    url: `${state.publicUrl}/contact`,
  }) as ContactPoint;
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
    logo: organisationLogo(state),
    image: image(state, brand.shareImage),
    email: address.emailAddress,
    telephone: address.phoneNumber,
    address: postalAddress(state),
    contactPoint: contactPoint(state),
    sameAs: profiles(state),
  });
  const type = brand.businessType ?? 'ProfessionalService';
  if (type === 'Organization' || type === 'OnlineBusiness') return { ...common, '@type': type } as Organization;
  return {
    ...common,
    ...present({ geo: geo(state), openingHoursSpecification: openingHoursSpecification(brand.openingHours), priceRange: brand.priceRange }),
    '@type': type,
  } as ProfessionalService;
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

/** The page itself, part of the website, about the business, with the trail it shows. */
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
  /** the byline; none when the post has no byline, whose author is then the business */
  author?: { name: string; url?: string; image?: string };
  section?: string;
  keywords?: string[];
  wordCount?: number;
}

/**
 * A BlogPosting as Google's Article rich result reads it: headline, image, dates, author (a Person
 * with a name and the address that tells who they are, or the business itself when the post has
 * no byline) and publisher (the business node), the page it is the main entity of.
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
    author: post.author
      ? present({ '@type': 'Person' as const, name: post.author.name, url: absolute(state, post.author.url), image: absolute(state, post.author.image) })
      : { '@id': ids.organisation },
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
 * browser. `breadcrumb` is the trail the page shows (site/Breadcrumbs.tsx): pages without one get none.
 */
export type PageLdBuilder = (state: AppState, data: unknown, url: string) => { nodes: Thing[]; breadcrumb?: BreadcrumbList };
const PAGE_LD = new Map<string, PageLdBuilder>();
export function registerPageLd(kind: string, build: PageLdBuilder): void {
  PAGE_LD.set(kind, build);
}

/**
 * The page's schema.org description as one JSON-LD graph: the business, the website, and where
 * the page shows them the packages as services with offers, the FAQ, and the trail it shows.
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
  const nodes: (Thing | undefined)[] = [
    business(state, ids.organisation),
    website,
    webPageLd(state, url, title, undefined, extra?.breadcrumb !== undefined),
    ...(PACKAGE_PAGES.has(path) ? services(state, ids.organisation) : []),
    FAQ_PAGES.has(path) ? faq(state) : undefined,
    // A trail only where the page shows it (Google: the markup must match a visible breadcrumb).
    extra?.breadcrumb,
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
