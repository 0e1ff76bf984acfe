import type { AppState } from '../app-state';
import { siteTextsOf } from './brand';
import { billingTerms, formatPrice } from './price';

/** The spec's fixed pages whose search appearance an Admin sets (GET /api/site's pageSeo, by these names). */
export type FixedPage = 'home' | 'service' | 'pricing' | 'contact' | 'thanks';

/** A page's title from its content when the content has one, else its fixed name. */
export type PageTitle = string | { fallback: string; fromContent: (state: AppState) => string | undefined };
export const titleOf = (title: PageTitle, state: AppState) => (typeof title === 'string' ? title : title.fromContent(state)?.trim() || title.fallback);

const pricingTitle = (state: AppState) => {
  const names = (state.site.pricings ?? []).map((plan) => plan.packageName);
  return names.length ? `SEO packages: ${names.join(', ')}` : undefined;
};

function pricingDescription(state: AppState): string | undefined {
  const plans = state.site.pricings ?? [];
  if (plans.length === 0) return undefined;
  return `SEO packages: ${plans.map((plan) => `${plan.packageName} ${formatPrice(plan.packagePrice, plan.currency)}${billingTerms(plan) ? ` ${billingTerms(plan)}` : ''}`).join(', ')}.`;
}

function contactDescription(state: AppState): string | undefined {
  const address = state.site.footerAddress?.[0];
  return address ? `Ask for a free SEO analysis of your website. ${address.location} · ${address.phoneNumber} · ${address.emailAddress}` : undefined;
}

export interface FixedPageHead {
  path: string;
  page: FixedPage;
  title: PageTitle;
  describe?: (state: AppState) => string | undefined;
}

/**
 * The fixed pages' default titles and descriptions, from the content: the routes' heads use them,
 * and the back office's search settings show them as the defaults an empty field keeps.
 */
export const FIXED_PAGE_HEADS = {
  home: { path: '/', page: 'home', title: 'SEO agency', describe: (state) => state.site.banner?.[0]?.bannerText },
  service: {
    path: '/service/',
    page: 'service',
    title: { fallback: 'SEO services', fromContent: (state) => state.site.serviceText?.[0]?.serviceHeading },
    describe: (state) => state.site.serviceText?.[0]?.servicesubHeading,
  },
  pricing: { path: '/pricing/', page: 'pricing', title: { fallback: 'Pricing', fromContent: pricingTitle }, describe: pricingDescription },
  // A fixed name: a title made from the address ran to 92 characters, cut in results (60 show).
  contact: { path: '/contact', page: 'contact', title: 'Free SEO analysis', describe: contactDescription },
  contactUs: { path: '/contact-us', page: 'contact', title: 'Free SEO analysis', describe: contactDescription },
  thanks: { path: '/thanks', page: 'thanks', title: 'Thank you', describe: (state) => siteTextsOf(state.site).thanksText || undefined },
} as const satisfies Record<string, FixedPageHead>;
