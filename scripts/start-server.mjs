// The production build, started for the browser suite and the benches: one way to start it on a
// free port, know when it is up, learn why it is not, and stop it.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './free-port.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/**
 * The Node flags `npm start` runs the server with (package.json's start script), so the benches and
 * tests run it as it runs. `--no-memory-reducer`: V8's memory reducer shrinks the heap and its
 * growth limit while the server is idle, so the next burst of requests starts a full collection
 * within a second, whose marking shares the core with the requests (docs/performance.md).
 */
export const SERVER_NODE_FLAGS = /\bnode ((?:--\S+ )*)backend\/dist\/server\.js/
  .exec(JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')).scripts.start)[1]
  .trim()
  .split(' ')
  .filter(Boolean);
/** How much of the server's error output a failure quotes: its last lines say why it stopped. */
const KEPT_ERRORS = 16 * 1024;
/** How long a server may take to end after SIGTERM: it finishes what is under way and closes its database. */
const STOP_DEADLINE_MS = 30_000;

/**
 * Resolves once `url` answers 200; rejects when `child` (the process that should answer) ends
 * first or `timeout` ms pass.
 *
 * @param {string} url
 * @param {{ child?: import('node:child_process').ChildProcess, interval?: number, timeout?: number }} [options]
 */
export async function answered(url, { child, interval = 100, timeout = 60_000 } = {}) {
  const deadline = performance.now() + timeout;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`it ended (${child.exitCode === null ? child.signalCode : `exit code ${child.exitCode}`}) before ${url} answered`);
    }
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeout / 1000} s`);
    await new Promise((done) => setTimeout(done, interval));
  }
}

/**
 * Starts `node backend/dist/server.js` as `npm start` runs it (NODE_ENV=production, its Node flags), on a free
 * port of 127.0.0.1 with PUBLIC_URL naming it, on the embedded database in `dataDir` unless `env`
 * gives a DATABASE_URL, and resolves when `ready` answers 200. When the server ends or does not
 * answer in time, it is stopped and the error says why, quoting what it wrote to stderr.
 *
 * Its standard output, a log line per request, is not read: a bench must not pay for it.
 *
 * @param {object} options
 * @param {string} options.dataDir the server's DATA_DIR; the caller made it and removes it
 * @param {Record<string, string>} [options.env] over the defaults above and process.env
 * @param {string[]} [options.command] what to run instead of node backend/dist/server.js (`npm start`, or the server under taskset)
 * @param {boolean} [options.processGroup] run it in a process group of its own and stop the whole group (`npm start` runs a shell and node under it)
 * @param {string} [options.ready] the path that must answer 200
 * @param {number} [options.interval] ms between two tries
 * @param {number} [options.timeout] ms to wait for `ready`
 * @param {boolean} [options.echoErrors] also copy the server's stderr to ours as it comes
 * @param {string} [options.stdout] a file the server's stdout is appended to (V8's --trace-gc writes there); else it is dropped
 * @param {string} [options.host] the host of PUBLIC_URL and of the address answered (`localhost` for WebAuthn)
 */
export async function startServer({
  dataDir,
  env = {},
  command = [process.execPath, ...SERVER_NODE_FLAGS, 'backend/dist/server.js'],
  processGroup = false,
  ready = '/api/health',
  interval = 100,
  timeout = 60_000,
  echoErrors = false,
  stdout,
  host = '127.0.0.1',
}) {
  const port = await freePort();
  // A name, not an address, where the test needs one: browsers refuse passkeys for an IP address.
  const url = `http://${host}:${port}`;
  const [file, ...args] = command;
  const startedAt = performance.now();
  // A file, not a pipe: nothing here reads while wrk runs, and a full pipe would stall the server.
  const output = stdout ? openSync(stdout, 'a') : undefined;
  const child = spawn(file, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', output ?? 'ignore', 'pipe'],
    detached: processGroup,
  });
  if (output !== undefined) closeSync(output);
  let errors = '';
  // A command that cannot be run ends it at once; the reason is quoted with the rest.
  child.once('error', (error) => (errors += `${error.message}\n`));
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-KEPT_ERRORS);
    if (echoErrors) process.stderr.write(chunk);
  });
  // 'close' comes after the last of its output, so a failure quotes all of it.
  const closed = new Promise((done) => child.once('close', done));
  const signal = (name) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (processGroup) process.kill(-child.pid, name);
    else child.kill(name);
  };
  // A server that has not ended STOP_DEADLINE_MS after the signal is killed, and the error says so
  // with what it wrote to stderr: a test's teardown then fails saying why instead of timing out.
  const stop = async (name = 'SIGTERM') => {
    signal(name);
    let timer;
    const late = new Promise((done) => (timer = setTimeout(done, STOP_DEADLINE_MS, 'late')));
    const outcome = await Promise.race([closed, late]);
    clearTimeout(timer);
    if (outcome !== 'late') return;
    signal('SIGKILL');
    await closed;
    throw new Error(`The server did not end within ${STOP_DEADLINE_MS / 1000} s of ${name} and was killed; its error output:\n${errors.trimEnd() || '(none)'}`);
  };
  try {
    await answered(url + ready, { child, interval, timeout });
  } catch (error) {
    await stop();
    const quoted = errors.trim() ? `; its error output:\n${errors.trimEnd()}` : '; it wrote nothing to stderr';
    throw new Error(`The server (${command.join(' ')}) did not start: ${error.message}${quoted}`, { cause: error });
  }
  return {
    url,
    port,
    dataDir,
    child,
    /** performance.now() when it was spawned */
    startedAt,
    /** Signals it (SIGTERM unless told otherwise) and resolves once it has ended; at once when it has already. */
    stop,
  };
}
