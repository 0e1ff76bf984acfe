import { QueryClient } from '@tanstack/react-query';
import { withSession } from './client';

/**
 * What every feature's reads share: the one cache, and a session-aware call. The reads themselves
 * live with their features (`features/<name>/queries.ts`), as `queryOptions` named by key factories,
 * so that a screen, its route's loader and the saves that make it stale name the same keys.
 */

/** A read of the signed-in areas: a 401 refreshes the session once and repeats the call. */
export const read =
  <T>(call: () => Promise<T>) =>
  () =>
    withSession(call);

let browserClient: QueryClient | undefined;

/** One cache per page load in the browser (loaders and screens share it), a fresh one per server render. */
export function getQueryClient(): QueryClient {
  const create = () => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1 } } });
  if (typeof window === 'undefined') return create();
  browserClient ??= create();
  return browserClient;
}
