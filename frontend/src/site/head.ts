import type { AppState } from '../app-state';

const SITE_NAME = 'Rankwell';

/** Duplicate pages point search engines at one address. */
const CANONICAL: Record<string, string> = { '/contact-us': '/contact' };

function absolute(state: AppState, path: string | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : `${state.publicUrl}${path}`;
}

/** The organisation and, where prices are shown, its packages as offers (schema.org JSON-LD). */
function structuredData(state: AppState, path: string): string {
  const address = state.site.footerAddress?.[0];
  const organisation = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${state.publicUrl}/`,
    logo: absolute(state, state.site.logo?.[0]?.logo),
    email: address?.emailAddress,
    telephone: address?.phoneNumber,
    address: address?.location,
    makesOffer: (state.site.pricings ?? []).map((plan) => ({
      '@type': 'Offer',
      name: `${plan.packageName} SEO package`,
      price: plan.packagePrice.toFixed(2),
      priceCurrency: 'USD',
      url: `${state.publicUrl}/order-now/${plan._id}`,
    })),
  };
  if (path !== '/' && path !== '/pricing/') delete (organisation as Partial<typeof organisation>).makesOffer;
  // "<" is escaped so content can never close the script element.
  return JSON.stringify(organisation).replace(/</g, '\\u003c');
}

/** Title, description, canonical link, Open Graph and Twitter tags of a page, from content. */
export function pageHead(state: AppState, title: string, description: string | undefined, path: string, privateArea = false) {
  const about = state.site.about?.[0];
  const text = description ?? about?.aboutDetails ?? 'Rankwell is an SEO agency: technical SEO, content and links, reported in revenue.';
  const heading = state.site.banner?.[0]?.bannerHeading;
  const fullTitle = path === '/' && heading ? `${SITE_NAME} — ${heading}` : `${title} | ${SITE_NAME}`;
  if (privateArea) {
    return { meta: [{ title: fullTitle }, { name: 'description', content: text }, { name: 'robots', content: 'noindex, nofollow' }] };
  }
  const url = `${state.publicUrl}${CANONICAL[path] ?? path}`;
  const image = absolute(state, state.site.banner?.[0]?.imageOne);
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: text },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: text },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: text },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: [{ type: 'application/ld+json', children: structuredData(state, path) }],
  };
}
