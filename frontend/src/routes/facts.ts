import type { AnyRoute } from '@tanstack/react-router';

/**
 * What robots.txt says of a route's pages. Every route with a path declares it (a test checks), so
 * a new screen cannot be added without deciding it; the server's robots.txt is derived from these.
 * - `index`: a page for search engines; no rule names it.
 * - `disallow`: kept out, with what is under it: `/admin` is the screen, its query and `/admin/…`;
 *   a route with parameters keeps out its records (`/package-edit/$id` gives `/package-edit/`); a
 *   back-office editor named by the spec's pattern keeps out its whole family (`/add-user` gives `/add-`).
 * - `disallow-screen`: kept out itself, with its query, but not what is under it: those paths are the
 *   server's files, which search engines should find (the media library's screen, `/media`).
 * - `unnamed`: a signed-in screen no rule names: the sign-in it asks for and its noindex keep it from results.
 * - `noindex`: a public page every page links (sign-in, sign-up): no rule names it, so crawlers may
 *   read its robots meta, which keeps it from results.
 */
export type RobotsRule = 'index' | 'disallow' | 'disallow-screen' | 'unnamed' | 'noindex';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    robots?: RobotsRule;
    /**
     * What each path parameter may be: a path whose parameter has another form is not this route
     * (a data route's address is then the not-found page without asking the server). A data route's
     * parameters are lowercased first: slugs are lowercase.
     */
    paramRules?: Record<string, RegExp>;
  }
}

/**
 * The spec names its back-office editors by pattern (/add-…, /edit-…, /…-edit/{id}): every first
 * segment of such a shape belongs to the back office, not only the ones it has today.
 */
export const EDITOR_NAMES = { prefixes: ['edit-', 'add-'], suffixes: ['-edit'] } as const;

/** The folders Vite writes beside the public files in the built client (build.assetsDir and the manifest's). */
const BUILD_FOLDERS = ['assets', '.vite'];

/** A route that shows data of its own, as the server reads its addresses. */
export interface PageDataFact {
  /** the route's path, `$name` for a parameter, as the router's address gives it */
  path: string;
  kind: string;
  /** each parameter's rule: the source of a regular expression without flags */
  params: Record<string, string>;
}

/** The route tree's facts the server needs without the built frontend (the generated route-facts.json). */
export interface RouteFacts {
  reserved: {
    /** first segments a route (or the built frontend's files) owns with everything under them, in lower case */
    segments: string[];
    /** the spec's editor names (EDITOR_NAMES), as a regular expression on a first segment */
    pattern: string;
    /** first segments whose paths are content with addresses of its own (`/blog/{slug}`): only their fixed pages are reserved */
    content: string[];
    /** fixed pages under a content segment, and the root: the path itself, with or without its trailing slash */
    exact: string[];
    /** fixed prefixes under a content segment: the path and everything under it */
    prefixes: string[];
    /** one-segment paths a route outranking the site's pages takes by their form (the about editor's ids) */
    shapes: string[];
  };
  /** robots.txt's Disallow areas, in the grammar of the server's disallowLines: a final / or - is a prefix, a final $ that screen alone */
  privateAreas: string[];
  /** the routes that show data of their own (staticData.pageData), with their parameters' rules */
  pageData: PageDataFact[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith('$');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sourceOf(rule: RegExp): string {
  if (rule.flags) throw new Error(`A route's parameter rule is read by the server without flags: ${String(rule)}`);
  return rule.source;
}

/** The route's robots.txt area, before those another area covers are left out. */
function areaOf(route: AnyRoute): string | undefined {
  const rule = route.options.staticData?.robots;
  const path: string = route.fullPath;
  if (rule === 'disallow-screen') return `${path}$`;
  if (rule !== 'disallow') return undefined;
  const family = EDITOR_NAMES.prefixes.find((prefix) => segmentsOf(path)[0]?.startsWith(prefix));
  if (family) return `/${family}`;
  const parameter = path.indexOf('/$');
  return parameter === -1 ? path : path.slice(0, parameter + 1);
}

/** Whether robots.txt's area `outer` already keeps crawlers from everything `inner` names. */
function covers(outer: string, inner: string): boolean {
  if (outer === inner || outer.endsWith('$')) return false;
  return /[/-]$/.test(outer) ? inner.startsWith(outer) : inner.startsWith(`${outer}/`);
}

/** Whether the route has a path of its own (a pathless layout has only an id, the root neither). */
export const hasPath = (route: AnyRoute) => !route.isRoot && 'path' in route.options && route.options.path !== undefined;

/**
 * Whether the route is reached only through a signed-in layout (a pathless route with a guard: the
 * back office, the customer area).
 */
export function isSignedInRoute(route: AnyRoute): boolean {
  for (let parent: AnyRoute | undefined = route.parentRoute; parent && !parent.isRoot; parent = parent.parentRoute) {
    if (!hasPath(parent) && parent.options.beforeLoad) return true;
  }
  return false;
}

/**
 * The facts of a built route tree (the router's routesById), with the built client's top-level
 * public files: the first segments no redirect or page of the site may take, robots.txt's private
 * areas and the data routes' address grammar.
 */
export function routeFacts(routes: readonly AnyRoute[], publicFiles: readonly string[]): RouteFacts {
  const withPath = routes.filter(hasPath);
  const pageDataRoutes = withPath.filter((route) => route.options.staticData?.pageData);
  // A data route at /{segment}/$param: the segment's other paths are its content's own addresses.
  const content = new Set(
    pageDataRoutes
      .map((route) => segmentsOf(route.fullPath.toLowerCase()))
      .flatMap((parts) => (parts.length === 2 && !isParam(parts[0]) && isParam(parts[1]) ? [parts[0]] : [])),
  );
  const segments = new Set<string>([...publicFiles, ...BUILD_FOLDERS].map((name) => name.toLowerCase()));
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const shapes = new Set<string>();
  for (const route of withPath) {
    // Routes match whatever the letter case; a parameter keeps its name.
    const path = route.fullPath
      .split('/')
      .map((segment: string) => (isParam(segment) ? segment : segment.toLowerCase()))
      .join('/');
    const parts = segmentsOf(path);
    const firstParam = parts.findIndex(isParam);
    const fixed = firstParam === -1 ? parts : parts.slice(0, firstParam);
    if (parts.length === 0) exact.add('/');
    else if (isParam(parts[0])) {
      // Another route than the site's pages at /{segment} takes the paths its parameter's rule accepts.
      const rule = route.options.staticData?.paramRules?.[parts[0].slice(1)];
      if (!route.options.staticData?.pageData && parts.length === 1 && rule) shapes.add(sourceOf(rule));
    } else if (!content.has(parts[0])) segments.add(parts[0]);
    else if (fixed.length === parts.length) exact.add(path);
    else if (fixed.length > 1) prefixes.add(`/${fixed.join('/')}`);
  }
  const areas = [...new Set(withPath.map(areaOf).filter((area) => area !== undefined))];
  const pattern = [...EDITOR_NAMES.prefixes.map((prefix) => `^${escaped(prefix)}`), ...EDITOR_NAMES.suffixes.map((suffix) => `${escaped(suffix)}$`)].join('|');
  return {
    reserved: {
      segments: [...segments].sort(),
      pattern,
      content: [...content].sort(),
      exact: [...exact].sort(),
      prefixes: [...prefixes].sort(),
      shapes: [...shapes].sort(),
    },
    privateAreas: areas.filter((area) => !areas.some((other) => covers(other, area))),
    pageData: pageDataRoutes.map((route) => {
      const { kind } = route.options.staticData!.pageData!;
      const names = segmentsOf(route.fullPath)
        .filter(isParam)
        .map((name) => name.slice(1));
      const rules = route.options.staticData?.paramRules ?? {};
      return { path: route.fullPath, kind, params: Object.fromEntries(names.flatMap((name) => (rules[name] ? [[name, sourceOf(rules[name])]] : []))) };
    }),
  };
}
