import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * A public screen loaded on demand, together with the defaults of the fixed texts that only such
 * screens show (site/text-defaults.ts): the first visit's script carries only the public pages' defaults.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router's own bound for a module
export function lazyPublicPage<T extends Record<string, any>, TKey extends keyof T = 'default'>(importer: () => Promise<T>, exportName?: TKey) {
  return lazyRouteComponent(() => Promise.all([importer(), import('../site/text-defaults')]).then(([screen]) => screen), exportName);
}

/**
 * A screen drawn with Mantine's components (the back office, the customer's and the account's
 * screens), loaded on demand inside Mantine's provider (with-mantine.tsx). The public pages draw
 * no Mantine component, so the provider, its theme and colour functions (about 5 kB of script)
 * leave their first visit and come with the first such screen instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router's own bound for a module
export function lazyPage<T extends Record<string, any>, TKey extends keyof T = 'default'>(importer: () => Promise<T>, exportName?: TKey) {
  const key = (exportName ?? 'default') as TKey;
  return lazyRouteComponent(
    () =>
      Promise.all([importer(), import('../with-mantine'), import('../site/text-defaults')]).then(
        ([screen, { withMantine }]) => ({ ...screen, [key]: withMantine(screen[key]) }) as T,
      ),
    exportName,
  );
}
