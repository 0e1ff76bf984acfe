import { createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/head';
import { validatePageSearch } from '../ui/search';
import { requireSignIn, rootRoute } from './root';

/** The customer's area: every route under it needs a signed-in visitor. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_signedIn',
  beforeLoad: requireSignIn,
  component: lazyRouteComponent(() => import('../features/customer/SignedInArea'), 'SignedInArea'),
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
    lazyRouteComponent(() => import('../features/customer/DashboardPage'), 'DashboardPage'),
    'Dashboard',
  ),
  customerRoute(
    '/account',
    lazyRouteComponent(() => import('../features/account/AccountPage'), 'AccountPage'),
    'Your account',
  ),
  customerRoute(
    '/order-now/$id',
    lazyRouteComponent(() => import('../features/customer/OrderNowPage'), 'OrderNowPage'),
    'Order',
  ),
  customerRoute(
    '/pending-order',
    lazyRouteComponent(() => import('../features/customer/PendingOrdersPage'), 'PendingOrdersPage'),
    'Pending orders',
  ),
  customerRoute(
    '/my-order',
    lazyRouteComponent(() => import('../features/customer/MyOrdersPage'), 'MyOrdersPage'),
    'My orders',
  ),
  customerRoute(
    '/pay-now/$id',
    lazyRouteComponent(() => import('../features/customer/PayNowPage'), 'PayNowPage'),
    'Pay now',
  ),
  customerRoute(
    '/order-cancelled/$id',
    lazyRouteComponent(() => import('../features/customer/OrderCancelledPage'), 'OrderCancelledPage'),
    'Cancel payment',
  ),
  customerRoute(
    '/received-payment/$id',
    lazyRouteComponent(() => import('../features/customer/ReceivedPaymentPage'), 'ReceivedPaymentPage'),
    'Payment received',
  ),
] as const;
