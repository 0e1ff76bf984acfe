import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A component's class names in @mantine/core's build: `esm/components/Checkbox/Checkbox.module.mjs`. */
const CLASSES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Ties each @mantine/core component's stylesheet (`@mantine/core/styles/X.css`, Mantine's
 * per-component files) to the module holding its class names, so the stylesheet lands in whichever
 * chunk uses the component, before the component's own styles as the module graph orders them.
 * Imported by hand per screen, the list drifted from what screens render: a checkbox on a screen
 * whose chunk lacked Checkbox.css showed a native box with a stray ✓. Mantine's whole
 * `styles.css` instead would put every component's CSS on the public pages' first visit.
 */
export function mantineCss(): Plugin {
  // The public pages' components, which RootDocument imports in Mantine's order (UnstyledButton
  // before Button, Input before PasswordInput) into the entry's stylesheet: imported from here too,
  // some would move into the first-visit chunk's stylesheet, loaded after the entry's, and a base
  // component's rules (UnstyledButton's transparent background) would then override its dependants'.
  const root = readFileSync(new URL('./src/RootDocument.tsx', import.meta.url), 'utf8');
  const inEntry = new Set([...root.matchAll(/'@mantine\/core\/styles\/(\w+)\.css'/g)].map(([, name]) => name));
  return {
    name: 'rankwell-mantine-css',
    enforce: 'pre',
    transform(code, id) {
      const name = CLASSES_MODULE.exec(id.split('?')[0])?.[1];
      if (!name || inEntry.has(name)) return null;
      // After the file's "use client" directive, which must stay its first statement.
      const directive = /^\s*(['"])use client\1;?/.exec(code)?.[0] ?? '';
      return { code: `${directive}\nimport '@mantine/core/styles/${name}.css';${code.slice(directive.length)}`, map: null };
    },
  };
}
