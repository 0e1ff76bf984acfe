import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
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

type CustomerScreen = 'DashboardPage' | 'OrderNowPage' | 'PendingOrdersPage' | 'MyOrdersPage' | 'PayNowPage' | 'OrderCancelledPage' | 'ReceivedPaymentPage';
const customerScreen = (name: CustomerScreen) => lazyRouteComponent(() => import('../features/customer/CustomerPages'), name);

const customerRoute = <TPath extends string>(path: TPath, screen: CustomerScreen, title: string) =>
  createRoute({
    getParentRoute: () => signedInRoute,
    path,
    // The order lists keep their page in the address; other customer pages ignore it.
    validateSearch: validatePageSearch,
    component: customerScreen(screen),
    head: ({ match }) => pageHead(match.context.state, title, undefined, path, true),
  });

export const customerRoutes = [
  customerRoute('/dashboard', 'DashboardPage', 'Dashboard'),
  customerRoute('/order-now/$id', 'OrderNowPage', 'Order'),
  customerRoute('/pending-order', 'PendingOrdersPage', 'Pending orders'),
  customerRoute('/my-order', 'MyOrdersPage', 'My orders'),
  customerRoute('/pay-now/$id', 'PayNowPage', 'Pay now'),
  customerRoute('/order-cancelled/$id', 'OrderCancelledPage', 'Payment cancelled'),
  customerRoute('/received-payment/$id', 'ReceivedPaymentPage', 'Payment received'),
] as const;
