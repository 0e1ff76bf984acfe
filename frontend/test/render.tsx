import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render as testingLibraryRender, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAppState, type AppState } from '../src/app-state';
import type { SiteData, Viewer } from '../src/site/types';
import { theme } from '../src/theme';

/** Mantine as the app sets it up (src/RootDocument.tsx): its theme, its one light scheme. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}

/** Renders a component inside the app's Mantine setup: the one wrapper every component test renders through. */
export function render(ui: ReactNode): RenderResult {
  return testingLibraryRender(ui, { wrapper: Providers });
}

/** Renders a component inside the providers and router context every page has. */
export async function renderInApp(ui: () => ReactNode, options: { site?: SiteData; viewer?: Viewer | null; path?: string } = {}): Promise<AppState> {
  const state = createAppState(options.site ?? {}, options.viewer ?? null);
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const routes = ['/', '/login', '/dashboard', '/admin', '/register', '/reset'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <>{ui()}</> }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    context: { state },
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findAllByRole('navigation').catch(() => undefined);
  return state;
}
