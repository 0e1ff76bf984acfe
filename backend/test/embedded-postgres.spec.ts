import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { IN_MEMORY } from '../src/config/settings.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { migrations } from '../src/database/migrations/index.js';
import { writePgTemplate } from '../src/database/pg-template.js';

/** Runs one statement over the wire, as the app's pool does. */
async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The TCP ports this process listens on: its sockets' inodes among the listening entries of /proc/net/tcp and tcp6 (Linux). */
function listeningTcpPorts(): number[] {
  const inodes = new Set(
    readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .filter((link) => link.startsWith('socket:['))
      .map((link) => link.slice('socket:['.length, -1)),
  );
  const LISTEN = '0A';
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((table) => readFileSync(table, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === LISTEN && inodes.has(fields[9]))
    .map((fields) => parseInt(fields[1].split(':')[1], 16));
}

const hasWitness = async (url: string) =>
  ((await query(url, "select count(*)::int as n from pg_tables where tablename = 'template_witness'")) as { n: number }[])[0].n === 1;

describe('the embedded database starts from the build template', () => {
  let dir: string;
  /** A cluster with a table no initdb makes: seeing it proves the template was unpacked. */
  let witnessTemplate: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rankwell-template-'));
    const db = await PGlite.create();
    await db.exec('create table template_witness (id int)');
    const tar = await db.dumpDataDir('none');
    await db.close();
    witnessTemplate = join(dir, 'witness.tar.gz');
    writeFileSync(witnessTemplate, gzipSync(Buffer.from(await tar.arrayBuffer())));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('unpacks the template into a new data folder, keeps what is written, and leaves an existing folder alone', async () => {
    const dataDir = join(dir, 'on-disk');
    const first = await EmbeddedPostgres.start(dataDir, { template: witnessTemplate });
    expect(await hasWitness(first.url)).toBe(true);
    await query(first.url, 'create table kept (id int); insert into kept values (7)');
    await first.stop();
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);

    // A restart opens the folder as it is: unpacking the template again would lose `kept`.
    const again = await EmbeddedPostgres.start(dataDir, { template: witnessTemplate });
    expect(await query(again.url, 'select id from kept')).toEqual([{ id: 7 }]);
    await again.stop();
  });

  it('leaves an in-memory database to initdb and the migrations, so tests run the migrations as written', async () => {
    const db = await EmbeddedPostgres.start(IN_MEMORY, { template: witnessTemplate });
    expect(await hasWitness(db.url)).toBe(false);
    await db.stop();
  });

  it('initialises a new database when the template is missing or damaged, and says so for a damaged one', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const missing = await EmbeddedPostgres.start(join(dir, 'no-template'), { template: join(dir, 'absent.tar.gz') });
    expect(await query(missing.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    expect(await hasWitness(missing.url)).toBe(false);
    await missing.stop();
    expect(warn).not.toHaveBeenCalled();

    const damaged = join(dir, 'damaged.tar.gz');
    writeFileSync(damaged, gzipSync(Buffer.from('not a tar archive of a database cluster')));
    const db = await EmbeddedPostgres.start(join(dir, 'damaged-template'), { template: damaged });
    expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await db.stop();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not load'));
  });

  it('the build script writes a template with every migration applied, which loads as a working cluster', async () => {
    const template = join(dir, 'built.tar.gz');
    expect(await writePgTemplate(template)).toEqual(migrations.map((migration) => migration.name));
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const db = await EmbeddedPostgres.start(join(dir, 'built'), { template });
    const applied = (await query(db.url, 'select name from migrations order by id')) as { name: string }[];
    expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    await db.stop();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("the embedded database is out of other local users' reach", () => {
  it.each([
    ['on disk', () => join(mkdtempSync(join(tmpdir(), 'rankwell-socket-')), 'data')],
    ['in memory', () => IN_MEMORY],
  ])('%s: listens on no TCP port, only on a socket of its own user in a folder of mode 0700, removed at stop', async (_where, dataDir) => {
    const before = listeningTcpPorts();
    const db = await EmbeddedPostgres.start(dataDir());
    // postgres://postgres@/postgres?host=<folder>: the form `pg` reads, which WHATWG's URL does not
    const folder = decodeURIComponent(db.url.split('?host=')[1]);
    try {
      expect(listeningTcpPorts()).toEqual(before);
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      expect(statSync(join(folder, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
      expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.stop();
    }
    expect(existsSync(folder)).toBe(false);
  });
});

describe('the embedded database runs in a thread of its own', () => {
  it('on disk: starts the thread again on the same folder when it ends without being stopped, keeping every row', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const lost = jest.fn<(exitCode: number) => void>();
    const dataDir = join(mkdtempSync(join(tmpdir(), 'rankwell-lost-')), 'data');
    const db = await EmbeddedPostgres.start(dataDir, { onLost: lost, probeEveryMs: 200 });
    const folder = decodeURIComponent(db.url.split('?host=')[1]);
    try {
      await query(db.url, 'create table kept (n int); insert into kept values (1)');
      // What an out-of-memory abort or a fault in PGlite would do: the thread ends on its own.
      const engine = (db as unknown as { engine: Worker }).engine;
      await engine.terminate();
      let rows: unknown;
      for (let attempt = 0; attempt < 100 && rows === undefined; attempt++) {
        rows = await query(db.url, 'select n from kept').catch(() => new Promise((wait) => setTimeout(wait, 100)));
      }
      expect(rows).toEqual([{ n: 1 }]);
      expect(db.restarts).toBe(1);
      expect(lost).not.toHaveBeenCalled();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('stopped unexpectedly'));
    } finally {
      await db.stop();
      error.mockRestore();
    }
    expect(existsSync(folder)).toBe(false);
    expect(existsSync(join(dataDir, 'rankwell.pid'))).toBe(false);
  });

  it('in memory: says so when that thread ends without being stopped (nothing to start again from), and a stop afterwards still cleans up', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const lost = jest.fn<(exitCode: number) => void>();
    const db = await EmbeddedPostgres.start(IN_MEMORY, { onLost: lost });
    const folder = decodeURIComponent(db.url.split('?host=')[1]);
    expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }]);

    const engine = (db as unknown as { engine: Worker }).engine;
    await engine.terminate();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lost).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('stopped unexpectedly'));
    await expect(query(db.url, 'select 1')).rejects.toThrow();

    await db.stop();
    expect(existsSync(folder)).toBe(false);
    expect(lost).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('refuses to start on a folder it cannot open, and leaves no claim on it behind', async () => {
    const lost = jest.fn<(exitCode: number) => void>();
    const dataDir = join(mkdtempSync(join(tmpdir(), 'rankwell-unopenable-')), 'data');
    mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
    // A cluster of another major version, which no PGlite opens.
    writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), '9\n');
    await expect(EmbeddedPostgres.start(dataDir, { onLost: lost })).rejects.toThrow();
    expect(existsSync(join(dataDir, 'rankwell.pid'))).toBe(false);
    expect(lost).not.toHaveBeenCalled();
  });

  it('is not reported lost when it is stopped', async () => {
    const lost = jest.fn<(exitCode: number) => void>();
    const db = await EmbeddedPostgres.start(IN_MEMORY, { onLost: lost });
    await db.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lost).not.toHaveBeenCalled();
  });
});

describe("the embedded database's socket admits the app's one connection", () => {
  let db: EmbeddedPostgres;
  beforeAll(async () => {
    db = await EmbeddedPostgres.start(IN_MEMORY);
  });
  afterAll(() => db.stop());

  it('gives the slot to a pool that reconnects at once, before the engine has closed the previous connection', async () => {
    const failures: string[] = [];
    for (let n = 0; n < 40; n++) {
      const client = new pg.Client({ connectionString: db.url });
      client.on('error', () => undefined);
      try {
        await client.connect();
        expect((await client.query('SELECT $1::int AS n', [n])).rows).toEqual([{ n }]);
      } catch (error) {
        failures.push((error as Error).message);
      }
      // Not awaited: a pool replacing a connection it gave up on does not wait for the goodbye
      // (with the library's own limit, every such reconnect was refused: 20 of these 40).
      void client.end().catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a second client with a PostgreSQL error that says why, and then admits the app again', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const app = new pg.Client({ connectionString: db.url });
    try {
      await app.connect();
      const other = new pg.Client({ connectionString: db.url });
      other.on('error', () => undefined);
      const started = performance.now();
      await expect(other.connect()).rejects.toMatchObject({
        code: '53300',
        message: "the embedded database accepts only the site server's own connection",
      });
      // It waited for the slot (a second) before the refusal: an upper bound would time the machine.
      expect(performance.now() - started).toBeGreaterThanOrEqual(950);
      expect((await app.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await app.end();
      expect(await query(db.url, 'select 2 as two')).toEqual([{ two: 2 }]);
      // The engine's thread said so in the server's log (its message crosses threads: it may come after the answer).
      for (let wait = 0; wait < 50 && warn.mock.calls.length === 0; wait++) await new Promise((done) => setTimeout(done, 20));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Refused a second connection'));
    } finally {
      warn.mockRestore();
    }
  });
});
