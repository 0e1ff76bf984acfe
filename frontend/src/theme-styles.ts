import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
  type MantineThemeOverride,
} from '@mantine/core';

/** A theme's two `<style>`s in the head: its CSS variables and Mantine's global classes. */
export interface ThemeStyles {
  variables: string;
  classes: string;
}

const DEFAULT_VARIABLES = defaultCssVariablesResolver(DEFAULT_THEME);
const made = new WeakMap<MantineThemeOverride, ThemeStyles>();

/**
 * The classes of Mantine's `hiddenFrom`/`visibleFrom` props at the theme's breakpoints, as its
 * provider writes them when `withGlobalClasses` is on (MantineClasses).
 */
function globalClasses(breakpoints: Record<string, string>): string {
  return Object.entries(breakpoints)
    .map(([name, value]) => {
      const size = px(value) as number;
      const below = value.includes('px') ? `${size - 0.1}px` : em(size - 0.1);
      const from = value.includes('px') ? `${size}px` : em(size);
      return `@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join('');
}

/**
 * The theme's CSS variables, as MantineProvider writes them (its own `<style>`, the variables that
 * differ from Mantine's stylesheet only) but for the light scheme alone, made once per theme rather
 * than once per render: on the server they took 8% of a render of `/`. With them, Mantine's global
 * classes. The server's entry imports this module (Mantine's theme merging, colour functions and
 * variables resolver); the browser keeps the server's `<style>`s (RootDocument.tsx) and loads it
 * only when the theme changes (the agency's colour saved in the back office).
 */
export function themeStyles(theme: MantineThemeOverride): ThemeStyles {
  let styles = made.get(theme);
  if (!styles) {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const resolved = defaultCssVariablesResolver(merged);
    const changed = (scope: keyof ConvertCSSVariablesInput) =>
      Object.fromEntries(Object.entries(resolved[scope]).filter(([name, value]) => DEFAULT_VARIABLES[scope][name as `--${string}`] !== value));
    // One light scheme (forceColorScheme): the dark scheme's block, 4 kB of every page, never applies.
    styles = {
      variables: convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: {} }),
      classes: globalClasses(merged.breakpoints),
    };
    made.set(theme, styles);
  }
  return styles;
}
