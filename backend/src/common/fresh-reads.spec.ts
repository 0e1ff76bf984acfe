import { describe, expect, it } from '@jest/globals';
import { freshReads } from './fresh-reads.js';

/** A read whose queries the test answers one by one, in the order they were sent. */
function database() {
  const sent: { answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = () => new Promise<string>((answer, fail) => sent.push({ answer, fail }));
  return { read: freshReads(read), sent };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('freshReads', () => {
  it('answers the callers that arrive while a read is out with one read sent after it, never with the read they arrived after', async () => {
    const { read, sent } = database();
    const first = read();
    expect(sent).toHaveLength(1);
    // Another instance commits a write here; these two callers arrive after it.
    const second = read();
    const third = read();
    expect(sent).toHaveLength(1);

    sent[0].answer('7');
    await expect(first).resolves.toBe('7');
    await settle();
    expect(sent).toHaveLength(2);
    sent[1].answer('8');
    await expect(second).resolves.toBe('8');
    await expect(third).resolves.toBe('8');

    // With no read out, a caller sends its own at once.
    const fourth = read();
    expect(sent).toHaveLength(3);
    sent[2].answer('9');
    await expect(fourth).resolves.toBe('9');
  });

  it('sends the waiting callers their read when the one before it fails, and passes a failure on to its own callers only', async () => {
    const { read, sent } = database();
    const first = read();
    const second = read();
    sent[0].fail(new Error('connection reset'));
    await expect(first).rejects.toThrow('connection reset');
    await settle();
    expect(sent).toHaveLength(2);
    sent[1].answer('3');
    await expect(second).resolves.toBe('3');
  });

  it('keeps no answer: a caller after a read came back sends a new one', async () => {
    const { read, sent } = database();
    const first = read();
    sent[0].answer('1');
    await first;
    const again = read();
    expect(sent).toHaveLength(2);
    sent[1].answer('2');
    await expect(again).resolves.toBe('2');
  });

  it('makes the callers that arrive while the shared read is out wait for the next one', async () => {
    const { read, sent } = database();
    void read();
    const waiting = read();
    sent[0].answer('1');
    await settle();
    // The shared read (sent[1]) is out now: a caller arriving now may not take it.
    const later = read();
    sent[1].answer('2');
    await expect(waiting).resolves.toBe('2');
    await settle();
    expect(sent).toHaveLength(3);
    sent[2].answer('3');
    await expect(later).resolves.toBe('3');
  });
});
