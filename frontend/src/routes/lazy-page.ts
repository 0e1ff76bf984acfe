import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * A screen loaded on demand, together with the defaults of the fixed texts that only such screens
 * show (site/text-defaults.ts): the first visit's script carries only the public pages' defaults.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router's own bound for a module
export function lazyPage<T extends Record<string, any>, TKey extends keyof T = 'default'>(importer: () => Promise<T>, exportName?: TKey) {
  return lazyRouteComponent(() => Promise.all([importer(), import('../site/text-defaults')]).then(([screen]) => screen), exportName);
}
