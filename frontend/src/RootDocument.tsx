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
import { mantineHtmlProps, type MantineThemeOverride } from '@mantine/core';
import { HeadContent, Scripts, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useBrand } from './site/use-site';
import { themeOf } from './theme';
import type { ThemeStyles } from './theme-styles';

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
          Mantine's provider wraps only the screens drawn with its components (routes/lazy-page.ts):
          the public pages draw none, and their first visit is the lighter without it.
        */}
        {children}
        <Scripts />
      </body>
    </html>
  );
}

type Make = (theme: MantineThemeOverride) => ThemeStyles;
let make: Make | undefined;

/** The server's entry hands over the styles' maker (theme-styles.ts); the browser loads it only when needed. */
export function setThemeStylesMaker(maker: Make) {
  make = maker;
}

let drawn: { theme: MantineThemeOverride; styles: ThemeStyles } | undefined;

/** In the browser, the styles the server wrote for the theme the page was drawn with (the first one seen here). */
function drawnStyles(theme: MantineThemeOverride): ThemeStyles | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!drawn) {
    const text = (selector: string) => document.head.querySelector(selector)?.textContent ?? '';
    drawn = { theme, styles: { variables: text('style[data-mantine-styles="true"]'), classes: text('style[data-mantine-styles="classes"]') } };
  }
  return drawn.theme === theme ? drawn.styles : undefined;
}

/** The theme's CSS variables and Mantine's global classes, in the head (a `<style>` in the body is invalid HTML). */
function ThemeVariables({ theme }: { theme: MantineThemeOverride }) {
  const [maker, setMaker] = useState(() => make);
  const styles = maker?.(theme) ?? drawnStyles(theme);
  useEffect(() => {
    // Another colour than the page was drawn with (saved in Brand & site): the maker loads now.
    if (styles || maker) return;
    let live = true;
    void import('./theme-styles').then((module) => {
      make ??= module.themeStyles;
      if (live) setMaker(() => module.themeStyles);
    });
    return () => {
      live = false;
    };
  }, [styles, maker]);
  const shown = styles ?? drawn?.styles;
  return (
    <>
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: shown?.variables ?? '' }} />
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: shown?.classes ?? '' }} />
    </>
  );
}
