// npm run copy-to-server -- --to postgres://user:password@host:5432/rankwell [--data-dir ./data]
// Copies a site on the embedded database into an empty database of a PostgreSQL server, running
// or stopped, then compares the two row by row. pg_dump cannot read the embedded engine (PGlite
// reports PostgreSQL 18 to a pg_dump 15 or 16), and a dump would carry PGlite's own way of making
// the schema; here the server's schema is made by the app's own migrations, as a start on
// DATABASE_URL makes it, and only the rows are copied:
//   1. the site's database is read as `npm run backup` reads it (from the running server through
//      its backup socket, or from the stopped folder) and opened in memory: the folder is not changed;
//   2. the target must hold no table, view or sequence, and offer every extension the site uses;
//   3. the migrations run on the target, then, in one transaction, its foreign keys are dropped
//      and its triggers disabled (the tallies' triggers would count every row twice), every table
//      is emptied of what migrations wrote and filled with the site's rows, the foreign keys are
//      made again (which checks every reference) and the sequences are set;
//   4. every table's row count and a checksum of its ordered rows are compared and printed.
// The site's files beside the database (its jwt-secret) stay in its data folder; the end of the
// output says how the server-backed site finds them.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { copySiteDatabase, openDatabase, readSiteFiles, SYSTEM_SCHEMAS, tableName, tableSql } from './database-copy.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** The app's migrations as the build compiled them (`npm run copy-to-server` builds first when needed). */
const MIGRATE = join(ROOT, 'backend/dist/database/migrate.js');
/** Rows are sent to the server in batches of about this many bytes (as JSON). */
const BATCH_BYTES = 8 * 1024 * 1024;
/**
 * The same text for the same value on both sides, whatever each server's defaults: the checksums
 * hash each row's text.
 */
const SAME_TEXT = [
  `SET TimeZone = 'UTC'`,
  `SET DateStyle = 'ISO, MDY'`,
  `SET IntervalStyle = 'postgres'`,
  `SET extra_float_digits = 1`,
  `SET bytea_output = 'hex'`,
];

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const dataDir = resolve(option('data-dir', process.env.DATA_DIR ?? './data'));
const to = option('to');
/** The address as it may be printed: without its password. */
const shown = (url) => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = 'redacted';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
};
const quote = (name) => `"${name.replaceAll('"', '""')}"`;
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/** Stops with a message; nothing was written to the target unless the message says so. */
class Refusal extends Error {}

/** The site's ordinary tables (partitions included, their parents not: those hold no rows of their own), by schema. */
async function tablesOf(query) {
  return query(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ${SYSTEM_SCHEMAS} AND n.nspname NOT LIKE 'pg\\_temp\\_%' AND n.nspname NOT LIKE 'pg\\_toast%'
     ORDER BY n.nspname <> 'public', n.nspname, c.relname`,
  );
}

/** A table's columns, by name: all of them (for its checksum), and those a row is written with (not generated). */
async function columnsOf(query, schema, table) {
  const rows = await query(
    `SELECT a.attname AS name, a.attgenerated <> '' AS generated FROM pg_attribute a
     WHERE a.attrelid = ${literal(tableSql(schema, table))}::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attname`,
  );
  return { all: rows.map((row) => row.name), written: rows.filter((row) => !row.generated).map((row) => row.name) };
}

/** Row count and an md5 of the rows' md5s in order: the same rows give the same sum wherever they are. */
async function checksum(query, schema, table, columns) {
  const row = `ROW(${columns.map(quote).join(', ')})::text`;
  const [result] = await query(
    `SELECT count(*)::text AS rows, coalesce(md5(string_agg(h, '' ORDER BY h COLLATE "C")), '') AS sum FROM (SELECT md5(${row}) AS h FROM ${tableSql(schema, table)}) x`,
  );
  return { rows: Number(result.rows), sum: result.sum };
}

async function main() {
  if (!to) throw new Refusal('Usage: npm run copy-to-server -- --to postgres://user:password@host:5432/database [--data-dir ./data]');
  if (!existsSync(MIGRATE)) throw new Refusal(`${MIGRATE} is missing: run \`npm run build\` first (npm run copy-to-server does).`);
  const { migrate, migrationNames, migratedSchemas } = await import(pathToFileURL(MIGRATE).href);

  const target = new pg.Client({ connectionString: to });
  await target.connect().catch((error) => {
    throw new Refusal(`Could not connect to ${shown(to)}: ${error.message}`);
  });
  const onTarget = async (sql, values) => (await target.query(sql, values)).rows;
  try {
    const held = await onTarget(
      `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname NOT IN ${SYSTEM_SCHEMAS} AND n.nspname NOT LIKE 'pg\\_temp\\_%' AND n.nspname NOT LIKE 'pg\\_toast%'
       ORDER BY 1, 2`,
    );
    if (held.length > 0) {
      const names = held.slice(0, 5).map((row) => tableName(row.schema, row.name));
      throw new Refusal(
        `${shown(to)} is not empty (it holds ${names.join(', ')}${held.length > 5 ? ` and ${held.length - 5} more` : ''}): copy into a new, empty database (CREATE DATABASE rankwell).`,
      );
    }

    const { archive, pid } = await copySiteDatabase(dataDir);
    const source = await openDatabase({ archive });
    const onSource = async (sql) => (await source.query(sql)).rows;
    try {
      // The rows fit the schema the migrations make only if the site had run exactly these.
      const applied = (await onSource(`SELECT name FROM migrations ORDER BY id`)).map((row) => row.name);
      if (applied.join() !== migrationNames.join()) {
        const behind = migrationNames.filter((name) => !applied.includes(name));
        throw new Refusal(
          behind.length > 0 && applied.every((name) => migrationNames.includes(name))
            ? `The site's database has not run this version's migrations (${behind.join(', ')}): start the site once with this version (it migrates at start-up), then copy.`
            : `The site's database was migrated by another version of the app (${applied.filter((name) => !migrationNames.includes(name)).join(', ') || 'another order'}): copy it with the version that last ran it.`,
        );
      }
      const sourceTables = await tablesOf(onSource);
      // Schemas the migrations do not make would need their owner to make them on the server first.
      const unknown = [...new Set(sourceTables.map((table) => table.schema))].filter((schema) => !migratedSchemas.includes(schema));
      if (unknown.length > 0) throw new Refusal(`The site's database has schemas this command cannot make on the server: ${unknown.join(', ')}.`);
      const extensions = (await onSource(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY 1`)).map((row) => row.extname);
      const available = new Set((await onTarget(`SELECT name FROM pg_available_extensions`)).map((row) => row.name));
      const missing = extensions.filter((name) => !available.has(name));
      if (missing.length > 0) {
        throw new Refusal(
          `${shown(to)} does not offer the extension${missing.length > 1 ? 's' : ''} ${missing.join(', ')} the site's migrations create: install PostgreSQL's contrib modules on the server (shipped with it on most systems, offered by managed services).`,
        );
      }

      console.log(`Making the schema on ${shown(to)} with the app's migrations…`);
      try {
        await migrate(to);
      } catch (error) {
        throw new Error(`The migrations failed on ${shown(to)}: ${error.message}. Drop that database, fix the cause, and copy into a new empty one.`, {
          cause: error,
        });
      }

      for (const sql of SAME_TEXT) {
        await source.query(sql);
        await target.query(sql);
      }
      const targetTables = await tablesOf(onTarget);
      const key = (table) => tableName(table.schema, table.name);
      const onServer = new Set(targetTables.map(key));
      const absent = sourceTables.filter((table) => !onServer.has(key(table)));
      if (absent.length > 0) throw new Error(`The migrations did not make ${absent.map(key).join(', ')} on the server; nothing was copied.`);

      const columns = new Map();
      for (const table of sourceTables) {
        const here = await columnsOf(onSource, table.schema, table.name);
        const there = await columnsOf(onTarget, table.schema, table.name);
        if (here.all.join() !== there.all.join()) {
          throw new Error(`${key(table)} has columns ${here.all.join(', ')} in the site but ${there.all.join(', ')} on the server; nothing was copied.`);
        }
        columns.set(key(table), here);
      }

      await target.query('BEGIN');
      try {
        const foreignKeys = await onTarget(
          `SELECT conrelid::regclass::text AS "table", conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
           WHERE contype = 'f' AND connamespace IN (SELECT oid FROM pg_namespace WHERE nspname NOT IN ${SYSTEM_SCHEMAS}) ORDER BY 1, 2`,
        );
        for (const fk of foreignKeys) await target.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${quote(fk.name)}`);
        const all = targetTables.map((table) => tableSql(table.schema, table.name));
        for (const table of all) await target.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
        await target.query(`TRUNCATE ${all.join(', ')}`);

        for (const table of sourceTables) {
          const name = tableSql(table.schema, table.name);
          const written = columns.get(key(table)).written.map(quote).join(', ');
          const insert = `INSERT INTO ${name} (${written}) OVERRIDING SYSTEM VALUE SELECT ${written} FROM json_populate_recordset(NULL::${name}, $1::json)`;
          await source.transaction(async (tx) => {
            await tx.query(`DECLARE rows NO SCROLL CURSOR FOR SELECT row_to_json(x)::text AS j FROM (SELECT ${written} FROM ${name}) x`);
            let batch = [];
            let bytes = 0;
            const flush = async () => {
              if (batch.length > 0) await target.query(insert, [`[${batch.join(',')}]`]);
              batch = [];
              bytes = 0;
            };
            for (;;) {
              const { rows } = await tx.query('FETCH 200 FROM rows');
              if (rows.length === 0) break;
              for (const { j } of rows) {
                batch.push(j);
                bytes += j.length;
                if (bytes >= BATCH_BYTES) await flush();
              }
            }
            await flush();
            await tx.query('CLOSE rows');
          });
        }

        for (const table of all) await target.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
        // Made again as they were: adding one checks that every row's reference holds.
        for (const fk of foreignKeys) await target.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${quote(fk.name)} ${fk.definition}`);
        const sequences = await onSource(
          `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'S' AND n.nspname NOT IN ${SYSTEM_SCHEMAS}`,
        );
        for (const sequence of sequences) {
          const name = tableSql(sequence.schema, sequence.name);
          const [state] = await onSource(`SELECT last_value::text AS value, is_called AS called FROM ${name}`);
          await target.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [name, state.value, state.called]);
        }
        await target.query('COMMIT');
      } catch (error) {
        await target.query('ROLLBACK');
        throw new Error(
          `The copy failed and was undone (${error.message}); ${shown(to)} holds only what the migrations made: drop it and copy into a new empty database.`,
          { cause: error },
        );
      }

      // Compared after the commit, as the app will read them.
      const lines = [];
      let differing = 0;
      let rowsCopied = 0;
      for (const table of sourceTables) {
        const { all } = columns.get(key(table));
        const here = await checksum(onSource, table.schema, table.name, all);
        const there = await checksum(onTarget, table.schema, table.name, all);
        const same = here.rows === there.rows && here.sum === there.sum;
        if (!same) differing++;
        rowsCopied += there.rows;
        lines.push(
          `${key(table).padEnd(32)} ${String(here.rows).padStart(9)} ${String(there.rows).padStart(9)}  ${here.sum.slice(0, 12) || '-'.padEnd(12)}  ${same ? 'same' : 'DIFFERENT'}`,
        );
      }
      console.log(`${'table'.padEnd(32)} ${'site'.padStart(9)} ${'server'.padStart(9)}  checksum`);
      console.log(lines.join('\n'));
      if (differing > 0) throw new Error(`${differing} of ${sourceTables.length} tables differ between the site and ${shown(to)}.`);
      console.log(
        `Copied ${sourceTables.length} tables, ${rowsCopied} rows, from ${dataDir}${pid ? ` (running, pid ${pid})` : ''} to ${shown(to)}: every table the same.`,
      );

      const files = readSiteFiles(dataDir);
      console.log(
        files['jwt-secret']
          ? `Start the site with DATABASE_URL set to the server and the same DATA_DIR (${dataDir}): its jwt-secret signs sessions and unsubscribe links and seals webhook secrets. Elsewhere, set JWT_SECRET to the contents of ${join(dataDir, 'jwt-secret')}.`
          : `${join(dataDir, 'jwt-secret')} does not exist, so the site's secret is its JWT_SECRET setting: start it on the server with the same JWT_SECRET.`,
      );
      if (pid)
        console.log(`The site is still running on the embedded database: what it stores from now on is not on the server. Stop it and start it on the server.`);
    } finally {
      await source.close();
    }
  } finally {
    await target.end();
  }
}

try {
  await main();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
