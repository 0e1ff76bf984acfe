import { createRoute } from '@tanstack/react-router';
import { MEDIA_PAGE_SIZE, validateMediaSearch } from '../features/media/search';
import { adminRoute } from './admin';
import { prefetch } from './prefetch';
import { lazyPage } from './lazy-page';

/**
 * The back office's screens for the site's content and its links to other programs: media,
 * redirects, search appearance, the blog, the site's own pages, mail previews, API keys and
 * webhooks. Under the same Admin-only layout as the operations' screens (admin.tsx).
 */

const mediaReads = () => import('../features/media/queries').then((module) => module.mediaQueries);

const mediaRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/media',
  // The library's files under /media/ stay for search engines to find (image search): only the screen is kept out.
  staticData: { robots: 'disallow-screen' },
  validateSearch: validateMediaSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, mediaReads, (client, media) => [
      client.ensureQueryData(media.list({ search: deps.search, page: deps.page ?? 1, pageSize: MEDIA_PAGE_SIZE })),
      ...(deps.selected ? [client.ensureQueryData(media.one(deps.selected))] : []),
    ]),
  component: lazyPage(() => import('../features/media/MediaScreen'), 'MediaScreen'),
});

const redirectsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/redirects',
  staticData: { robots: 'disallow' },
  // The screen reads its address and asks for its list itself: its rules and query live with it,
  // out of the bundle every visit loads.
  component: lazyPage(() => import('../features/redirects/RedirectsScreen'), 'RedirectsScreen'),
});

const searchAppearanceRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/search-appearance',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/seo/PageSeoScreen'), 'PageSeoScreen'),
});

const apiKeysRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/api-keys',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/api-keys/ApiKeysScreen'), 'ApiKeysScreen'),
});

const webhooksRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/webhooks',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/webhooks/WebhooksScreen'), 'WebhooksScreen'),
});

// The blog's screens: lazy, their queries with them, the editor (Tiptap) only in the post's screen.
const blogPostsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/blog-posts',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/blog/BlogPostsScreen'), 'BlogPostsScreen'),
});

const blogPostRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/blog-post/$id',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/blog/BlogPostEditScreen'), 'BlogPostEditScreen'),
});

const blogTermsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/blog-terms',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/blog/BlogTermsScreen'), 'BlogTermsScreen'),
});

// The site's own pages: lazy like the blog's, the editor (Tiptap) only in the page's screen.
const sitePagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/site-pages',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/site-pages/SitePagesScreen'), 'SitePagesScreen'),
});

const sitePageRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/site-pages/$id',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/site-pages/SitePageEditScreen'), 'SitePageEditScreen'),
});

// The navigation bar's and footer's menus (issue 43).
const menusRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/menus',
  staticData: { robots: 'disallow' },
  loader: ({ context }) =>
    prefetch(
      context,
      () => import('../features/menus/queries').then((module) => module.menuQueries),
      (client, menus) => [client.ensureQueryData(menus.list())],
    ),
  component: lazyPage(() => import('../features/menus/MenusScreen'), 'MenusScreen'),
});

// The home page's order and hidden sections.
const homeLayoutRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/home-layout',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/site-pages/HomeLayoutScreen'), 'HomeLayoutScreen'),
});

const mailPreviewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/mail-preview',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/mail/MailPreviewScreen'), 'MailPreviewScreen'),
});

export const siteAdminRoutes = [
  mediaRoute,
  redirectsRoute,
  searchAppearanceRoute,
  apiKeysRoute,
  webhooksRoute,
  blogPostsRoute,
  blogPostRoute,
  blogTermsRoute,
  sitePagesRoute,
  sitePageRoute,
  menusRoute,
  homeLayoutRoute,
  mailPreviewRoute,
] as const;
