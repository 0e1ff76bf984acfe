import { describe, expect, it } from '@jest/globals';
import { MetaVersion } from './meta-changes.js';

/** A version whose reads the test answers one by one, and whether it may be kept is the test's to say. */
function version() {
  const sent: { answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const state = { kept: true };
  const read = () => new Promise<string>((answer, fail) => sent.push({ answer, fail }));
  return { version: new MetaVersion(read, () => state.kept), sent, state };
}

describe('MetaVersion', () => {
  it('while kept, reads once and answers from memory until forgotten, then reads again', async () => {
    const { version: site, sent } = version();
    expect(site.known()).toBeUndefined();
    const first = site.current();
    const second = site.current();
    expect(sent).toHaveLength(1);
    sent[0].answer('4');
    await expect(first).resolves.toBe('4');
    await expect(second).resolves.toBe('4');
    expect(site.known()).toBe('4');
    await expect(site.current()).resolves.toBe('4');
    expect(sent).toHaveLength(1);

    // Another instance's commit, told by MetaChanges.
    site.forget();
    expect(site.known()).toBeUndefined();
    const third = site.current();
    expect(sent).toHaveLength(2);
    sent[1].answer('5');
    await expect(third).resolves.toBe('5');
    expect(site.known()).toBe('5');
  });

  it('does not keep a read that was out when the version was forgotten: it may predate the change', async () => {
    const { version: site, sent } = version();
    const early = site.current();
    site.forget();
    sent[0].answer('4');
    await expect(early).resolves.toBe('4');
    expect(site.known()).toBeUndefined();
    const late = site.current();
    expect(sent).toHaveLength(2);
    sent[1].answer('5');
    await expect(late).resolves.toBe('5');
    expect(site.known()).toBe('5');
  });

  it('while not kept (no listening connection), knows nothing and reads for every caller that arrives after a read was sent', async () => {
    const { version: site, sent, state } = version();
    await Promise.all([site.current(), Promise.resolve(sent[0].answer('4'))]);
    expect(site.known()).toBe('4');

    state.kept = false;
    expect(site.known()).toBeUndefined();
    const first = site.current();
    expect(sent).toHaveLength(2);
    sent[1].answer('5');
    await expect(first).resolves.toBe('5');
    const second = site.current();
    expect(sent).toHaveLength(3);
    sent[2].answer('6');
    await expect(second).resolves.toBe('6');
    expect(site.known()).toBeUndefined();
  });

  it('forgets a failed read, so the next caller reads again', async () => {
    const { version: site, sent } = version();
    const failed = site.current();
    sent[0].fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const next = site.current();
    expect(sent).toHaveLength(2);
    sent[1].answer('4');
    await expect(next).resolves.toBe('4');
  });
});
