import { createRoute } from '@tanstack/react-router';
import { SECTION_EDITORS, SECTION_PAGES } from '../features/sections/placement';
import { adminRoute } from './admin';
import { withProps } from './lazy';
import { prefetch } from './prefetch';
import { lazyPage } from './lazy-page';

/** The sections' reads, loaded with the editors' code rather than with every route. */
const sectionReads = () => import('../features/sections/queries').then((module) => module.sectionQueries);

const SectionPageScreen = lazyPage(() => import('../features/sections/SectionPageScreen'), 'SectionPageScreen');
const RecordEditorScreen = lazyPage(() => import('../features/sections/RecordEditorScreen'), 'RecordEditorScreen');

const sectionPageRoute = <TPath extends (typeof SECTION_PAGES)[number]['path']>(path: TPath, sectionKeys: readonly string[]) =>
  createRoute({
    getParentRoute: () => adminRoute,
    path,
    staticData: { robots: 'disallow' },
    loader: ({ context }) => prefetch(context, sectionReads, (client, sections) => sectionKeys.map((key) => client.ensureQueryData(sections.list(key)))),
    component: withProps(SectionPageScreen, { path }),
  });

/**
 * The record editors robots.txt does not name: sign-in and noindex alone keep them from results.
 * The others are kept out with their section's page (/brand/{id} under /brand), their family
 * (/edit-…) or on their own (/seo-edit/{id}).
 */
const UNNAMED_EDITORS: ReadonlySet<string> = new Set([
  '/business-details/$id',
  '/banner/$id',
  '/servicetext-edit/$id',
  '/service-edit/$id',
  '/main-service-edit/$id',
  '/counters/$id',
  '/testimonialtext-edit/$id',
  '/videotext-edit/$id',
  '/video/$id',
  '/faqtext-edit/$id',
  '/faq-edit/$id',
  '/featurestext-edit/$id',
  '/team-text-edit/$id',
]);

/** Every editor path ends in /$id; inside this generic helper the compiler cannot see that yet. */
const idOf = (params: object) => ('id' in params && typeof params.id === 'string' ? params.id : '');

const editorRoute = <TPath extends `/${string}/$id`>(path: TPath, sectionKey: string) => {
  const route = createRoute({
    getParentRoute: () => adminRoute,
    path,
    staticData: { robots: UNNAMED_EDITORS.has(path) ? 'unnamed' : 'disallow' },
    loader: ({ context, params }) => prefetch(context, sectionReads, (client, sections) => [client.ensureQueryData(sections.record(sectionKey, idOf(params)))]),
    component: Object.assign(
      function SectionEditor() {
        const id = idOf(route.useParams());
        return <RecordEditorScreen key={id} sectionKey={sectionKey} id={id} />;
      },
      { preload: RecordEditorScreen.preload },
    ),
  });
  return route;
};

/** The about editor is the spec's /{id} (the admin layout turns unknown ids away). */
/** A record's id: only such a path may be the about editor, every other single segment is a page's slug (which the server keeps from taking this form). */
const RECORD_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const aboutEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/$aboutId',
  // Any one-segment path may have this form, so no robots.txt rule can name it.
  staticData: { robots: 'unnamed', paramRules: { aboutId: RECORD_ID } },
  // The site's own pages share the shape /{segment}: an id is matched here first (priority), anything
  // else falls through to the page route (a parse that answers false skips this route).
  params: {
    parse: (params: { aboutId: string }) => (RECORD_ID.test(params.aboutId) ? params : (false as unknown as { aboutId: string })),
    priority: 1,
  },
  loader: ({ context, params }) => prefetch(context, sectionReads, (client, sections) => [client.ensureQueryData(sections.record('about', params.aboutId))]),
  component: function AboutEditor() {
    const { aboutId } = aboutEditRoute.useParams();
    return <RecordEditorScreen key={aboutId} sectionKey="about" id={aboutId} />;
  },
});

export const sectionRoutes = [
  ...SECTION_PAGES.map((page) =>
    sectionPageRoute(
      page.path,
      page.sections.map((placement) => placement.key),
    ),
  ),
  ...SECTION_EDITORS.flatMap(({ editor, key }) => (editor === '/$aboutId' ? [] : [editorRoute(editor, key)])),
  aboutEditRoute,
];
