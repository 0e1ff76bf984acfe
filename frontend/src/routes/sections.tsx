import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SECTION_EDITORS, SECTION_PAGES } from '../features/sections/placement';
import { adminRoute } from './admin';
import { withProps } from './lazy';
import { prefetch } from './prefetch';

/** The sections' reads, loaded with the editors' code rather than with every route. */
const sectionReads = () => import('../features/sections/queries').then((module) => module.sectionQueries);

const SectionPageScreen = lazyRouteComponent(() => import('../features/sections/SectionPageScreen'), 'SectionPageScreen');
const RecordEditorScreen = lazyRouteComponent(() => import('../features/sections/RecordEditorScreen'), 'RecordEditorScreen');

const sectionPageRoute = <TPath extends (typeof SECTION_PAGES)[number]['path']>(path: TPath, sectionKeys: readonly string[]) =>
  createRoute({
    getParentRoute: () => adminRoute,
    path,
    loader: ({ context }) => prefetch(context, sectionReads, (client, sections) => sectionKeys.map((key) => client.ensureQueryData(sections.list(key)))),
    component: withProps(SectionPageScreen, { path }),
  });

/** Every editor path ends in /$id; inside this generic helper the compiler cannot see that yet. */
const idOf = (params: object) => ('id' in params && typeof params.id === 'string' ? params.id : '');

const editorRoute = <TPath extends `/${string}/$id`>(path: TPath, sectionKey: string) => {
  const route = createRoute({
    getParentRoute: () => adminRoute,
    path,
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
/** A record's id: only such a path may be the about editor, every other single segment is a page's slug. */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const aboutEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/$aboutId',
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
