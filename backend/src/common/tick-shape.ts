import { createHook } from 'node:async_hooks';

/**
 * Keeps one of Node's `process.nextTick` entries alive for the life of the process, so that V8
 * keeps answering every later `nextTick` in its fast path.
 *
 * Node makes each entry with an object literal whose first keys are computed (its async ids).
 * V8 starts such a literal from a map it keeps in a weak cache; when a full collection runs while
 * no entry is alive, that map dies and the next entry starts from a new one. The literal's inline
 * cache then records one more map per full collection, and after four it gives up: every entry is
 * made in V8's runtime, a map transition per key. A server collects its old generation now and
 * then and is idle between bursts, so this happens within minutes, and even a bare `http` server
 * then answers markedly fewer requests a second (docs/performance.md, "Node's nextTick entries
 * made in V8's runtime"). One entry kept alive keeps that map (and its cache slot) alive. Every
 * request costs several `nextTick`s in Node's http and streams.
 *
 * It must run before the first full collection: the cache's misses before it count too. main.ts
 * imports this module first.
 */
let kept: object | undefined;

/** Captures one entry (through an async hook enabled for that call only); true when one is held. */
export function keepTickShape(): boolean {
  if (kept) return true;
  const hook = createHook({
    init(_id, type, _trigger, resource: object) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => undefined);
  hook.disable();
  return kept !== undefined;
}

/** The entry held, for the test that checks later entries share its map. */
export const keptTick = (): object | undefined => kept;

keepTickShape();
