import { createRoute, notFound, redirect, type StaticDataRouteOption } from '@tanstack/react-router';
import { landingOf, mayOpen } from '../features/admin/screens';
import { pageHead } from '../site/head';
import { MESSAGES_PAGE_SIZE, validateMessagesSearch } from '../features/messages/search';
import { ORDERS_PAGE_SIZE, PANEL_PAGE_SIZE, validateOrdersSearch, validatePanelSearch } from '../features/orders/search';
import type { SiteData } from '../site/types';
import { validateSubscribersSearch } from '../features/subscribers/search';
import { SUBSCRIBERS_PAGE_SIZE } from '../ui/search';
import { prefetch } from './prefetch';
import { requireSignIn, rootRoute } from './root';
import { lazyPage } from './lazy-page';

// The screens' reads, each feature's query options, loaded with the loader that needs them.
const orderReads = () => import('../features/orders/queries').then((module) => module.orderQueries);
const paypalEmailReads = () => import('../features/payments/queries').then((module) => module.paypalEmailQueries);
const subscriberReads = () => import('../features/subscribers/queries').then((module) => module.subscriberQueries);
const messageReads = () => import('../features/messages/queries').then((module) => module.messageQueries);
const userReads = () => import('../features/users/queries').then((module) => module.userQueries);
const pricingReads = () => import('../features/pricing/queries').then((module) => module.pricingQueries);

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
    const viewer = context.state.getViewer();
    // The Owner requires a second factor and this member has none: their account page sets it up.
    if (viewer?.isAdmin && viewer.mustEnrolTwoFactor) throw redirect({ to: '/account', replace: true });
    // Their password predates the team's rule: the account page asks for a new one first.
    if (viewer?.isAdmin && viewer.mustChangePassword) throw redirect({ to: '/account', replace: true });
    // The screen's own route: its path, and the permission a kind's screen declares on it (staticData.permission).
    const leaf = matches.at(-1);
    const path = typeof leaf?.fullPath === 'string' ? leaf.fullPath : '/admin';
    const permission = (leaf?.staticData as StaticDataRouteOption | undefined)?.permission;
    // A member whose role has no panel lands on the first screen it opens.
    const landing = landingOf(viewer);
    if (path === '/admin' && viewer?.isAdmin && !mayOpen(viewer, path) && landing) throw redirect({ to: landing as '/admin', replace: true });
    // refused: not a member of the team; notAllowed: a member whose role does not open this screen
    return { refused: !viewer?.isAdmin, notAllowed: viewer?.isAdmin === true && !mayOpen(viewer, path, permission) };
  },
  component: lazyPage(() => import('../features/admin/AdminLayout'), 'AdminLayout'),
  head: ({ match }) => pageHead(match.context.state, 'Admin', undefined, '/admin', true),
});

const panelRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin',
  staticData: { robots: 'disallow' },
  validateSearch: validatePanelSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(
      context,
      () => Promise.all([orderReads(), paypalEmailReads(), subscriberReads()]),
      (client, [orders, paypalEmails, subscribers]) => [
        client.ensureQueryData(orders.totalSales()),
        client.ensureQueryData(paypalEmails.list()),
        client.ensureQueryData(orders.list({ page: deps.ordersPage ?? 1, pageSize: PANEL_PAGE_SIZE })),
        client.ensureQueryData(subscribers.list(deps.subscribersPage ?? 1, PANEL_PAGE_SIZE)),
      ],
    ),
  component: lazyPage(() => import('../features/admin/PanelScreen'), 'PanelScreen'),
});

const settingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/setting',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/sections/SettingsScreen'), 'SettingsScreen'),
});

const ordersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/total-orders',
  staticData: { robots: 'disallow' },
  validateSearch: validateOrdersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, orderReads, (client, orders) => [client.ensureQueryData(orders.list({ ...deps, page: deps.page ?? 1, pageSize: ORDERS_PAGE_SIZE }))]),
  component: lazyPage(() => import('../features/orders/OrdersScreen'), 'OrdersScreen'),
});

const paymentStatusRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin/payment-status/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, orderReads, (client, orders) => [client.ensureQueryData(orders.one(params.id))]),
  component: lazyPage(() => import('../features/orders/PaymentStatusScreen'), 'PaymentStatusScreen'),
});

const messagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/all-messages',
  staticData: { robots: 'disallow' },
  validateSearch: validateMessagesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, messageReads, (client, messages) => [
      client.ensureQueryData(messages.list('UnRead', deps.unreadPage ?? 1, deps.perPage ?? MESSAGES_PAGE_SIZE, deps.search)),
      client.ensureQueryData(messages.list('Read', deps.readPage ?? 1, deps.perPage ?? MESSAGES_PAGE_SIZE, deps.search)),
    ]),
  component: lazyPage(() => import('../features/messages/MessagesScreen'), 'MessagesScreen'),
});

const messageRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/view/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, messageReads, (client, messages) => [client.ensureQueryData(messages.one(params.id))]),
  component: lazyPage(() => import('../features/messages/MessageScreen'), 'MessageScreen'),
});

const subscribersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/all-subscriber',
  staticData: { robots: 'disallow' },
  validateSearch: validateSubscribersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, subscriberReads, (client, subscribers) => [
      client.ensureQueryData(subscribers.list(deps.page ?? 1, deps.perPage ?? SUBSCRIBERS_PAGE_SIZE)),
    ]),
  component: lazyPage(() => import('../features/subscribers/SubscribersScreen'), 'SubscribersScreen'),
});

const usersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/add-user',
  staticData: { robots: 'disallow' },
  loader: ({ context }) => prefetch(context, userReads, (client, users) => [client.ensureQueryData(users.list())]),
  component: lazyPage(() => import('../features/users/UsersScreen'), 'UsersScreen'),
});

const userRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin-user/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, userReads, (client, users) => [client.ensureQueryData(users.one(params.id))]),
  component: lazyPage(() => import('../features/users/UserScreen'), 'UserScreen'),
});

const paypalEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/paypal-email/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, paypalEmailReads, (client, paypalEmails) => [client.ensureQueryData(paypalEmails.one(params.id))]),
  component: lazyPage(() => import('../features/payments/PaypalEmailScreen'), 'PaypalEmailScreen'),
});

const addPaypalEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/add-paypal-Email',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/payments/PaypalEmailScreen'), 'AddPaypalEmailScreen'),
});

const pricingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/add-pricing',
  staticData: { robots: 'disallow' },
  loader: ({ context }) => prefetch(context, pricingReads, (client, pricings) => [client.ensureQueryData(pricings.list())]),
  component: lazyPage(() => import('../features/pricing/PricingsScreen'), 'PricingsScreen'),
});

const retainersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/retainers',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/subscriptions/RetainersScreen'), 'RetainersScreen'),
});

const invoicesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/invoices',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/invoices/InvoicesScreen'), 'InvoicesScreen'),
});

const taxSettingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/tax-settings',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/invoices/TaxSettingsScreen'), 'TaxSettingsScreen'),
});

const newPricingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/package-new',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/pricing/PricingScreen'), 'NewPricingScreen'),
});

const pricingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/package-edit/$id',
  staticData: { robots: 'disallow' },
  loader: ({ context, params }) => prefetch(context, pricingReads, (client, pricings) => [client.ensureQueryData(pricings.one(params.id))]),
  component: lazyPage(() => import('../features/pricing/PricingScreen'), 'PricingScreen'),
});

const projectsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/client-projects',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/projects/ProjectsScreen'), 'ProjectsScreen'),
});

const projectRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/client-projects/$id',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/projects/ProjectScreen'), 'ProjectScreen'),
});

const projectSetupRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/client-projects-setup',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/projects/OfferSetupScreen'), 'OfferSetupScreen'),
});

const auditLogRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/audit-log',
  staticData: { robots: 'disallow' },
  // The screen reads its address and asks for the log itself: its rules and query live with it,
  // out of the bundle every visit loads.
  component: lazyPage(() => import('../features/audit/AuditLogScreen'), 'AuditLogScreen'),
});

const siteAuditReads = () => import('../features/site-audits/queries');

/** The SEO audits: the list (with its page) and one run (with the run it is compared with). */
const auditsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/audits',
  staticData: { robots: 'disallow' },
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(context, siteAuditReads, (client, { siteAuditQueries }) => [client.ensureQueryData(siteAuditQueries.list(deps.page ?? 1))]),
  component: lazyPage(() => import('../features/site-audits/AuditsScreen'), 'AuditsScreen'),
});

const auditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/audits/$id',
  staticData: { robots: 'disallow' },
  validateSearch: (search: Record<string, unknown>): { compare?: string } => (typeof search.compare === 'string' ? { compare: search.compare } : {}),
  loader: ({ context, params }) =>
    prefetch(context, siteAuditReads, (client, { siteAuditQueries }) => [client.ensureQueryData(siteAuditQueries.one(params.id))]),
  component: lazyPage(() => import('../features/site-audits/AuditScreen'), 'AuditScreen'),
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
  newPricingRoute,
  retainersRoute,
  projectsRoute,
  projectRoute,
  projectSetupRoute,
  invoicesRoute,
  taxSettingsRoute,
  pricingRoute,
  auditLogRoute,
  auditsRoute,
  auditRoute,
] as const;
