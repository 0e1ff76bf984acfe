import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * False while the server renders and while the browser hydrates, true after: for markup that
 * depends on the address's query, which the server does not render from (its page cache keeps a
 * page by address), so both sides draw the same page and the browser then adds what the query says.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
