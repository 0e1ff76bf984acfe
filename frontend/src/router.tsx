import { createRouter } from '@tanstack/react-router';
import type { AppState } from './app-state';
import { loadBlocks } from './features/public/blocks/kinds';
import { NotFoundPage } from './features/public/pages';
import { routeTree } from './routes';
import type { PageDataState } from './app-state';
import type { SiteData, Viewer } from './site/types';

interface Dehydrated {
  site: SiteData;
  viewer: Viewer | null;
  publicUrl: string;
  /** a page's data is plain JSON (the API's answer), which the router's type of serialisable values cannot tell from `unknown` */
  pageData?: Omit<PageDataState, 'data'> & { data: Json };
  /** the kinds of section the page shows (AppState.sectionKinds) */
  sectionKinds?: string[];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

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
    dehydrate: (): Dehydrated => ({
      site: state.site,
      viewer: state.getViewer(),
      publicUrl: state.publicUrl,
      pageData: state.pageData as Dehydrated['pageData'],
      ...(state.sectionKinds?.size ? { sectionKinds: [...state.sectionKinds] } : {}),
    }),
    // Hydration waits for the chunks of the page's sections (their files are preloaded by the
    // page's head), so the server's markup is taken up whole, as a lazy route's is.
    hydrate: (data: Dehydrated) => {
      state.site = data.site;
      state.publicUrl = data.publicUrl;
      state.pageData = data.pageData;
      state.setViewer(data.viewer);
      // A chunk that does not come leaves its section to load where it is drawn.
      return loadBlocks(data.sectionKinds ?? []).catch(() => undefined);
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
