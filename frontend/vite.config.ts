import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devRender } from './dev-render.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), devRender()],
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
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // A chunk shared between pages would otherwise be named after whichever module it
          // happened to start from (e.g. "Pricing"), which misleads anyone reading the network tab.
          output: { chunkFileNames: (chunk) => (chunk.facadeModuleId ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js') },
        },
      },
  ssr: { noExternal: [/^@mantine\//, '@rankwell/api-client'] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
