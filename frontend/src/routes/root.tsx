import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { AppState } from '../app-state';
import { NotFoundPage } from '../features/public/pages';
import { RootDocument } from '../RootDocument';
import { brandOfState, siteTextsOf } from '../site/brand';
import { DEFAULT_PRIMARY } from '../theme';

export interface RouterContext {
  state: AppState;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The site's marks (Brand & site): theme colour, icons and manifest, and the title shown when no page matched.
  head: ({ match }) => {
    const brand = brandOfState(match.context.state);
    const favicon = brand.favicon ?? '/favicon.svg';
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: brand.primaryColor ?? DEFAULT_PRIMARY },
        // The deepest route's title wins and every page route sets one, so this shows only when no page matched.
        { title: `${siteTextsOf(match.context.state.site).notFoundHeading} | ${brand.siteName}` },
      ],
      links: [
        { rel: 'icon', href: favicon, ...(favicon.endsWith('.svg') ? { type: 'image/svg+xml' } : {}) },
        ...(brand.touchIcon ? [{ rel: 'apple-touch-icon', href: brand.touchIcon }] : []),
        { rel: 'manifest', href: '/manifest.webmanifest' },
      ],
    };
  },
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** Signed-in areas: an anonymous visitor is sent to /login and brought back after signing in. */
export function requireSignIn({ context, location }: { context: RouterContext; location: { href: string } }) {
  if (!context.state.getViewer()) throw redirect({ to: '/login', search: { redirect: location.href } });
}
