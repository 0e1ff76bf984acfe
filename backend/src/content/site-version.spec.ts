import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { DatabaseEngine } from '../database/database.module.js';
import { SiteVersion } from './site-version.service.js';

/** A database whose version reads are answered one by one, in order, by the test. */
function database() {
  const reads: { answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const dataSource = {
    query: () => new Promise((resolve, reject) => reads.push({ answer: (value) => resolve([{ value }]), fail: reject })),
  } as unknown as DataSource;
  return { dataSource, reads };
}

const server = { isEmbedded: false } as DatabaseEngine;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SiteVersion with a PostgreSQL server', () => {
  it('answers the requests that arrive while a read is out with one read sent after it, never with the read they arrived after', async () => {
    const { dataSource, reads } = database();
    const version = new SiteVersion(dataSource, server);
    const first = version.current();
    expect(reads).toHaveLength(1);
    // Another instance commits an edit here; these two requests arrive after it.
    const second = version.current();
    const third = version.current();
    expect(reads).toHaveLength(1);

    reads[0].answer('7');
    await expect(first).resolves.toBe('7');
    await settle();
    expect(reads).toHaveLength(2);
    reads[1].answer('8');
    await expect(second).resolves.toBe('8');
    await expect(third).resolves.toBe('8');

    // With no read out, a request sends its own at once.
    const fourth = version.current();
    expect(reads).toHaveLength(3);
    reads[2].answer('9');
    await expect(fourth).resolves.toBe('9');
  });

  it('sends the waiting requests their read when the one before it fails', async () => {
    const { dataSource, reads } = database();
    const version = new SiteVersion(dataSource, server);
    const first = version.current();
    const second = version.current();
    reads[0].fail(new Error('connection reset'));
    await expect(first).rejects.toThrow('connection reset');
    await settle();
    expect(reads).toHaveLength(2);
    reads[1].answer('3');
    await expect(second).resolves.toBe('3');
  });

  it('keeps nothing in memory: a request after a read came back sends a new one', async () => {
    const { dataSource, reads } = database();
    const version = new SiteVersion(dataSource, server);
    const first = version.current();
    reads[0].answer('1');
    await first;
    expect(version.known()).toBeUndefined();
    const again = version.current();
    expect(reads).toHaveLength(2);
    reads[1].answer('2');
    await expect(again).resolves.toBe('2');
  });
});
