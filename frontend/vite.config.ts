import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devRender } from './dev-render';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), devRender()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', rollupOptions: { output: { entryFileNames: 'entry-server.js' } } }
    : { outDir: 'dist/client', emptyOutDir: true, manifest: true, target: 'es2022', rollupOptions: { input: 'src/entry-client.tsx' } },
  ssr: { noExternal: [/^@mantine\//, '@rankwell/api-client'] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
