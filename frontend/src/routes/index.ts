import { adminRoute, operationRoutes } from './admin';
import { siteAdminRoutes } from './admin-site';
import { blogRoutes } from './blog';
import { caseStudyRoutes } from './case-studies';
import { customerRoutes, signedInRoute } from './customer';
import {
  confirmEmailRoute,
  confirmSubscriptionRoute,
  loginRoute,
  publicRoutes,
  registerRoute,
  resetRoute,
  setupRoute,
  sitePageRoute,
  unsubscribeRoute,
  verifyEmailRoute,
} from './public';
import { rootRoute } from './root';
import { sectionRoutes } from './sections';

export { isReturnRoute, isTokenRoute, redirectSearch, tokenSearch } from './public';
export { aboutEditRoute } from './sections';
export { isAboutId } from './admin';
export type { RouterContext } from './root';

export const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  ...blogRoutes,
  ...caseStudyRoutes,
  loginRoute,
  registerRoute,
  resetRoute,
  setupRoute,
  verifyEmailRoute,
  confirmSubscriptionRoute,
  unsubscribeRoute,
  confirmEmailRoute,
  sitePageRoute,
  signedInRoute.addChildren(customerRoutes),
  adminRoute.addChildren([...operationRoutes, ...siteAdminRoutes, ...sectionRoutes]),
]);
