import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAppState, type AppState } from '../src/app-state';
import type { SiteData, Viewer } from '../src/site/types';
import { theme } from '../src/theme';

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
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findAllByRole('navigation').catch(() => undefined);
  return state;
}
