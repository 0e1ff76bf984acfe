import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/VisuallyHidden.css';
// The styles of the public pages whose code loads later (the blog, added pages, rich text), global
// and in the entry's stylesheet: a post or an added page waited for one or two more
// stylesheets before its first paint (Lighthouse: first paint of a post 1.66 s → 1.38 s, /blog/
// 1.48 → 1.39 s). They add 1.2 kB gzipped to the entry's. As CSS modules they could not be moved:
// Vite drops an import of a CSS module whose class names nothing reads.
import './features/rich-text/rich-text.css';
import './features/public/blog/blog.css';
import './features/public/site-pages/site-page.css';
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  MantineProvider,
  mantineHtmlProps,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
  type MantineThemeOverride,
} from '@mantine/core';
import { HeadContent, Scripts, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useBrand } from './site/use-site';
import { themeOf } from './theme';

/** The whole HTML document, rendered on the server and hydrated in the browser. */
export function RootDocument({ children }: { children: ReactNode }) {
  // The agency's primary colour (Brand & site) drives the theme, on the server and in the browser alike.
  const brand = useBrand();
  const theme = themeOf(brand.primaryColor);
  // The path the page was drawn for: the server draws each page once under its route's own path,
  // whatever case or trailing slash the request had, and the browser takes it up (entry-client.tsx).
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <html lang={brand.locale?.split('-')[0] || 'en'} data-path={path} {...mantineHtmlProps}>
      <head>
        <HeadContent />
        {/* Mantine's own <style>s go in the head, where HTML allows them: the provider writes none into the body. */}
        <ThemeVariables theme={theme} />
      </head>
      <body>
        {/*
          One light scheme, so no inline colour-scheme script is needed (and the CSP stays strict).
          The variables and global classes are in the head (ThemeVariables); components' responsive
          styles go there too, by React's style hoisting (deduplicateInlineStyles).
        */}
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false} deduplicateInlineStyles>
          {children}
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}

const DEFAULT_VARIABLES = defaultCssVariablesResolver(DEFAULT_THEME);
const variablesCss = new WeakMap<MantineThemeOverride, string>();
const classesCss = new WeakMap<MantineThemeOverride, string>();

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
 * classes. Both in the head (a `<style>` in the body is invalid HTML).
 */
function ThemeVariables({ theme }: { theme: MantineThemeOverride }) {
  let css = variablesCss.get(theme);
  if (css === undefined) {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const resolved = defaultCssVariablesResolver(merged);
    const changed = (scope: keyof ConvertCSSVariablesInput) =>
      Object.fromEntries(Object.entries(resolved[scope]).filter(([name, value]) => DEFAULT_VARIABLES[scope][name as `--${string}`] !== value));
    // One light scheme (forceColorScheme): the dark scheme's block, 4 kB of every page, never applies.
    css = convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: {} });
    variablesCss.set(theme, css);
    classesCss.set(theme, globalClasses(merged.breakpoints));
  }
  return (
    <>
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} />
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: classesCss.get(theme) ?? '' }} />
    </>
  );
}
