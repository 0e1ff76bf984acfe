import type { AppState } from '../app-state';

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

/** How a route declares that it shows data of its own (its `staticData.pageData`). */
export interface PageDataRoute {
  /** what the route shows ('page', 'post'…), as the server's source names it */
  kind: string;
  /**
   * Whether the path's parameters can name such data at all (a slug's form): any other path is the
   * not-found page without asking the server. Parameters are lowercased before (slugs are lowercase).
   */
  accepts?: (params: Record<string, string>) => boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    pageData?: PageDataRoute;
  }
}

/**
 * The data the page was rendered with, when it is of this kind (and, given a path, for that path):
 * after a client-side navigation the state still holds the first page's data, so a route passes
 * its own path and fetches its data from the API when this answers undefined.
 */
export function pageDataOf<T>(state: AppState, kind: string, path?: string): T | undefined {
  const current = state.pageData;
  if (!current || current.kind !== kind || (path !== undefined && current.path !== path)) return undefined;
  return current.data as T;
}
