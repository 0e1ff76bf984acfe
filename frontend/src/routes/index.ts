import { adminRoute, operationRoutes } from './admin';
import { siteAdminRoutes } from './admin-site';
import { blogRoutes } from './blog';
import { caseStudyAdminRoutes, caseStudyRoutes } from './case-studies';
import { customerRoutes, signedInRoute } from './customer';
import {
  analysisRoute,
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

export { analysisRoute, ANALYSIS_STAND_IN, isReturnRoute, isTokenRoute, redirectSearch, tokenSearch } from './public';
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
  analysisRoute,
  sitePageRoute,
  signedInRoute.addChildren(customerRoutes),
  adminRoute.addChildren([...operationRoutes, ...siteAdminRoutes, ...caseStudyAdminRoutes, ...sectionRoutes]),
]);
