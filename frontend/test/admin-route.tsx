import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { createAppState, type AppState } from '../src/app-state';
import type { SiteData } from '../src/site/types';
import { render } from './render';

/**
 * An admin screen at its path under the back office's pathless layout (route ids `/_admin/…`, as
 * getRouteApi names them), with a query cache of its own. Returns the router, to follow where the
 * screen navigates. `site` is the site's content the screen reads (its Brand & site locale, say).
 */
export function renderAdminRoute(path: `/${string}`, Screen: RouteComponent, url: string, site: SiteData = {}) {
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const admin = createRoute({ getParentRoute: () => root, id: '_admin' });
  const screen = createRoute({ getParentRoute: () => admin, path, component: Screen });
  const router = createRouter({
    routeTree: root.addChildren([admin.addChildren([screen])]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { state: createAppState(site, null) },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
