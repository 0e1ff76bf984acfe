import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp, type CreateAppOptions } from '../src/app.factory.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { migratedCluster } from '../src/database/pg-template.js';

const MIGRATIONS = join(import.meta.dirname, '../src/database/migrations');

/**
 * The migrated cluster every in-memory test database starts from: built by the first test file
 * that needs it for the migrations as they are now (named by a hash of their files, so an edited
 * migration makes a new one) and read by the rest, instead of each file running initdb and all
 * migrations again (about 4 s of each file's time). Written under a temporary name and renamed,
 * so two workers building it at once each leave a whole file.
 */
function inMemoryTemplate(): Promise<Uint8Array> {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).sort()) hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  // The job queue's schema and queues are part of the cluster too.
  hash
    .update(readFileSync(join(import.meta.dirname, '../src/jobs/jobs.ts')))
    .update(readFileSync(join(import.meta.dirname, '../../node_modules/pg-boss/package.json')));
  const file = join(tmpdir(), `rankwell-test-cluster-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return Promise.resolve(readFileSync(file));
  return migratedCluster().then(({ tar }) => {
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, tar);
    renameSync(partial, file);
    return tar;
  });
}

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  /** fetch against the running app over real HTTP; paths start with /api or / */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** `TestApp.request` for a server at `baseUrl`: `json` becomes the body, with its content type. */
export function requester(baseUrl: string): TestApp['request'] {
  return (path, init = {}) => {
    const { json, headers, ...rest } = init;
    return fetch(baseUrl + path, {
      ...rest,
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...(headers as Record<string, string>) },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  };
}

/** A response's JSON body, typed as the test expects it (a promised response is awaited first). */
export async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/**
 * A fresh database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server
 * unless the test names the embedded engine itself (`DATABASE_URL: ''`: its socket, say).
 */
async function freshDatabase(embedded: boolean): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || embedded) {
    EmbeddedPostgres.inMemoryTemplate = await inMemoryTemplate();
    return { env: { DATA_DIR: ':memory:', DATABASE_URL: '' }, drop: async () => {} };
  }
  const name = `rankwell_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: ':memory:', DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A free loopback port, so PUBLIC_URL (PayPal's return and notify addresses) can name it before start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `options` go to createApp (request logging, say); `env` over the test defaults. */
export async function startTestApp(env: Record<string, string> = {}, options: Omit<CreateAppOptions, 'env'> = {}): Promise<TestApp> {
  const database = await freshDatabase(env.DATABASE_URL === '');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await createApp({
    env: {
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough',
      RATE_LIMIT_FACTOR: '100',
      // Fastify's own lines (the server listening) too: tests read the log only when they ask for it
      LOG_LEVEL: 'error',
      PUBLIC_URL: baseUrl,
      PORT: String(port),
      ...database.env,
      ...env,
    },
    pages: false,
    logRequests: false,
    logLevels: ['error'],
    ...options,
  });
  try {
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    // A start refused in a bootstrap hook (a bucket that refuses MEDIA_S3_URL): the database goes too.
    await app.close();
    await database.drop();
    throw error;
  }
  return {
    app,
    baseUrl,
    request: requester(baseUrl),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
