// The audit process's entry when the app runs from its TypeScript sources (Jest): Node 20 loads no
// .ts, so the process compiles them as they load (common/ts-source-hooks.mjs). The build's entry
// is dist/audit-process.js, bundled (rolldown.config.mjs).
import { register } from 'node:module';

register('../common/ts-source-hooks.mjs', import.meta.url);
await import('./audit-process.ts');
