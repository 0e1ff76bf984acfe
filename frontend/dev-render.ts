import type { Plugin, ViteDevServer } from 'vite';

const API = 'http://127.0.0.1:3000';

/**
 * `npm run dev`: Vite renders each page on the server from the source (with hot reload), taking
 * the site content and the visitor from the running backend, as production does.
 */
export function devRender(): Plugin {
  return {
    name: 'rankwell-dev-render',
    configureServer(server: ViteDevServer) {
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.originalUrl ?? '/';
          if (request.method !== 'GET' || url.startsWith('/api') || url.startsWith('/@') || /\.[a-z0-9]+(\?|$)/i.test(url.split('?')[0])) return next();
          try {
            const cookie = request.headers.cookie ?? '';
            const [site, session] = await Promise.all([
              fetch(`${API}/api/site`).then((r) => r.json()),
              fetch(`${API}/api/auth/me`, { headers: { cookie } }).then((r) => r.json()),
            ]);
            const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof import('./src/entry-server');
            const manifest = { 'src/entry-client.tsx': { file: 'src/entry-client.tsx', isEntry: true } };
            const page = await render({ url, site, viewer: session.viewer, manifest, publicUrl: `http://${request.headers.host}` });
            // Vite's client and React's refresh preamble, taken from a blank page and placed without
            // the whitespace that transformIndexHtml adds, which would break hydration.
            const blank = await server.transformIndexHtml(url, '<html><head></head><body></body></html>');
            const injected = (blank.match(/<head>([\s\S]*)<\/head>/)?.[1] ?? '').replace(/>\s+</g, '><').trim();
            const html = page.html.replace('<head>', `<head>${injected}`);
            response.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
            response.end(html);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}
