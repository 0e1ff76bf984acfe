import type { PublishedPage } from '@rankwell/api-client';
import type { Place, PostalAddress, ProfessionalService } from 'schema-dts';
import type { AppState } from '../../../app-state';
import { brandOfState } from '../../../site/brand';
import { pageTrail } from '../../../site/Breadcrumbs';
import { breadcrumbListLd, ldIds, registerPageLd } from '../../../site/structured-data';

/**
 * A location page (one that names the places it serves or a branch's address) as the business
 * there: the agency's type when it is a local one, else a ProfessionalService, part of the agency,
 * with `areaServed` and the branch's `address`.
 */
function location(state: AppState, page: PublishedPage, url: string): ProfessionalService | undefined {
  const areas = page.areaServed ?? [];
  const parts = Object.fromEntries(Object.entries(page.branchAddress ?? {}).filter(([, value]) => typeof value === 'string' && value));
  if (areas.length === 0 && Object.keys(parts).length === 0) return undefined;
  const brand = brandOfState(state);
  const type = brand.businessType === 'LocalBusiness' ? 'LocalBusiness' : 'ProfessionalService';
  return {
    '@type': type,
    '@id': `${url}#location`,
    name: `${brand.siteName}: ${page.title}`,
    url,
    parentOrganization: { '@id': ldIds(state).organisation },
    ...(areas.length > 0 ? { areaServed: areas.map((name): Place => ({ '@type': 'Place', name })) } : {}),
    ...(Object.keys(parts).length > 0 ? { address: { '@type': 'PostalAddress', ...parts } as PostalAddress } : {}),
  } as ProfessionalService;
}

/**
 * A page of the site's structured data: its trail Home › page as the page shows it (its WebPage is the graph's own page
 * node), and for a location page the business there. Imported by the server entry only, so none of
 * it reaches the browser's first visit.
 */
registerPageLd('page', (state, data, url) => {
  const page = data as PublishedPage;
  const place = location(state, page, url);
  // The trail the page shows, the page's own step at the address it is read under.
  const crumbs = pageTrail(brandOfState(state).siteName, page).map((step, index, all) => ({
    name: step.name,
    url: index === all.length - 1 ? url : `${state.publicUrl}${step.path}`,
  }));
  return { nodes: place ? [place] : [], breadcrumb: breadcrumbListLd(state, crumbs, url) };
});
