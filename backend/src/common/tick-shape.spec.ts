import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { transformFileSync } from '@swc/core';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * In a Node process of its own (Jest's own async context storage adds a property to every entry,
 * which a server does not), with V8's checks on: the module loaded, then rounds in which every
 * queued entry runs and is dropped and a full collection runs, each followed by a new entry.
 */
const CHECK = `
import { createHook } from 'node:async_hooks';
import { keptTick } from './tick-shape.mjs';
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)');
const rounds = [];
for (let round = 0; round < 6; round++) {
  await new Promise((done) => setImmediate(done));
  globalThis.gc();
  let entry;
  const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') entry ??= resource; } });
  hook.enable();
  process.nextTick(() => undefined);
  hook.disable();
  rounds.push(haveSameMap(keptTick(), entry));
}
const kept = keptTick();
console.log(JSON.stringify({ rounds, keys: kept ? Reflect.ownKeys(kept).map(String) : null }));
`;

describe('keepTickShape', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tick-shape-'));
    const { code } = transformFileSync(join(import.meta.dirname, 'tick-shape.ts'), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    writeFileSync(join(dir, 'tick-shape.mjs'), code);
    writeFileSync(join(dir, 'check.mjs'), CHECK);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds a nextTick entry whose map every later entry shares, across full collections with no entry alive', () => {
    const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', join(dir, 'check.mjs')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const { rounds, keys } = JSON.parse(run.stdout) as { rounds: boolean[]; keys: string[] | null };
    // Node's entry: its async ids under symbols, the callback and its arguments.
    expect(keys).toEqual(expect.arrayContaining(['callback', 'args', 'Symbol(async_id_symbol)']));
    expect(rounds).toEqual([true, true, true, true, true, true]);
  });
});
