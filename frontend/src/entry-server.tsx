import { defaultParseSearch, rootRouteId } from '@tanstack/react-router';
import type { ServerManifest } from '@tanstack/router-core';
import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { createAppState, type AppState } from './app-state';
import { SECTION_CHUNKS } from './features/public/blocks/kinds';
import { withStructuredData } from './site/structured-data';
import { createAppRouter } from './router';
import { setThemeStylesMaker } from './RootDocument';
import { themeStyles } from './theme-styles';
import { aboutEditRoute, analysisRoute, ANALYSIS_STAND_IN, isAboutId, isReturnRoute, isTokenRoute, redirectSearch, tokenSearch } from './routes';
import { isDrawnReturnPath } from './site/links';
import { routeFacts, type RouteFacts } from './routes/facts';
import type { SiteData, Viewer } from './site/types';

// The theme's <style>s are made here; the browser keeps the server's (RootDocument.tsx).
setThemeStylesMaker(themeStyles);

export interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  src?: string;
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export interface RenderInput {
  url: string;
  site: SiteData;
  viewer: Viewer | null;
  manifest: ViteManifest;
  assetBase?: string;
  /** absolute address of the site, e.g. https://seo.example.com */
  publicUrl?: string;
  /** the page's own data, found by the server for its address (a route with `staticData.pageData`) */
  pageData?: { kind: string; data: unknown };
}

export interface RenderOutput {
  status: number;
  html: string;
  headers: Record<string, string>;
  /** the src of every embed the page shows (site/embeds.ts), for the page's frame-src and consent */
  embeds: string[];
}

/** The router's manifest of a build, and the files of each kind of section's chunk beyond the entry's (with the base). */
interface BuildAssets {
  manifest: ServerManifest;
  sections: ReadonlyMap<string, { scripts: string[]; css: string[] }>;
}

const routerManifests = new WeakMap<ViteManifest, Map<string, BuildAssets>>();

/**
 * The router's manifest, made once per build manifest and base: the router keeps what it derives
 * from a manifest per manifest object (a WeakMap in production), so a new one per render undid that
 * too.
 */
function routerManifest(manifest: ViteManifest, base: string): BuildAssets {
  let byBase = routerManifests.get(manifest);
  if (!byBase) routerManifests.set(manifest, (byBase = new Map()));
  let made = byBase.get(base);
  if (!made) byBase.set(base, (made = makeRouterManifest(manifest, base)));
  return made;
}

/**
 * The client entry's script, its CSS and the chunks it imports, from Vite's build manifest; and for
 * each route that names its lazily loaded component (`staticData.chunk`), that chunk's script and
 * styles, so a page such as /blog/ is drawn with its styles from the first paint (they came after
 * the script before, and the list moved when they arrived) and its script is fetched with the entry's.
 * The chunks of the kinds of section (blocks/kinds.ts) are kept aside: a page's head names only
 * those of the kinds it shows (`withSections`).
 */
function makeRouterManifest(manifest: ViteManifest, base: string): BuildAssets {
  // The app's entry by name: the consent banner is an entry too, written into a page only when needed.
  const entry = manifest['src/entry-client.tsx'];
  if (!entry) return { manifest: { routes: {} }, sections: new Map() };
  const css = new Set<string>(entry.css ?? []);
  const preloads: string[] = [];
  for (const key of entry.imports ?? []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    preloads.push(base + chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const routes: ServerManifest['routes'] = {
    [rootRouteId]: {
      preloads,
      css: [...css].map((file) => base + file),
      scripts: [{ attrs: { type: 'module', src: base + entry.file, async: true } }],
    },
  };
  const inEntry = new Set(['src/entry-client.tsx', ...(entry.imports ?? [])]);
  const own = (chunk: string) => {
    const files = chunkFiles(manifest, chunk, inEntry);
    return { scripts: files.scripts.map((file) => base + file), css: files.css.filter((file) => !css.has(file)).map((file) => base + file) };
  };
  for (const route of Object.values(matcher.routesById)) {
    const chunk = route.options.staticData?.chunk;
    if (!chunk || !manifest[chunk]) continue;
    const { scripts, css: styles } = own(chunk);
    routes[route.id] = { preloads: scripts, css: styles };
  }
  const sections = new Map(Object.entries(SECTION_CHUNKS).flatMap(([kind, chunk]) => (manifest[chunk] ? [[kind, own(chunk)] as const] : [])));
  return { manifest: { routes }, sections };
}

/**
 * The manifest of one render: the build's, its root's preloads and styles followed by the chunks of
 * the kinds of section the page shows, as its route's loader noted them (`state.sectionKinds`,
 * blocks/kinds.ts). The router reads a route's assets after the loaders ran (to write the head, and
 * to hand them to the browser), so the root's entry is read from the state then.
 */
function withSections({ manifest, sections }: BuildAssets, state: AppState): ServerManifest {
  const root = manifest.routes[rootRouteId];
  if (!root || !sections.size) return manifest;
  let made: { kinds: string; route: typeof root } | undefined;
  const routes = { ...manifest.routes };
  Object.defineProperty(routes, rootRouteId, {
    enumerable: true,
    get: () => {
      const kinds = [...(state.sectionKinds ?? [])];
      if (made?.kinds !== kinds.join()) {
        const preloads = new Set(root.preloads);
        const css = new Set(root.css);
        for (const kind of kinds) {
          for (const file of sections.get(kind)?.scripts ?? []) preloads.add(file);
          for (const file of sections.get(kind)?.css ?? []) css.add(file);
        }
        made = { kinds: kinds.join(), route: { ...root, preloads: [...preloads], css: [...css] } };
      }
      return made.route;
    },
  });
  return { ...manifest, routes };
}

/** A lazily loaded chunk's script and those it imports, and their styles, leaving out what the entry brings. */
function chunkFiles(manifest: ViteManifest, key: string, inEntry: ReadonlySet<string>): { scripts: string[]; css: string[] } {
  const scripts: string[] = [];
  const css: string[] = [];
  const seen = new Set(inEntry);
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (seen.has(name) || !chunk) return;
    seen.add(name);
    scripts.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, css };
}

const RENDER_ORIGIN = 'http://site.internal';

export interface PageAddress {
  /** the URL the page is rendered from and its render kept under */
  address: string;
  /** false when no page has the path: every such request shares one rendering of the not-found page */
  found: boolean;
  /**
   * The route shows data of its own (`staticData.pageData`): the server asks its PageDataRegistry
   * for the address and renders the not-found page instead when no source knows it.
   */
  data?: boolean;
  /**
   * A page for search engines (`staticData.robots: 'index'`): its address is its one canonical
   * spelling, and the server answers every other spelling of it (letter case, trailing slash)
   * with a 301 there. Other routes (sign-in, the customer area, the back office) match as they are.
   */
  indexable?: boolean;
}

/** A path no route matches, so the not-found page renders from it. */
const NOT_FOUND: PageAddress = { address: '/not-found/page', found: false };

/** Only for matching paths to routes; the rendering router is made per request with the request's state. */
const matcher = createAppRouter(createAppState({}, null));

/**
 * Which render answers a request, decided without rendering so that a server can keep one render
 * per page. No page renders from its query (`/?utm_source=x` is `/`), except /login and /register,
 * which draw a plain return path (`?redirect=/order-now/<id>`, isDrawnReturnPath) into their links, and the pages reached through a link with a token (/reset, /setup,
 * /verify-email), which show another form when it is there: those share one render made with a
 * stand-in token, and the visitor's own token never enters a render. Routes match whatever the case and trailing slash (`/Pricing` is `/pricing/`),
 * so a page is kept under its route's own path. A path the browser could read as another host's
 * (`//host/`, `/\host`) or that carries control characters or spaces is no page.
 */
export function pageAddress(url: string, site: SiteData): PageAddress {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.startsWith('/') || /\/\/|[\\\s\p{Cc}]/u.test(path)) return NOT_FOUND;
  const [, matched, route] = matcher.getMatchedRoutes(path);
  // A partial match (the router's fuzzy one, the rest of the path under '**') is no page: /about-us/x is not /about-us.
  if (!route || matched['**'] !== undefined || (route.id === aboutEditRoute.id && !isAboutId(site, matched.aboutId))) return NOT_FOUND;
  const dataRoute = route.options.staticData?.pageData;
  const params = dataRoute ? lowercased(matched) : matched;
  // Whether the parameters can name such data at all (a slug's form): any other path is the not-found page without asking the server.
  const rules = route.options.staticData?.paramRules ?? {};
  if (dataRoute && !Object.entries(rules).every(([name, rule]) => rule.test(params[name] ?? ''))) return NOT_FOUND;
  const address = route.fullPath.replace(/\$(\w+)/g, (_: string, name: string) => params[name]);
  const indexable = route.options.staticData?.robots === 'index' ? { indexable: true } : {};
  if (dataRoute) return { address, found: true, data: true, ...indexable };
  // The analysis report's token is its path's last segment: every report page shares one render too.
  if (route.id === analysisRoute.id) return { address: ANALYSIS_STAND_IN, found: true };
  if (isTokenRoute(route.id) && queryAt !== -1 && tokenSearch(defaultParseSearch(url.slice(queryAt))).token) {
    return { address: `${address}?token=from-the-link`, found: true };
  }
  // Sign-in and sign-up carry the page they return to in their links from the first paint, so a
  // click before the script runs keeps the order a visitor was on its way to: one render per plain path.
  if (isReturnRoute(route.id) && queryAt !== -1) {
    const { redirect } = redirectSearch(defaultParseSearch(url.slice(queryAt)));
    if (isDrawnReturnPath(redirect)) return { address: `${address}?redirect=${encodeURIComponent(redirect)}`, found: true };
  }
  return { address, found: true, ...indexable };
}

/**
 * The route tree's facts the server reads without this bundle (reserved paths, robots.txt's private
 * areas, the data routes' addresses), given the client's top-level public files: written to the
 * server's generated route-facts.json by `npm run route-facts`, and checked against it by a test.
 */
export function routeTreeFacts(publicFiles: readonly string[]): RouteFacts {
  return routeFacts(Object.values(matcher.routesById), publicFiles);
}

/** A data route's parameters are slugs, which are lowercase: `/About-Us` is the page `/about-us`. */
const lowercased = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value.toLowerCase()]));

/**
 * The page-data kinds' structured data, each named by its routes (`staticData.pageData.structuredData`)
 * and registered on the server only: loaded once, before the first render.
 */
let structuredDataLoaded: Promise<void> | undefined;
const loadStructuredData = () =>
  (structuredDataLoaded ??= (async () => {
    const loaders = new Set(Object.values(matcher.routesById).map((route) => route.options.staticData?.pageData?.structuredData));
    // One after another: a few small modules, once; Jest's module loader mislinks imports made at the same time.
    for (const load of loaders) await load?.();
  })());

export async function render(input: RenderInput): Promise<RenderOutput> {
  await loadStructuredData();
  const state = withStructuredData(createAppState(input.site, input.viewer, input.publicUrl ?? ''));
  if (input.pageData) state.pageData = { ...input.pageData, path: new URL(input.url, RENDER_ORIGIN).pathname };
  state.embeds = new Set();
  state.sectionKinds = new Set();
  const request = new Request(new URL(input.url, RENDER_ORIGIN));
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(state),
    getRouterManifest: () => withSections(routerManifest(input.manifest, input.assetBase ?? '/'), state),
  });
  // The router's own string handler (defaultRenderHandler) wraps the page in a Response, which we
  // would read back: encoding the page to UTF-8, checking it for lone surrogates and decoding it
  // again was a large share of a render (docs/performance.md). The page stays a string here; the Response only carries
  // the status, as a redirect's does.
  let html = '';
  const response = await handler(async ({ router, responseHeaders }) => {
    html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
    return new Response(null, { status: getSsrStatus(router), headers: responseHeaders });
  });
  const headers: Record<string, string> = {};
  // Redirects stay on whatever host the visitor used.
  const location = response.headers.get('location')?.replace(RENDER_ORIGIN, '');
  if (location) headers.location = location;
  return { status: response.status, html: location ? '' : html, headers, embeds: location ? [] : [...state.embeds] };
}
