import type { AppState } from '../app-state';

const SITE_NAME = 'Rankwell';

/** Title and meta description of a page, from content where the content has them. */
export function pageHead(state: AppState, title: string, description: string | undefined, path: string, privateArea = false) {
  const about = state.site.about?.[0];
  const text = description ?? about?.aboutDetails ?? 'Rankwell is an SEO agency: technical SEO, content and links, reported in revenue.';
  const heading = state.site.banner?.[0]?.bannerHeading;
  const fullTitle = path === '/' && heading ? `${SITE_NAME} — ${heading}` : `${title} | ${SITE_NAME}`;
  return {
    meta: [{ title: fullTitle }, { name: 'description', content: text }, ...(privateArea ? [{ name: 'robots', content: 'noindex, nofollow' }] : [])],
  };
}
