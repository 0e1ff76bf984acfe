import { createRoute, type RouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/head';
import { validatePageSearch } from '../ui/search';
import { requireSignIn, rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** The customer's area: every route under it needs a signed-in visitor. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_signedIn',
  beforeLoad: requireSignIn,
  component: lazyPage(() => import('../features/customer/SignedInArea'), 'SignedInArea'),
});

const customerRoute = <TPath extends string>(path: TPath, screen: RouteComponent, title: string) =>
  createRoute({
    getParentRoute: () => signedInRoute,
    path,
    // The order lists keep their page in the address; other customer pages ignore it.
    validateSearch: validatePageSearch,
    staticData: { robots: 'disallow' },
    component: screen,
    head: ({ match }) => pageHead(match.context.state, title, undefined, path, true),
  });

// One lazily loaded file per screen.
export const customerRoutes = [
  customerRoute(
    '/dashboard',
    lazyPage(() => import('../features/customer/DashboardPage'), 'DashboardPage'),
    'Dashboard',
  ),
  customerRoute(
    '/account',
    lazyPage(() => import('../features/account/AccountPage'), 'AccountPage'),
    'Your account',
  ),
  customerRoute(
    '/order-now/$id',
    lazyPage(() => import('../features/customer/OrderNowPage'), 'OrderNowPage'),
    'Order',
  ),
  customerRoute(
    '/pending-order',
    lazyPage(() => import('../features/customer/PendingOrdersPage'), 'PendingOrdersPage'),
    'Pending orders',
  ),
  customerRoute(
    '/my-order',
    lazyPage(() => import('../features/customer/MyOrdersPage'), 'MyOrdersPage'),
    'My orders',
  ),
  customerRoute(
    '/pay-now/$id',
    lazyPage(() => import('../features/customer/PayNowPage'), 'PayNowPage'),
    'Pay now',
  ),
  customerRoute(
    '/order-cancelled/$id',
    lazyPage(() => import('../features/customer/OrderCancelledPage'), 'OrderCancelledPage'),
    'Cancel payment',
  ),
  customerRoute(
    '/projects/$id',
    lazyPage(() => import('../features/projects/ProjectPage'), 'ProjectPage'),
    'Your project',
  ),
  customerRoute(
    '/received-payment/$id',
    lazyPage(() => import('../features/customer/ReceivedPaymentPage'), 'ReceivedPaymentPage'),
    'Payment received',
  ),
] as const;
