// Hashed assets never change, so they are compressed once at build time (gzip and brotli) and
// served as they are; no request pays for compression.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';

const directory = new URL('../dist/client/', import.meta.url).pathname;
const compressible = /\.(js|css|svg|json|txt|xml)$/;

function walk(path) {
  return readdirSync(path).flatMap((name) => {
    const file = join(path, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

let count = 0;
for (const file of walk(directory)) {
  if (!compressible.test(file) || file.includes('/.vite/')) continue;
  const body = readFileSync(file);
  // Below half a kilobyte the encoding headers cost about what compression saves.
  if (body.length < 512) continue;
  writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`Compressed ${count} assets (gzip and brotli)`);
