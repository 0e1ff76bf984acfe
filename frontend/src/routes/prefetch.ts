import type { QueryClient } from '@tanstack/react-query';

/**
 * A route's loader: starts the screen's reads with its code and waits for them, so the screen opens
 * with its data and a link hovered (preload on intent) is ready before the click. The reads are the
 * features' own query options (their queries.ts), loaded here on demand so that no route's reads
 * travel with every visit. Only in the browser (the server renders the back office without the
 * visitor's session) and only for Admins the guard let through. A failed read is left to the
 * screen, which shows it with a retry.
 */
export async function prefetch<Q>(
  context: { refused?: boolean },
  load: () => Promise<Q>,
  reads: (client: QueryClient, queries: Q) => Promise<unknown>[],
): Promise<void> {
  if (typeof window === 'undefined' || context.refused) return;
  const [{ getQueryClient }, queries] = await Promise.all([import('../api/queries'), load()]);
  await Promise.all(reads(getQueryClient(), queries)).catch(() => undefined);
}
