import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { servePages, type PageRenderer } from './page-renderer.js';
import { Pages } from './pages.module.js';

/** Serves the built frontend's files and renders every other non-API GET (the renderer is the Pages provider's); returns the renderer, for the fast path. */
export async function registerPages(app: NestFastifyApplication): Promise<PageRenderer | undefined> {
  const loaded = await app.get(Pages).load();
  if (!loaded) return undefined;
  const { bundle, renderer } = loaded;
  await app.register(fastifyStatic, {
    root: bundle.clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    allowedPath: (path) => !path.startsWith('/.vite'),
    setHeaders: (response, path) => {
      // Hashed file names never change content, so browsers may keep them for a year.
      response.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // The site's own pictures (the demo logo among them) are shown by mails: in webmail pages of
      // other origins, and in the back office's sandboxed preview, whose origin is opaque.
      if (relative(bundle.clientDir, path).startsWith(`images${sep}`)) response.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  servePages(app.getHttpAdapter().getInstance(), renderer);
  return renderer;
}
