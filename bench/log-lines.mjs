// What one access line costs the event loop, written through pino's destination (sonic-boom) and
// through the server's own batched output (backend/src/common/batched-output.ts), both to
// /dev/null in batches of 8 KB or more: CPU µs per line, median of rounds that alternate.
//
// Usage: npm run build -w backend && node bench/log-lines.mjs [--lines 300000] [--rounds 5]
import { openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const lines = argument('lines', 300_000);
const rounds = argument('rounds', 5);

const pino = createRequire(resolve(root, 'backend/package.json'))('pino');
const { BatchedOutput } = await import(pathToFileURL(resolve(root, 'backend/dist/common/batched-output.js')).href);

const line = `{"level":"info","time":"${new Date().toISOString()}","pid":4242,"reqId":"8f3c2a9e-1234-4abc-9def-0123456789ab","method":"GET","url":"/","status":200,"bytes":13072,"ms":0.12,"ip":"127.0.0.1","msg":"request"}\n`;
const fd = openSync('/dev/null', 'w');

/** CPU µs per line, the asynchronous writes given their turn every 40 lines as a server's answers would. */
async function perLine(output) {
  const before = process.cpuUsage();
  for (let i = 0; i < lines; i++) {
    output.write(line);
    if (i % 40 === 39) await new Promise(setImmediate);
  }
  output.flush?.();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / lines;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const outputs = {
  'sonic-boom (pino.destination, minLength 8192)': pino.destination({ dest: fd, sync: false, minLength: 8192 }),
  'BatchedOutput (8192)': new BatchedOutput(fd, 8192),
};
const results = Object.fromEntries(Object.keys(outputs).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, output] of Object.entries(outputs)) results[name].push(await perLine(output));
}
console.log(`${lines} lines of ${line.length} bytes, ${rounds} rounds, CPU µs per line (median, then each round):`);
for (const [name, values] of Object.entries(results)) {
  console.log(`${name.padEnd(48)}${median(values).toFixed(2).padStart(7)}   ${values.map((value) => value.toFixed(2)).join(' · ')}`);
}
