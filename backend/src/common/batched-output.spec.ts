import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BatchedOutput } from './batched-output.js';

/** Waits until the file holds `bytes` bytes (the writes are asynchronous), or fails after 5 s. */
async function fileReaches(file: string, bytes: number): Promise<string> {
  const deadline = Date.now() + 5000;
  while (statSync(file).size < bytes && Date.now() < deadline) await new Promise((done) => setTimeout(done, 5));
  return readFileSync(file, 'utf8');
}

describe('BatchedOutput', () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'batched-output-'));
    file = join(dir, 'out.log');
    fd = openSync(file, 'w');
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes every line whole and in order, across many batches and buffers, multi-byte text included', async () => {
    const output = new BatchedOutput(fd, 8192);
    const lines = Array.from({ length: 5000 }, (_, i) => `{"n":${i},"msg":"${'é€😀x'.repeat(i % 40)}"}\n`);
    for (const line of lines) output.write(line);
    output.flush();
    const expected = lines.join('');
    expect(await fileReaches(file, Buffer.byteLength(expected))).toBe(expected);
  });

  it('keeps short lines until a batch is full or it is flushed', async () => {
    const output = new BatchedOutput(fd, 8192);
    output.write('{"a":1}\n');
    output.write('{"b":2}\n');
    await new Promise((done) => setTimeout(done, 50));
    expect(statSync(file).size).toBe(0);
    output.flush();
    expect(await fileReaches(file, 16)).toBe('{"a":1}\n{"b":2}\n');
  });

  it('writes a batch as soon as it holds minLength bytes', async () => {
    const output = new BatchedOutput(fd, 100);
    const line = `${'x'.repeat(59)}\n`;
    output.write(line);
    output.write(line);
    expect(await fileReaches(file, 120)).toBe(line + line);
  });

  it('writes a line longer than its buffer whole, after the lines before it', async () => {
    const output = new BatchedOutput(fd, 8192);
    const long = `${'y'.repeat(200_000)}\n`;
    output.write('first\n');
    output.write(long);
    output.write('last\n');
    output.flush();
    const expected = `first\n${long}last\n`;
    expect(await fileReaches(file, expected.length)).toBe(expected);
  });

  it('writes what is buffered synchronously at exit (flushSync)', () => {
    const output = new BatchedOutput(fd, 8192);
    output.write('one\n');
    output.write('two\n');
    output.flushSync();
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\n');
  });
});
