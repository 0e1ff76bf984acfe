import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../api/queries';

/**
 * A route's loader: starts the screen's reads with its code and waits for them, so the screen opens
 * with its data and a link hovered (preload on intent) is ready before the click. Only in the
 * browser (the server renders the back office without the visitor's session) and only for Admins
 * the guard let through. A failed read is left to the screen, which shows it with a retry.
 */
export async function prefetch(context: { refused?: boolean }, reads: (client: QueryClient, queries: Queries) => Promise<unknown>[]): Promise<void> {
  if (typeof window === 'undefined' || context.refused) return;
  const { getQueryClient, queries } = await import('../api/queries');
  await Promise.all(reads(getQueryClient(), queries)).catch(() => undefined);
}
