import type { BreadcrumbList, FAQPage, Graph, ImageObject, Organization, PostalAddress, ProfessionalService, Service, Thing, WebSite } from 'schema-dts';
import type { AppState } from '../app-state';
import { brandOfState } from './brand';
import { altOf, libraryImage, mediaOf, mediaUrl, slotSize } from './media';
import { PACKAGE_POINTS, packageAnchor } from './price';
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
      description: PACKAGE_POINTS.map((point) => plan[point])
        .filter(Boolean)
        .join('; '),
      provider: { '@id': provider },
      url,
      offers: { '@type': 'Offer' as const, price: plan.packagePrice.toFixed(2), priceCurrency: 'USD', url },
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

function breadcrumbs(state: AppState, title: string, url: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: brandOfState(state).siteName, item: `${state.publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: title, item: url },
    ],
  };
}

/**
 * The page's schema.org description as one JSON-LD graph: the business, the website, and where
 * the page shows them the packages as services with offers, the FAQ, and the way back home.
 * Testimonials are left out on purpose: Google treats reviews a business publishes about itself
 * as self-serving and ignores (or penalises) Review and AggregateRating markup for them.
 */
function structuredData(state: AppState, path: string, title: string, url: string): string {
  const organisation = `${state.publicUrl}/#organization`;
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${state.publicUrl}/#website`,
    name: brandOfState(state).siteName,
    url: `${state.publicUrl}/`,
    publisher: { '@id': organisation },
  };
  const nodes: (Thing | undefined)[] = [
    business(state, organisation),
    website,
    ...(PACKAGE_PAGES.has(path) ? services(state, organisation) : []),
    FAQ_PAGES.has(path) ? faq(state) : undefined,
    path === '/' ? undefined : breadcrumbs(state, title, url),
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
