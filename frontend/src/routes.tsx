import { createRootRouteWithContext, createRoute, lazyRouteComponent, notFound, redirect, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import type { AppState } from './app-state';
import { ABOUT_EDIT_PATH, ADMIN_PATHS } from './admin-paths';
import { ContactPage, HomePage, NotFoundPage, PricingPage, ServicePage, ThanksPage } from './features/public/pages';
import { RootDocument } from './RootDocument';
import { pageHead } from './site/head';
import type { SiteData } from './site/types';

export interface RouterContext {
  state: AppState;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0a7769' },
      // The deepest route's title wins and every page route sets one, so this shows only when no page matched.
      { title: 'Page not found | Rankwell' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** A page's title from its content when the content has one, else its fixed name. */
type PageTitle = string | { fallback: string; fromContent: (state: AppState) => string | undefined };
const titleOf = (title: PageTitle, state: AppState) => (typeof title === 'string' ? title : title.fromContent(state)?.trim() || title.fallback);

const page = (path: string, component: RouteComponent, title: PageTitle, describe?: (state: AppState) => string | undefined) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component,
    head: ({ match }) => pageHead(match.context.state, titleOf(title, match.context.state), describe?.(match.context.state), path),
  });

const pricingTitle = (state: AppState) => {
  const names = (state.site.pricings ?? []).map((plan) => plan.packageName);
  return names.length ? `SEO packages: ${names.join(', ')}` : undefined;
};
const contactTitle = (state: AppState) => {
  const location = state.site.footerAddress?.[0]?.location;
  return location ? `Free SEO analysis · ${location}` : undefined;
};

function pricingDescription(state: AppState): string | undefined {
  const plans = state.site.pricings ?? [];
  if (plans.length === 0) return undefined;
  return `SEO packages: ${plans.map((plan) => `${plan.packageName} $${plan.packagePrice}`).join(', ')} a month, no long contracts.`;
}

function contactDescription(state: AppState): string | undefined {
  const address = state.site.footerAddress?.[0];
  return address ? `Ask for a free SEO analysis of your website. ${address.location} · ${address.phoneNumber} · ${address.emailAddress}` : undefined;
}

const publicRoutes = [
  page('/', HomePage, 'SEO agency', (state) => state.site.banner?.[0]?.bannerText),
  page(
    '/service/',
    ServicePage,
    { fallback: 'SEO services', fromContent: (state) => state.site.serviceText?.[0]?.serviceHeading },
    (state) => state.site.serviceText?.[0]?.servicesubHeading,
  ),
  page('/pricing/', PricingPage, { fallback: 'Pricing', fromContent: pricingTitle }, pricingDescription),
  page('/contact', ContactPage, { fallback: 'Contact', fromContent: contactTitle }, contactDescription),
  page('/contact-us', ContactPage, { fallback: 'Contact us', fromContent: contactTitle }, contactDescription),
  page('/thanks', ThanksPage, 'Thank you'),
];

// Sign-in, sign-up and password reset are public pages too, but a first visit to the site needs
// none of their code (password fields, validation, the auth calls).
const accountScreen = (name: 'LoginPage' | 'RegisterPage' | 'ResetPage' | 'SetupPage' | 'VerifyEmailPage') =>
  lazyRouteComponent(() => import('./features/account/AccountPages'), name);

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>) => ({ redirect: typeof search.redirect === 'string' ? search.redirect : undefined }),
  beforeLoad: ({ context }) => {
    if (context.state.getViewer()) throw redirect({ to: '/dashboard' });
  },
  component: accountScreen('LoginPage'),
  head: ({ match }) => pageHead(match.context.state, 'Log in', undefined, '/login'),
});

/** Pages reached through a link carrying a token (reset, setup, confirmation) show another form when it is there. */
export const tokenSearch = (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : undefined });

export const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset',
  validateSearch: tokenSearch,
  component: accountScreen('ResetPage'),
  head: ({ match }) => pageHead(match.context.state, 'Reset your password', undefined, '/reset'),
});

const registerRoute = page('/register', accountScreen('RegisterPage'), 'Sign up');

const tokenRoute = (path: string, screen: 'SetupPage' | 'VerifyEmailPage', title: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: tokenSearch,
    component: accountScreen(screen),
    head: ({ match }) => pageHead(match.context.state, title, undefined, path, true),
  });

const setupRoute = tokenRoute('/setup', 'SetupPage', 'Set up your site');
const verifyEmailRoute = tokenRoute('/verify-email', 'VerifyEmailPage', 'Confirm your e-mail address');

/** Routes whose links carry a secret token: rendered with a stand-in, never with the visitor's own. (Ids exist once the tree is built.) */
export const isTokenRoute = (id: string) => [resetRoute, setupRoute, verifyEmailRoute].some((route) => route.id === id);

/** Signed-in areas: an anonymous visitor is sent to /login and brought back after signing in. */
function requireSignIn({ context, location }: { context: RouterContext; location: { href: string } }) {
  if (!context.state.getViewer()) throw redirect({ to: '/login', search: { redirect: location.href } });
}

const customerScreen = (name: string) => lazyRouteComponent(() => import('./features/customer/CustomerPages'), name as never);
const customerRoute = (path: string, screen: string, title: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: requireSignIn,
    component: customerScreen(screen),
    head: ({ match }) => pageHead(match.context.state, title, undefined, path, true),
  });

const customerRoutes = [
  customerRoute('/dashboard', 'DashboardPage', 'Dashboard'),
  customerRoute('/order-now/$id', 'OrderNowPage', 'Order'),
  customerRoute('/pending-order', 'PendingOrdersPage', 'Pending orders'),
  customerRoute('/my-order', 'MyOrdersPage', 'My orders'),
  customerRoute('/pay-now/$id', 'PayNowPage', 'Pay now'),
  customerRoute('/order-cancelled/$id', 'OrderCancelledPage', 'Payment cancelled'),
  customerRoute('/received-payment/$id', 'ReceivedPaymentPage', 'Payment received'),
];

const adminScreen = lazyRouteComponent(() => import('./features/admin/AdminScreen'), 'AdminScreen');
const adminRoute = (path: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: requireSignIn,
    component: adminScreen,
    head: ({ match }) => pageHead(match.context.state, 'Admin', undefined, path, true),
  });

/** Only the ids of existing about records are pages: every other one-segment path is not found. */
export const isAboutId = (site: SiteData, id: string) => (site.about ?? []).some((about) => about._id === id);

export const aboutEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ABOUT_EDIT_PATH,
  beforeLoad: ({ context, params, location }) => {
    if (!isAboutId(context.state.site, params.aboutId)) throw notFound();
    requireSignIn({ context, location });
  },
  component: adminScreen,
  head: ({ match }) => pageHead(match.context.state, 'Admin', undefined, ABOUT_EDIT_PATH, true),
});

export const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  loginRoute,
  registerRoute,
  resetRoute,
  setupRoute,
  verifyEmailRoute,
  ...customerRoutes,
  ...ADMIN_PATHS.map((path) => adminRoute(path)),
  aboutEditRoute,
] as AnyRoute[]);
