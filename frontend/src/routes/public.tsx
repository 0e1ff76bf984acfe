import { createRoute, lazyRouteComponent, notFound, redirect, type RouteComponent } from '@tanstack/react-router';
import type { PublishedPage } from '@rankwell/api-client';
import type { AppState } from '../app-state';
import { showSections } from '../features/public/blocks/kinds';
import { CONTACT_KINDS, ContactPage, homeKinds, HomePage, PRICING_KINDS, PricingPage, serviceKinds, ServicePage, ThanksPage } from '../features/public/pages';
import { FIXED_PAGE_HEADS, titleOf, type FixedPageHead } from '../site/fixed-pages';
import { pageHead, seoHeadOf } from '../site/head';
import { pageDataOf } from '../site/page-data';
import { brandOfState } from '../site/brand';
import type { SiteData } from '../site/types';
import { rootRoute } from './root';
import { lazyPage, lazyPublicPage } from './lazy-page';

/**
 * A fixed page, drawn from the sections of the kinds `kinds` names (the page's site data decides
 * which are shown): its loader loads their chunks first (blocks/kinds.ts), on the server too.
 */
const page = <TPath extends string>(
  component: RouteComponent,
  { path, page: fixedPage, title, describe }: FixedPageHead & { path: TPath },
  kinds: (site: SiteData) => readonly string[] = () => [],
) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component,
    loader: ({ context }) => showSections(context.state, kinds(context.state.site)),
    staticData: { robots: 'index' },
    head: ({ match }) => {
      const { state } = match.context;
      const seo = seoHeadOf(state.site.pageSeo?.[fixedPage]);
      // The thanks page is where a sent form lands: linked from nowhere, never a search result.
      return pageHead(state, titleOf(title, state), describe?.(state), path, false, fixedPage === 'thanks' ? { ...seo, noindex: true } : seo);
    },
  });

export const publicRoutes = [
  page(HomePage, FIXED_PAGE_HEADS.home, homeKinds),
  page(ServicePage, FIXED_PAGE_HEADS.service, serviceKinds),
  page(PricingPage, FIXED_PAGE_HEADS.pricing, () => PRICING_KINDS),
  page(ContactPage, FIXED_PAGE_HEADS.contact, () => CONTACT_KINDS),
  page(ContactPage, FIXED_PAGE_HEADS.contactUs, () => CONTACT_KINDS),
  page(ThanksPage, FIXED_PAGE_HEADS.thanks),
];

/** What a slug may be (as the server checks it, at most 80 characters): a parameter of another form is the not-found page at once. */
const SLUG = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The agency's own pages at /{slug} (privacy policy, case studies…): the server renders them with
 * their data (page data 'page', see site/page-data.ts), an unknown slug is the not-found page.
 * Every fixed route outranks this one, and no page may take a fixed route's slug (the server checks).
 */
export const sitePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$slug',
  staticData: {
    pageData: { kind: 'page', structuredData: () => import('../features/public/site-pages/site-page-structured-data') },
    paramRules: { slug: SLUG },
    chunk: 'src/features/public/site-pages/SitePage.tsx',
    robots: 'index',
  },
  // Rendered on the server only with its data (the server asks for it first): without, no page has the slug.
  beforeLoad: ({ context, params }) => {
    if (typeof document === 'undefined' && !pageDataOf(context.state, 'page', `/${params.slug.toLowerCase()}`)) throw notFound();
  },
  // The components of the kinds of block the page holds, before it renders (on the server, which renders synchronously).
  loader: ({ context, params }) => {
    const page = pageDataOf<PublishedPage>(context.state, 'page', `/${params.slug.toLowerCase()}`);
    return page
      ? showSections(
          context.state,
          (page.blocks ?? []).map((block) => block.kind),
        )
      : undefined;
  },
  // Not through lazyPage: the page and its blocks show only texts whose defaults the first visit
  // carries (first-visit-texts.test.tsx), so a landing page does not fetch the rest (3.6 kB).
  component: lazyRouteComponent(() => import('../features/public/site-pages/SitePage'), 'SitePage'),
  head: ({ match, params }) => {
    const state = match.context.state;
    const path = `/${params.slug.toLowerCase()}`;
    const page = pageDataOf<PublishedPage>(state, 'page', path);
    if (!page) return pageHead(state, 'Page', undefined, path, true);
    // The SEO title is the whole title, as its field and its preview say; without one, the site name follows the page's.
    return pageHead(state, page.title, page.description, path, false, {
      title: page.seoTitle,
      image: page.socialImage,
      imageAlt: page.socialImageAlt,
      noindex: page.noindex,
      canonical: page.canonicalUrl,
    });
  },
});

// Sign-in, sign-up and password reset are public pages too, but a first visit to the site needs
// none of their code (password fields, validation, the auth calls): one lazily loaded file per screen.
// Every page links them, so crawlers may fetch them (robots.txt blocking them would leave them
// "indexed, though blocked"); their noindex keeps them out of results.

/** A sign-in page's head: crawlable, not indexed, with a description of its own. */
const accountHead = (state: AppState, title: string, path: string, describe: (siteName: string) => string) =>
  pageHead(state, title, describe(brandOfState(state).siteName), path, false, { noindex: true });

/** A signed-in visitor has an account already: /login and /register both lead to the dashboard. */
function signedInGoesToDashboard({ context }: { context: { state: AppState } }) {
  if (context.state.getViewer()) throw redirect({ to: '/dashboard' });
}

/** Where to go once signed in or signed up (checked where it is followed: a path of this site only). */
export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {};

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: redirectSearch,
  staticData: { robots: 'noindex' },
  beforeLoad: signedInGoesToDashboard,
  component: lazyPage(() => import('../features/account/LoginPage'), 'LoginPage'),
  head: ({ match }) =>
    accountHead(match.context.state, 'Log in', '/login', (site) => `Log in to your ${site} account to follow your orders, payments and receipts.`),
});

/** Pages reached through a link carrying a token (reset, setup, confirmation) show another form when it is there. */
export const tokenSearch = (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {});

export const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset',
  validateSearch: tokenSearch,
  staticData: { robots: 'noindex' },
  component: lazyPage(() => import('../features/account/ResetPage'), 'ResetPage'),
  head: ({ match }) =>
    accountHead(match.context.state, 'Reset your password', '/reset', (site) => `Forgot your ${site} password? Ask for a link to choose a new one.`),
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  validateSearch: redirectSearch,
  staticData: { robots: 'noindex' },
  beforeLoad: signedInGoesToDashboard,
  component: lazyPage(() => import('../features/account/RegisterPage'), 'RegisterPage'),
  head: ({ match }) =>
    accountHead(match.context.state, 'Sign up', '/register', (site) => `Create a ${site} account to order an SEO package and follow its progress.`),
});

const tokenRoute = <TPath extends string>(path: TPath, screen: RouteComponent, title: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: tokenSearch,
    staticData: { robots: 'disallow' },
    component: screen,
    head: ({ match }) => pageHead(match.context.state, title, undefined, path, true),
  });

export const setupRoute = tokenRoute(
  '/setup',
  lazyPage(() => import('../features/account/SetupPage'), 'SetupPage'),
  'Set up your site',
);
export const verifyEmailRoute = tokenRoute(
  '/verify-email',
  lazyPage(() => import('../features/account/VerifyEmailPage'), 'VerifyEmailPage'),
  'Confirm your e-mail address',
);

export const confirmEmailRoute = tokenRoute(
  '/confirm-email',
  lazyPage(() => import('../features/account/ConfirmEmailPage'), 'ConfirmEmailPage'),
  'Confirm your new e-mail address',
);

export const confirmSubscriptionRoute = tokenRoute(
  '/confirm-subscription',
  lazyPage(() => import('../features/newsletter/ConfirmSubscriptionPage'), 'ConfirmSubscriptionPage'),
  'Confirm your subscription',
);

/** The one-click link of every newsletter mail; the token is its last path segment. */
export const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribe/$token',
  staticData: { robots: 'disallow' },
  component: lazyPage(() => import('../features/newsletter/UnsubscribePage'), 'UnsubscribePage'),
  head: ({ match }) => pageHead(match.context.state, 'Unsubscribe', undefined, '/unsubscribe', true),
});

/**
 * The free SEO analysis's report, at an unguessable address the visitor got when asking for it (and
 * by mail). Not for search engines (noindex, kept out by robots.txt, in no sitemap); the server
 * draws one page for every token (pageAddress), the report itself is read in the browser.
 */
export const analysisRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/analysis/$token',
  staticData: { robots: 'disallow', chunk: 'src/features/analysis/AnalysisPage.tsx' },
  component: lazyPublicPage(() => import('../features/analysis/AnalysisPage'), 'AnalysisPage'),
  head: ({ match }) => pageHead(match.context.state, 'Your SEO analysis', undefined, '/analysis', true),
});

/** The stand-in token the server renders the report page with: the visitor's own never enters a render. */
export const ANALYSIS_STAND_IN = '/analysis/from-the-link';

/** Routes whose links carry a secret token: rendered with a stand-in, never with the visitor's own. (Ids exist once the tree is built.) */
/** Pages that read where to go next (`?redirect=`) into their links: sign-in and sign-up. */
export const isReturnRoute = (id: string) => id === loginRoute.id || id === registerRoute.id;

export const isTokenRoute = (id: string) =>
  [resetRoute, setupRoute, verifyEmailRoute, confirmSubscriptionRoute, confirmEmailRoute].some((route) => route.id === id);
