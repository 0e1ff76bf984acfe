import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AppState } from '../app-state';

/** How a route declares that it shows data of its own (its `staticData.pageData`). */
export interface PageDataRoute {
  /** what the route shows ('page', 'post'…), as the server's source names it */
  kind: string;
  /**
   * The kind's structured data: a module that calls registerPageLd, which the server entry loads
   * (every route's, once) before it renders. A chunk of its own that the browser never asks for, so
   * the builders stay out of its bundle, and a new kind edits nothing in entry-server.
   */
  structuredData?: () => Promise<unknown>;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    pageData?: PageDataRoute;
    /**
     * The route's lazily loaded component as Vite's build manifest names it (`src/features/…tsx`):
     * the server writes its script and styles into the page's head (entry-server's routerManifest).
     */
    chunk?: string;
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

/**
 * A page's own data for a component: what the page was rendered with, or (after a client-side
 * navigation) the same answer fetched from the public API at `api` and put where the server puts
 * it, so the route's head (title, description) follows too. `missing` once the API answered that
 * there is no such thing (the page shows the not-found page). Plain fetch: the public pages carry
 * neither TanStack Query nor the generated client into a first visit.
 */
export function usePageData<T>(kind: string, path: string, api: string): { data: T | undefined; missing: boolean } {
  const { state } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const data = pageDataOf<T>(state, kind, path);
  const [missing, setMissing] = useState<string>();
  useEffect(() => {
    if (data !== undefined) return;
    let current = true;
    fetch(api, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : undefined))
      .catch(() => undefined)
      .then((found) => {
        if (!current) return;
        if (found === undefined) return setMissing(path);
        state.pageData = { kind, path, data: found };
        void router.invalidate();
      });
    return () => {
      current = false;
    };
  }, [api, data, kind, path, router, state]);
  return { data, missing: data === undefined && missing === path };
}
