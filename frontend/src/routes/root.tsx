import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { AppState } from '../app-state';
import { NotFoundPage } from '../features/public/pages';
import { RootDocument } from '../RootDocument';

export interface RouterContext {
  state: AppState;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0a7769' },
      // The deepest route's title wins and every page route sets one, so this shows only when no page matched.
      { title: 'Page not found | Rankwell' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** Signed-in areas: an anonymous visitor is sent to /login and brought back after signing in. */
export function requireSignIn({ context, location }: { context: RouterContext; location: { href: string } }) {
  if (!context.state.getViewer()) throw redirect({ to: '/login', search: { redirect: location.href } });
}
