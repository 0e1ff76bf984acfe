import type { PublishedPage } from '@rankwell/api-client';
import { pageBreadcrumbs, registerPageLd } from '../../../site/structured-data';

/**
 * A page of the site's structured data: its trail Home › page (its WebPage is the graph's own page
 * node). Imported by the server entry only, so none of it reaches the browser's first visit.
 */
registerPageLd('page', (state, data, url) => {
  const page = data as PublishedPage;
  return { nodes: [], breadcrumb: pageBreadcrumbs(state, page.title, url) };
});
