// The audit thread's entry when the app runs from its TypeScript sources (Jest): Node 20 loads no
// .ts, so the thread compiles them as they load (common/ts-source-hooks.mjs). The build's thread
// is dist/audit-worker.js, bundled (rolldown.config.mjs).
import { register } from 'node:module';

register('../common/ts-source-hooks.mjs', import.meta.url);
const { default: audit } = await import('./audit-worker.ts');
export default audit;
