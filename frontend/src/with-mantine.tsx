import { MantineProvider } from '@mantine/core';
import type { ComponentType } from 'react';
import { useBrand } from './site/use-site';
import { themeOf } from './theme';

const wrapped = new WeakMap<ComponentType<object>, ComponentType<object>>();

/**
 * A screen inside Mantine's provider, on the agency's theme and its one light scheme. The variables
 * and global classes are in the head already (RootDocument's ThemeVariables); components'
 * responsive styles go there too, by React's style hoisting (deduplicateInlineStyles). A screen
 * under another (the back office's layout) gets a provider of its own too: nested, it changes nothing.
 */
export function withMantine<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Screen as ComponentType<object>);
  if (known) return known as ComponentType<P>;
  function MantineScreen(props: P) {
    const brand = useBrand();
    return (
      <MantineProvider theme={themeOf(brand.primaryColor)} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false} deduplicateInlineStyles>
        <Screen {...props} />
      </MantineProvider>
    );
  }
  wrapped.set(Screen as ComponentType<object>, MantineScreen as ComponentType<object>);
  return MantineScreen;
}
