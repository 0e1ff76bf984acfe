import type { SiteData, Viewer } from './site/types';

/**
 * A page's own data (a page's body, a post), beyond the site snapshot: the server finds it by the
 * page's path (its PageDataRegistry) and renders the page with it; it travels to the browser inside
 * the page like the site snapshot. `path` is the page's address (see entry-server's `pageAddress`).
 */
export interface PageDataState {
  kind: string;
  path: string;
  data: unknown;
}

/** What every page needs from the server: the site content and who is signed in. */
export interface AppState {
  site: SiteData;
  /** the site's public address, for canonical links and structured data */
  publicUrl: string;
  /**
   * A page's schema.org JSON-LD, set where the page is rendered on the server (crawlers read the
   * server's HTML, one URL at a time). The browser never computes it, which keeps its code out of
   * every visitor's first download; React leaves the server's script in place when it hydrates.
   */
  structuredData?: (path: string, title: string, url: string) => string;
  /** the data of the page the server rendered, for routes that show data of their own (site/page-data.ts) */
  pageData?: PageDataState;
  /**
   * Set where the page is rendered on the server: the src of every embed the page shows, which the
   * server reads for the page's frame-src and its consent banner (backend/src/embeds/embed-policy.ts).
   */
  embeds?: Set<string>;
  /**
   * Set where the page is rendered on the server: the kinds of section the page shows, whose
   * chunks its head preloads and whose loading the browser's hydration waits for (blocks/kinds.ts).
   */
  sectionKinds?: Set<string>;
  getViewer(): Viewer | null;
  setViewer(viewer: Viewer | null): void;
  subscribe(listener: () => void): () => void;
}

export function createAppState(site: SiteData, viewer: Viewer | null, publicUrl = ''): AppState {
  let current = viewer;
  const listeners = new Set<() => void>();
  return {
    site,
    publicUrl,
    getViewer: () => current,
    setViewer(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
