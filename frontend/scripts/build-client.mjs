// Builds the browser bundle in two passes. Rolldown gives every set of lazily loaded screens that
// shares a module its own common chunk, even when the entry already loads that module: the first
// visit to a public page then fetched the entry plus a dozen small chunks, each with its own
// import/export glue and gzip dictionary. The first pass finds which modules the entry needs before
// anything is clicked (its chunk and the chunks it imports statically); the second pass puts those
// into the entry's own chunk, so the first visit loads one script and one stylesheet and the lazy
// screens import from them. Grouping only the imported chunks (not the entry's modules) left the
// CSS modules they carry in a second stylesheet on every public page.
import { build } from 'vite';

const quiet = { logLevel: 'silent', build: { write: false } };
const [first] = [await build(quiet)].flat();
const byName = new Map(first.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
// The app's entry by its module: the consent banner is an entry too, and shares nothing with it.
const entry = [...byName.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/src/entry-client.tsx'));
if (!entry) throw new Error('the client build has no entry chunk');

const firstVisit = new Set();
const visit = (chunk) => {
  for (const name of chunk.imports) {
    const imported = byName.get(name);
    if (!imported || firstVisit.has(imported)) continue;
    firstVisit.add(imported);
    visit(imported);
  }
};
visit(entry);
const modules = new Set([entry, ...firstVisit].flatMap((chunk) => chunk.moduleIds));
// The sections' chunks (features/public/blocks/kinds.ts) load only on a page that shows their kind,
// but their styles stay in the entry's stylesheet (as before they were split off: 16.9 kB of CSS
// with them): a page of sections then links one stylesheet, not one per kind, and none of them
// waits for its chunk's styles before its first paint.
const sections = new Set();
const withImports = (chunk) => {
  if (sections.has(chunk) || firstVisit.has(chunk) || chunk === entry) return;
  sections.add(chunk);
  for (const name of chunk.imports) if (byName.has(name)) withImports(byName.get(name));
};
for (const chunk of byName.values()) if (chunk.facadeModuleId?.includes('/src/features/public/sections/')) withImports(chunk);
for (const id of [...sections].flatMap((chunk) => chunk.moduleIds)) if (/\.css(\?|$)/.test(id)) modules.add(id);

await build({
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-visit', test: (id) => modules.has(id) }] } },
    },
  },
});
