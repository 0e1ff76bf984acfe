import type { CaseStudyList, CaseStudyPublic } from '@rankwell/api-client';
import type { Article } from 'schema-dts';
import { brandOfState } from '../../../site/brand';
import { blogPostingLd, breadcrumbListLd, ldIds, registerPageLd } from '../../../site/structured-data';
import { CASE_STUDY_KINDS } from './case-study-data';

/*
 * A case study's structured data. Google has no rich result for case studies, so it gets what
 * Google documents and reads: an Article (headline, image, dates, the agency as author) and its
 * trail Home › Case studies › study. Imported by the server entry only.
 */
registerPageLd(CASE_STUDY_KINDS.study, (state, data, url) => {
  const study = data as CaseStudyPublic;
  const ids = ldIds(state, url);
  const brand = brandOfState(state);
  const posting = blogPostingLd(state, {
    url,
    headline: study.title,
    description: study.description || undefined,
    image: study.coverImage || study.socialImage || undefined,
    datePublished: study.publishedAt,
    dateModified: study.updatedAt,
    author: { name: brand.siteName },
    section: study.industry.name,
    keywords: study.services.map((service) => service.name),
  }) as unknown as Record<string, unknown>;
  // The same Article properties as a post's, but by the agency itself (an Organization), not a person.
  const article = {
    ...posting,
    '@type': 'Article',
    author: { '@type': 'Organization', '@id': ids.organisation, name: brand.siteName, url: `${state.publicUrl}/` },
  };
  const home = { name: brand.siteName, url: `${state.publicUrl}/` };
  const list = { name: 'Case studies', url: `${state.publicUrl}/case-studies/` };
  return { nodes: [article as unknown as Article], breadcrumb: breadcrumbListLd(state, [home, list, { name: study.title, url }], url) };
});

/** The list (and its filtered pages): the trail Home › Case studies (› industry or service). */
registerPageLd(CASE_STUDY_KINDS.list, (state, data, url) => {
  const list = data as CaseStudyList;
  const filter = list.industry ?? list.service;
  const crumbs = [
    { name: brandOfState(state).siteName, url: `${state.publicUrl}/` },
    { name: 'Case studies', url: `${state.publicUrl}/case-studies/` },
    ...(filter ? [{ name: filter.name, url }] : []),
  ];
  return { nodes: [], breadcrumb: breadcrumbListLd(state, crumbs, url) };
});
