// Module hooks for a worker thread started while the app runs from its TypeScript sources (Jest,
// which compiles the main thread's modules itself but not a thread's): each .ts module is compiled
// by swc as it loads, and `./x.js` imports resolve to `./x.ts` as the build's would. The built
// server never loads this file: its threads run bundled JavaScript.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith('.ts') && /^\.{1,2}\/.*\.js$/.test(specifier)) {
    const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const { code } = transformSync(readFileSync(fileURLToPath(url), 'utf8'), {
    filename: fileURLToPath(url),
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2023',
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
