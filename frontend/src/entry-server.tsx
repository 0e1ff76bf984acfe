import type { ServerManifest } from '@tanstack/router-core';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { createAppState } from './app-state';
import { createAppRouter } from './router';
import type { SiteData, Viewer } from './site/types';

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
}

export interface RenderOutput {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/** The client entry's script, its CSS and the chunks it imports, from Vite's build manifest. */
function routerManifest(manifest: ViteManifest, base: string): ServerManifest {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return { routes: {} };
  const css = new Set<string>(entry.css ?? []);
  const preloads: string[] = [];
  for (const key of entry.imports ?? []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    preloads.push(base + chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return {
    routes: {
      __root__: {
        preloads,
        css: [...css].map((file) => base + file),
        scripts: [{ attrs: { type: 'module', src: base + entry.file, async: true } }],
      },
    },
  };
}

const RENDER_ORIGIN = 'http://rankwell.internal';

export async function render(input: RenderInput): Promise<RenderOutput> {
  const state = createAppState(input.site, input.viewer, input.publicUrl ?? '');
  const request = new Request(new URL(input.url, RENDER_ORIGIN));
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(state),
    getRouterManifest: () => routerManifest(input.manifest, input.assetBase ?? '/'),
  });
  const response = await handler(defaultRenderHandler);
  const headers: Record<string, string> = {};
  // Redirects stay on whatever host the visitor used.
  const location = response.headers.get('location')?.replace(RENDER_ORIGIN, '');
  if (location) headers.location = location;
  return { status: response.status, html: location ? '' : await response.text(), headers };
}
