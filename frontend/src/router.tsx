import { createRouter } from '@tanstack/react-router';
import type { AppState } from './app-state';
import { NotFoundPage } from './features/public/pages';
import { routeTree } from './routes';
import type { SiteData, Viewer } from './site/types';

interface Dehydrated {
  site: SiteData;
  viewer: Viewer | null;
  publicUrl: string;
}

/** One router per request on the server, one per page load in the browser. */
export function createAppRouter(state: AppState) {
  return createRouter({
    routeTree,
    context: { state },
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    // The site content and the viewer travel to the browser once, inside the page.
    dehydrate: (): Dehydrated => ({ site: state.site, viewer: state.getViewer(), publicUrl: state.publicUrl }),
    hydrate: (data: Dehydrated) => {
      state.site = data.site;
      state.publicUrl = data.publicUrl;
      state.setViewer(data.viewer);
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
