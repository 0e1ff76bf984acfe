// Part of `npm run build`: a freshly initialised database cluster, written once as a tar.gz so a
// first start (or a test's in-memory database) unpacks it in a fraction of a second instead of
// running initdb in WebAssembly (about 2 s). The schema still comes from the migrations at start-up.
// Usage: node scripts/pg-template.mjs [output file]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

const output = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../dist/pgdata-template.tar.gz'));
const db = await PGlite.create();
const tar = await db.dumpDataDir('none');
await db.close();
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, gzipSync(Buffer.from(await tar.arrayBuffer()), { level: 9 }));
console.log(`Wrote ${output}`);
