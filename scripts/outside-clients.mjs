// Two TypeScript generators nobody here uses, as an integrator would use them on the committed
// openapi/openapi.json (OpenAPI 3.1): @hey-api/openapi-ts (its fetch client) and openapi-typescript
// with openapi-fetch. Each generates into a temporary folder, a small program written against its
// output compiles under `tsc --strict`, then runs against the built server (started as `npm start`
// starts it, on an empty data folder and the embedded database) with an API key: a write (a blog
// post, whose `author` is null: the nullable a 3.0 tool misread, issue 48) and a read (the posts,
// that one included). Our own client (openapi-typescript-codegen) is tested by the frontend's tests.
// CI runs this on Node's LTS beside the browser suite (.ci/run); `npm run outside-clients` builds
// first when the build is stale.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const bin = (path) => join(work, 'node_modules', path);
const run = (args, options = {}) => execFileSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], ...options });

/**
 * The integrator's project: its own packages, pinned, installed from the registry into the
 * temporary folder rather than kept in ours: openapi-typescript wants TypeScript 5 as its peer,
 * which npm would hoist over the TypeScript 6 our build and the Swagger plugin use.
 */
const OUTSIDE_PACKAGES = {
  '@hey-api/openapi-ts': '0.99.0',
  'openapi-typescript': '7.13.0',
  'openapi-fetch': '0.17.0',
  typescript: '5.9.3',
  '@types/node': '24.19.4',
};

const work = mkdtempSync(join(tmpdir(), 'outside-clients-'));
const spec = join(work, 'openapi.json');
writeFileSync(spec, readFileSync(join(root, 'openapi/openapi.json')));

/** The two programs: each creates a post with the key (a write) and finds it in the list (a read), and says what it got. */
const OPENAPI_FETCH = `import createClient from 'openapi-fetch';
import type { components, paths } from './openapi-typescript/schema';

type Post = components['schemas']['BlogPostRecord'];
// A nullable reference must stay nullable in the generated types, or this line does not compile.
const noAuthor: Post['author'] = null;

async function main(): Promise<void> {
  const client = createClient<paths>({ baseUrl: process.env.BASE_URL!, headers: { authorization: \`Bearer \${process.env.API_KEY!}\` } });
  const created = await client.POST('/api/blog/manage/posts', {
    body: { title: 'Written with openapi-fetch', status: 'draft', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] } },
  });
  if (!created.data) throw new Error(\`write: \${created.response?.status} \${JSON.stringify(created.error)}\`);
  const post: Post = created.data;
  const listed = await client.GET('/api/blog/manage/posts', { params: { query: { page: 1, pageSize: 50 } } });
  if (!listed.data) throw new Error(\`read: \${listed.response?.status} \${JSON.stringify(listed.error)}\`);
  const found = listed.data.items.find((item) => item.id === post.id);
  console.log(JSON.stringify({ wrote: created.response?.status, read: listed.response?.status, found: !!found, author: post.author ?? noAuthor }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
`;

const HEY_API = `import { client } from './hey-api/client.gen';
import { addBlogPost, listBlogPosts } from './hey-api/sdk.gen';
import type { BlogPostRecord } from './hey-api/types.gen';

// A nullable reference must stay nullable in the generated types, or this line does not compile.
const noAuthor: BlogPostRecord['author'] = null;

async function main(): Promise<void> {
  // The key through hey-api's own auth hook, which reads the operations' security schemes.
  client.setConfig({ baseUrl: process.env.BASE_URL!, auth: () => process.env.API_KEY! });
  const created = await addBlogPost({
    body: { title: 'Written with hey-api', status: 'draft', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] } },
  });
  if (!created.data) throw new Error(\`write: \${created.response?.status} \${JSON.stringify(created.error)}\`);
  const post: BlogPostRecord = created.data;
  const listed = await listBlogPosts({ query: { page: 1, pageSize: 50 } });
  if (!listed.data) throw new Error(\`read: \${listed.response?.status} \${JSON.stringify(listed.error)}\`);
  const found = listed.data.items.find((item) => item.id === post.id);
  console.log(JSON.stringify({ wrote: created.response?.status, read: listed.response?.status, found: !!found, author: post.author ?? noAuthor }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
`;

function install() {
  writeFileSync(join(work, 'package.json'), JSON.stringify({ private: true, devDependencies: OUTSIDE_PACKAGES }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(
    `installed ${Object.entries(OUTSIDE_PACKAGES)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')} (${elapsed()})`,
  );
}

function generate() {
  // In the integrator's folder: openapi-typescript would read our redocly.yaml from the current folder.
  run([bin('openapi-typescript/bin/cli.js'), spec, '--output', join(work, 'openapi-typescript/schema.ts')], { cwd: work });
  run([bin('@hey-api/openapi-ts/bin/run.js'), '--input', spec, '--output', join(work, 'hey-api')], { cwd: work });
  writeFileSync(join(work, 'openapi-fetch.ts'), OPENAPI_FETCH);
  writeFileSync(join(work, 'hey-api.ts'), HEY_API);
  // Strict, as an integrator's project would be; the generated files are compiled too, not skipped.
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'es2022',
        // CommonJS: hey-api writes its imports without a file extension, which Node's ES modules refuse.
        module: 'commonjs',
        moduleResolution: 'node10',
        outDir: 'dist',
        rootDir: '.',
        types: ['node'],
        lib: ['es2022', 'dom'],
        noEmitOnError: true,
        esModuleInterop: true,
      },
      include: ['openapi-fetch.ts', 'hey-api.ts', 'openapi-typescript', 'hey-api'],
    }),
  );
  run([bin('typescript/bin/tsc'), '-p', join(work, 'tsconfig.json')], { cwd: work });
  console.log(`generated and compiled under --strict (${elapsed()})`);
}

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** The built server on an empty data folder; the first Admin through the setup link it writes, as its owner would. */
async function startServer() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const data = join(work, 'data');
  mkdirSync(data);
  const server = spawn(process.execPath, [join(root, 'backend/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: data,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => server.once('exit', done));
  for (let waited = 0; ; waited += 100) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up && existsSync(join(data, 'setup-link'))) break;
    if (waited > 60_000) throw new Error('the server did not start within 60 s');
    await new Promise((done) => setTimeout(done, 100));
  }
  return { baseUrl, stop: () => (server.kill(), exited) };
}

async function createKey(baseUrl) {
  const token = new URL(readFileSync(join(work, 'data/setup-link'), 'utf8').trim()).searchParams.get('token');
  const setup = await fetch(`${baseUrl}/api/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, email: 'owner@agency.example', password: 'outside-clients-password' }),
  });
  if (setup.status !== 201) throw new Error(`setup: ${setup.status} ${await setup.text()}`);
  const cookie = setup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const key = await fetch(`${baseUrl}/api/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Outside clients', scopes: ['content:read', 'content:write'] }),
  });
  if (key.status !== 201) throw new Error(`api key: ${key.status} ${await key.text()}`);
  return (await key.json()).token;
}

let server;
try {
  if (!process.argv.includes('--no-build')) run([join(root, 'scripts/build-if-needed.mjs')]);
  install();
  generate();
  server = await startServer();
  const key = await createKey(server.baseUrl);
  for (const program of ['openapi-fetch', 'hey-api']) {
    const output = execFileSync(process.execPath, [join(work, 'dist', `${program}.js`)], {
      env: { ...process.env, BASE_URL: server.baseUrl, API_KEY: key },
      encoding: 'utf8',
    });
    const result = JSON.parse(output.trim().split('\n').pop());
    const expected = { wrote: 201, read: 200, found: true, author: null };
    if (JSON.stringify(result) !== JSON.stringify(expected)) throw new Error(`${program}: got ${JSON.stringify(result)}, expected ${JSON.stringify(expected)}`);
    console.log(`${program}: a write (201) and a read (200) with an API key (${elapsed()})`);
  }
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
