// Part of `npm run build`, after tsc: the embedded database's template (backend/src/database/pg-template.ts).
// Usage: node scripts/pg-template.mjs [output file]
import { resolve } from 'node:path';
import { writePgTemplate } from '../dist/database/pg-template.js';

const output = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../dist/pgdata-template.tar.gz'));
const applied = await writePgTemplate(output);
console.log(`Wrote ${output} (${applied.length} migrations applied)`);
