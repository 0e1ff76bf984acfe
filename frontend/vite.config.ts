import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devRender } from './dev-render.ts';
import { mantineCss } from './mantine-css.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), devRender(), mantineCss()],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        // The server renders HTML only; images and icons are served from dist/client.
        copyPublicDir: false,
        target: 'node20',
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // A lazily loaded screen's own imports are found by the browser as it loads the screen (and
        // on a link's hover, by the router's preload), so the entry need not list every screen's
        // chunks for modulepreload: those lists weighed over a kilobyte of the first visit's script.
        // CSS stays listed: Vite loads a screen's stylesheets through them.
        modulePreload: { resolveDependencies: (_file, dependencies) => dependencies.filter((dependency) => dependency.endsWith('.css')) },
        rolldownOptions: {
          // The consent banner is an entry of its own, written into a page by the server only when
          // something on it waits for consent (a tool or an embed that sets cookies); it shares only
          // consent-events.ts (a few constants) with the app's embeds, so it adds nothing to the app.
          input: ['src/entry-client.tsx', 'src/consent/consent.ts'],
          // A chunk shared between pages would otherwise be named after whichever module it
          // happened to start from (e.g. "Pricing"), which misleads anyone reading the network tab.
          output: { chunkFileNames: (chunk) => (chunk.facadeModuleId ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js') },
        },
      },
  ssr: { noExternal: [/^@mantine\//, '@rankwell/api-client'] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
