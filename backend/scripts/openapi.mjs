// Writes openapi/openapi.json from the Nest app (keys sorted, so the same code gives the same
// bytes) and regenerates the typed client in openapi/client/src, after the Swagger plugin's
// metadata (backend/src/metadata.ts, see swagger-metadata.mjs). With --check it generates into
// a temporary folder and fails, naming the files, when anything differs from what is committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import writeSwaggerMetadata, { METADATA_FILE, swaggerMetadata } from './swagger-metadata.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const check = process.argv.includes('--check');

/** Keys sorted, and a schema's list of required properties too: where a property's schema comes from (a decorator or the Swagger plugin) does not reorder it. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, key === 'required' && Array.isArray(value[key]) ? [...value[key]].sort() : sortKeys(value[key])]),
    );
  }
  return value;
}

async function buildSpec() {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: resolve(here, '..'), stdio: 'inherit' });
  const { createApp } = await import(resolve(here, '../dist/app.factory.js'));
  const { buildOpenApiDocument } = await import(resolve(here, '../dist/openapi.js'));
  const app = await createApp({
    env: { DATA_DIR: ':memory:', DATABASE_URL: '', NODE_ENV: 'test', JWT_SECRET: 'openapi-generation-only-secret' },
    pages: false,
    logRequests: false,
    logLevels: ['error'],
  });
  await app.init();
  const document = buildOpenApiDocument(app);
  await app.close();
  return JSON.stringify(sortKeys(document), null, 2) + '\n';
}

function generateClient(specFile, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  // By path, not `npx openapi-typescript-codegen`: its bin is called `openapi`, a name
  // @redocly/cli's bin takes too, so npx may start Redocly instead.
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/openapi-typescript-codegen/bin/index.js'),
      '--input',
      specFile,
      '--output',
      outDir,
      '--client',
      'fetch',
      '--useUnionTypes',
      '--useOptions',
      '--indent',
      '2',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const staleMetadata = check && (!existsSync(METADATA_FILE) || readFileSync(METADATA_FILE, 'utf8') !== (await swaggerMetadata()));
if (!check) await writeSwaggerMetadata();
const spec = await buildSpec();
const committedSpec = join(root, 'openapi/openapi.json');
const committedClient = join(root, 'openapi/client/src');

if (!check) {
  writeFileSync(committedSpec, spec);
  generateClient(committedSpec, committedClient);
  console.log('Wrote openapi/openapi.json and openapi/client/src');
} else {
  const scratch = mkdtempSync(join(tmpdir(), 'rankwell-openapi-'));
  const scratchSpec = join(scratch, 'openapi.json');
  writeFileSync(scratchSpec, spec);
  const scratchClient = join(scratch, 'client');
  mkdirSync(scratchClient);
  generateClient(scratchSpec, scratchClient);
  const stale = staleMetadata ? ['backend/src/metadata.ts'] : [];
  if (!existsSync(committedSpec) || readFileSync(committedSpec, 'utf8') !== spec) stale.push('openapi/openapi.json');
  const fresh = new Set(listFiles(scratchClient).map((f) => relative(scratchClient, f)));
  const kept = new Set(listFiles(committedClient).map((f) => relative(committedClient, f)));
  for (const file of new Set([...fresh, ...kept])) {
    const a = fresh.has(file) ? readFileSync(join(scratchClient, file), 'utf8') : null;
    const b = kept.has(file) ? readFileSync(join(committedClient, file), 'utf8') : null;
    if (a !== b) stale.push(`openapi/client/src/${file}`);
  }
  rmSync(scratch, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`The OpenAPI spec or client is stale; run \`npm run openapi\` and commit:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('openapi/openapi.json and openapi/client are up to date');
}
