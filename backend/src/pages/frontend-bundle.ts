import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../config/project-root.js';

export interface RenderInput {
  url: string;
  site: Record<string, unknown>;
  viewer: { email: string; isAdmin: boolean; permissions: string[]; mustEnrolTwoFactor: boolean; mustChangePassword: boolean } | null;
  manifest: Record<string, unknown>;
  assetBase?: string;
  publicUrl?: string;
  /** the page's own data (page-data.ts), for a route that shows some */
  pageData?: { kind: string; data: unknown };
}

export interface RenderOutput {
  status: number;
  html: string;
  headers?: Record<string, string>;
  /** the src of every embed the page shows (the Embed component reports it), for the page's frame-src and consent */
  embeds?: string[];
}

/** Which render answers a URL (see the frontend's entry-server). */
export interface PageAddress {
  /** the URL the page is rendered from and its render kept under */
  address: string;
  /** false when no page has the path: all such paths share one rendering of the not-found page */
  found: boolean;
  /** the route shows data of its own: the server asks PageDataRegistry for the address, and renders the not-found page when none answers */
  data?: boolean;
  /** a page for search engines: its address is its one spelling, every other one answers a 301 there (canonical-address.ts) */
  indexable?: boolean;
}

export interface FrontendBundle {
  clientDir: string;
  manifest: Record<string, unknown>;
  render(input: RenderInput): Promise<RenderOutput>;
  pageAddress(url: string, site: Record<string, unknown>): PageAddress;
}

/** The built frontend: client assets and the server renderer (`npm run build -w frontend`). */
const FRONTEND_DIST = join(PROJECT_ROOT, 'frontend/dist');

export async function loadFrontendBundle(dist = FRONTEND_DIST): Promise<FrontendBundle | null> {
  const manifestFile = join(dist, 'client/.vite/manifest.json');
  const serverEntry = join(dist, 'server/entry-server.js');
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  const module = (await import(pathToFileURL(serverEntry).href)) as Pick<FrontendBundle, 'render' | 'pageAddress'>;
  return { clientDir: join(dist, 'client'), manifest, render: module.render, pageAddress: module.pageAddress };
}
