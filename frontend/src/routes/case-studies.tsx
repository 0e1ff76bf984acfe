import { createElement } from 'react';
import { createRoute } from '@tanstack/react-router';
import type { AppState } from '../app-state';
import type { CaseStudyList, CaseStudyPublic } from '../api/client';
import { pageHead } from '../site/head';
import { pageDataOf } from '../site/page-data';
import { adminRoute } from './admin';
import { rootRoute } from './root';
import { lazyPage, lazyPublicPage } from './lazy-page';

// The case studies' own names, kept here (not imported from the feature) so the route tree carries none of their code.
const LIST = 'case-study-list';
const STUDY = 'case-study';
const SLUG = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Which filter a list route's path names; the one list page shows the studies it selects. */
type CaseStudyListParams = { industry?: string; service?: string };
const listPage = lazyPublicPage(() => import('../features/public/case-studies/CaseStudyListPage'), 'CaseStudyListPage');
const studyPage = lazyPublicPage(() => import('../features/public/case-studies/CaseStudyPage'), 'CaseStudyPage');
// The same modules as Vite's manifest names them: their styles go into the server's page (staticData.chunk).
const LIST_CHUNK = 'src/features/public/case-studies/CaseStudyListPage.tsx';
const STUDY_CHUNK = 'src/features/public/case-studies/CaseStudyPage.tsx';
// Their structured data, which the server loads before it renders (never the browser).
const structuredData = () => import('../features/public/case-studies/case-study-structured-data');

function listHead(state: AppState, path: string) {
  const list = pageDataOf<CaseStudyList>(state, LIST, path);
  const filter = list?.industry?.name ?? list?.service?.name;
  const title = filter ? `Case studies: ${filter}` : 'Case studies';
  const description = filter
    ? `Results we achieved for clients (${filter}): the challenge, what we did and the figures.`
    : 'Results we achieved for our clients: the challenge, what we did and the figures.';
  return pageHead(state, title, description, path);
}

function studyHead(state: AppState, path: string) {
  const study = pageDataOf<CaseStudyPublic>(state, STUDY, path);
  if (!study) return pageHead(state, 'Case study', undefined, path);
  return pageHead(state, study.title, study.description || undefined, path, false, {
    title: study.seoTitle || undefined,
    description: study.description || undefined,
    image: study.socialImage || study.coverImage || undefined,
    imageAlt: study.socialImageAlt || (study.socialImage ? undefined : study.coverImageAlt || undefined),
    noindex: study.noindex,
    canonical: study.canonicalUrl || undefined,
    type: 'article',
    // Its services as article:tag: the page writes them (ArticleTags), the router's head keeps one meta per property.
    article: { publishedTime: study.publishedAt, modifiedTime: study.updatedAt, section: study.industry.name },
  });
}

const list = <TPath extends string>(path: TPath, paramRules: Record<string, RegExp> = {}) => {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: Object.assign(
      function CaseStudyList() {
        const params: CaseStudyListParams = route.useParams();
        return createElement(listPage, params);
      },
      { preload: listPage.preload },
    ),
    staticData: { pageData: { kind: LIST, structuredData }, paramRules, chunk: LIST_CHUNK, robots: 'index' },
    head: ({ match }) => listHead(match.context.state, match.pathname),
  });
  return route;
};

/**
 * /case-studies/, an industry's and a service's studies (a path each, so every filter is a page of
 * its own that search engines can crawl and the page cache can keep), and a study at
 * /case-studies/{slug}: the server reads this grammar from the generated route facts.
 */
export const caseStudyRoutes = [
  list('/case-studies/'),
  list('/case-studies/industry/$industry/', { industry: SLUG }),
  list('/case-studies/service/$service/', { service: SLUG }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/case-studies/$slug',
    component: studyPage,
    staticData: { pageData: { kind: STUDY, structuredData }, paramRules: { slug: SLUG }, chunk: STUDY_CHUNK, robots: 'index' },
    head: ({ match }) => studyHead(match.context.state, match.pathname),
  }),
];

/**
 * The case studies' back-office screens, declared with the kind (not in admin-site.tsx): lazy like
 * the pages', the editor (Tiptap) only in the study's screen; the list's link in the side
 * navigation after the blog's (staticData.nav). They need `content`, the default.
 */
export const caseStudyAdminRoutes = [
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/case-study-admin',
    staticData: { robots: 'disallow', nav: { label: 'Case studies', after: '/blog-posts' } },
    component: lazyPage(() => import('../features/case-studies/CaseStudiesScreen'), 'CaseStudiesScreen'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/case-study-admin/$id',
    staticData: { robots: 'disallow' },
    component: lazyPage(() => import('../features/case-studies/CaseStudyEditScreen'), 'CaseStudyEditScreen'),
  }),
];
