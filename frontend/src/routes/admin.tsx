import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { pageHead } from '../site/head';
import { MEDIA_PAGE_SIZE, validateMediaSearch } from '../features/media/search';
import { MESSAGES_PAGE_SIZE, validateMessagesSearch } from '../features/messages/search';
import { ORDERS_PAGE_SIZE, PANEL_PAGE_SIZE, validateOrdersSearch, validatePanelSearch } from '../features/orders/search';
import type { SiteData } from '../site/types';
import { SUBSCRIBERS_PAGE_SIZE, validatePageSearch } from '../ui/search';
import { prefetch } from './prefetch';
import { requireSignIn, rootRoute } from './root';

/** Only the ids of existing about records are pages: every other one-segment path is not found. */
export const isAboutId = (site: SiteData, id: string) => (site.about ?? []).some((about) => about._id === id);

/** The about editor is the spec's /{id}, the one back-office path that is a page only for some values. */
export const ABOUT_EDITOR_ID = '/_admin/$aboutId';
const aboutIdOf = (pathname: string) => decodeURIComponent(pathname.replace(/^\/|\/$/g, ''));

/**
 * The back office: every route under this pathless layout needs a signed-in Admin. Anonymous
 * visitors are sent to sign in and brought back; anyone else sees the refusal instead of the screen.
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_admin',
  beforeLoad: ({ context, location, matches }) => {
    // Decided before sign-in, so that an anonymous visitor of /anything gets the not-found page, not the login.
    if (matches.at(-1)?.routeId === ABOUT_EDITOR_ID && !isAboutId(context.state.site, aboutIdOf(location.pathname))) throw notFound();
    requireSignIn({ context, location });
    return { refused: !context.state.getViewer()?.isAdmin };
  },
  component: lazyRouteComponent(() => import('../features/admin/AdminLayout'), 'AdminLayout'),
  head: ({ match }) => pageHead(match.context.state, 'Admin', undefined, '/admin', true),
});

const panelRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin',
  staticData: { robots: 'disallow' },
  validateSearch: validatePanelSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, (client, q) => [
      client.ensureQueryData(q.totalSales()),
      client.ensureQueryData(q.paypalEmails()),
      client.ensureQueryData(q.orders({ page: deps.ordersPage ?? 1, pageSize: PANEL_PAGE_SIZE })),
      client.ensureQueryData(q.subscribers(deps.subscribersPage ?? 1, PANEL_PAGE_SIZE)),
    ]),
  component: lazyRouteComponent(() => import('../features/admin/PanelScreen'), 'PanelScreen'),
});

const settingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/setting',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/sections/SettingsScreen'), 'SettingsScreen'),
});

const ordersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/total-orders',
  staticData: { robots: 'disallow' },
  validateSearch: validateOrdersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, (client, q) => [client.ensureQueryData(q.orders({ ...deps, page: deps.page ?? 1, pageSize: ORDERS_PAGE_SIZE }))]),
  component: lazyRouteComponent(() => import('../features/orders/OrdersScreen'), 'OrdersScreen'),
});

const paymentStatusRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin/payment-status/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, (client, q) => [client.ensureQueryData(q.order(params.id))]),
  component: lazyRouteComponent(() => import('../features/orders/PaymentStatusScreen'), 'PaymentStatusScreen'),
});

const messagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/all-messages',
  staticData: { robots: 'disallow' },
  validateSearch: validateMessagesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, (client, q) => [
      client.ensureQueryData(q.messages('UnRead', deps.unreadPage ?? 1, MESSAGES_PAGE_SIZE, deps.search)),
      client.ensureQueryData(q.messages('Read', deps.readPage ?? 1, MESSAGES_PAGE_SIZE, deps.search)),
    ]),
  component: lazyRouteComponent(() => import('../features/messages/MessagesScreen'), 'MessagesScreen'),
});

const messageRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/view/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, (client, q) => [client.ensureQueryData(q.message(params.id))]),
  component: lazyRouteComponent(() => import('../features/messages/MessageScreen'), 'MessageScreen'),
});

const subscribersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/all-subscriber',
  staticData: { robots: 'disallow' },
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context, (client, q) => [client.ensureQueryData(q.subscribers(deps.page ?? 1, SUBSCRIBERS_PAGE_SIZE))]),
  component: lazyRouteComponent(() => import('../features/subscribers/SubscribersScreen'), 'SubscribersScreen'),
});

const usersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/add-user',
  staticData: { robots: 'disallow' },
  loader: ({ context }) => prefetch(context, (client, q) => [client.ensureQueryData(q.users())]),
  component: lazyRouteComponent(() => import('../features/users/UsersScreen'), 'UsersScreen'),
});

const userRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-user/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, (client, q) => [client.ensureQueryData(q.user(params.id))]),
  component: lazyRouteComponent(() => import('../features/users/UserScreen'), 'UserScreen'),
});

const paypalEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/paypal-email/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, (client, q) => [client.ensureQueryData(q.paypalEmail(params.id))]),
  component: lazyRouteComponent(() => import('../features/payments/PaypalEmailScreen'), 'PaypalEmailScreen'),
});

const addPaypalEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/add-paypal-Email',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/payments/PaypalEmailScreen'), 'AddPaypalEmailScreen'),
});

const pricingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/add-pricing',
  staticData: { robots: 'disallow' },
  loader: ({ context }) => prefetch(context, (client, q) => [client.ensureQueryData(q.pricings())]),
  component: lazyRouteComponent(() => import('../features/pricing/PricingsScreen'), 'PricingsScreen'),
});

const pricingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/package-edit/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, (client, q) => [client.ensureQueryData(q.pricing(params.id))]),
  component: lazyRouteComponent(() => import('../features/pricing/PricingScreen'), 'PricingScreen'),
});

const auditLogRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/audit-log',
  staticData: { robots: 'disallow' },
  // The screen reads its address and asks for the log itself: its rules and query live with it,
  // out of the bundle every visit loads.
  component: lazyRouteComponent(() => import('../features/audit/AuditLogScreen'), 'AuditLogScreen'),
});

const mediaRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/media',
  // The library's files under /media/ stay for search engines to find (image search): only the screen is kept out.
  staticData: { robots: 'disallow-screen' },
  validateSearch: validateMediaSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, (client, q) => [
      client.ensureQueryData(q.mediaList({ search: deps.search, page: deps.page ?? 1, pageSize: MEDIA_PAGE_SIZE })),
      ...(deps.selected ? [client.ensureQueryData(q.mediaItem(deps.selected))] : []),
    ]),
  component: lazyRouteComponent(() => import('../features/media/MediaScreen'), 'MediaScreen'),
});

const redirectsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/redirects',
  staticData: { robots: 'disallow' },
  // The screen reads its address and asks for its list itself: its rules and query live with it,
  // out of the bundle every visit loads.
  component: lazyRouteComponent(() => import('../features/redirects/RedirectsScreen'), 'RedirectsScreen'),
});

const searchAppearanceRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/search-appearance',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/seo/PageSeoScreen'), 'PageSeoScreen'),
});

const apiKeysRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/api-keys',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/api-keys/ApiKeysScreen'), 'ApiKeysScreen'),
});

const webhooksRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/webhooks',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/webhooks/WebhooksScreen'), 'WebhooksScreen'),
});

// The blog's screens: lazy, their queries with them, the editor (Tiptap) only in the post's screen.
const blogPostsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/blog-posts',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/blog/BlogPostsScreen'), 'BlogPostsScreen'),
});

const blogPostRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/blog-post/$id',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/blog/BlogPostEditScreen'), 'BlogPostEditScreen'),
});

const blogTermsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/blog-terms',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/blog/BlogTermsScreen'), 'BlogTermsScreen'),
});

// The site's own pages: lazy like the blog's, the editor (Tiptap) only in the page's screen.
const sitePagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/site-pages',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/site-pages/SitePagesScreen'), 'SitePagesScreen'),
});

const sitePageRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/site-pages/$id',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/site-pages/SitePageEditScreen'), 'SitePageEditScreen'),
});

const mailPreviewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/mail-preview',
  staticData: { robots: 'disallow' },
  component: lazyRouteComponent(() => import('../features/mail/MailPreviewScreen'), 'MailPreviewScreen'),
});

export const operationRoutes = [
  panelRoute,
  settingsRoute,
  ordersRoute,
  paymentStatusRoute,
  messagesRoute,
  messageRoute,
  subscribersRoute,
  usersRoute,
  userRoute,
  paypalEmailRoute,
  addPaypalEmailRoute,
  pricingsRoute,
  pricingRoute,
  auditLogRoute,
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
  mailPreviewRoute,
] as const;
