import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BatchedOutput } from './batched-output.js';
import { AccessLines, type AccessEntry, millisecondsText } from './logging.js';

const entry = (overrides: Partial<AccessEntry> = {}): AccessEntry => ({
  reqId: '0b6f2d3e-8a4c-4b1e-9f7d-2c5e8a1b3d4f',
  method: 'GET',
  url: '/pricing/',
  status: 200,
  bytes: 44817,
  ms: 0.123,
  ip: '127.0.0.1',
  ...overrides,
});

/** The file's lines once it holds `count` (the output's writes are asynchronous), or what it holds after 5 s. */
async function linesOf(file: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1);
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((done) => setTimeout(done, 5));
  }
}

/** The lines written to a plain stream (as the tests' and a custom destination's): each at once. */
function collected(): { lines: string[]; access: AccessLines } {
  const lines: string[] = [];
  return { lines, access: new AccessLines({ write: (line: string) => lines.push(line) }, 'info') };
}

describe('AccessLines', () => {
  it('writes each field as JSON reads it back, whatever characters the id, method, path and address hold', () => {
    const { lines, access } = collected();
    const odd = [
      entry(),
      entry({ url: '/a"b\\c' }),
      entry({ url: '/tab\there/\u0001/\u007f' }),
      entry({ url: '/caf\u00e9/\u20ac/\ud83d\ude00/\ud800' }),
      entry({ reqId: 'id"with\\quote', method: 'M\u00c9', ip: '::ffff:"1"' }),
      entry({ bytes: undefined, ip: undefined, status: 503 }),
    ];
    for (const one of odd) access.write(one);
    expect(lines).toHaveLength(odd.length);
    lines.forEach((line, index) => {
      expect(line.endsWith('}\n')).toBe(true);
      const parsed = JSON.parse(line) as Record<string, unknown>;
      const { reqId, method, url, status, bytes, ip } = odd[index];
      expect(parsed).toMatchObject({ reqId, method, url, status, msg: 'request', level: status >= 500 ? 'error' : 'info' });
      expect(parsed.bytes).toBe(bytes);
      expect(parsed.ip).toBe(ip);
      expect(parsed.ms).toBe(Math.round(odd[index].ms * 100) / 100);
    });
  });

  it('writes a plain field between quotes as it is, and no line for an answered request below warn', () => {
    const lines: string[] = [];
    new AccessLines({ write: (line: string) => lines.push(line) }, 'warn').write(entry());
    expect(lines).toEqual([]);
    const { lines: info, access } = collected();
    access.write(entry());
    expect(info[0]).toContain(
      ',"reqId":"0b6f2d3e-8a4c-4b1e-9f7d-2c5e8a1b3d4f","method":"GET","url":"/pricing/","status":200,"bytes":44817,"ms":0.12,"ip":"127.0.0.1",',
    );
  });

  it('writes the milliseconds as String(Math.round(ms * 100) / 100) does', () => {
    const values = [0, -0, 0.004, 0.005, 0.01, 0.1, 0.123, 0.999, 0.995, 1, 1.005, 9.99, 10.1, 123.456, 99999.999, 1e7 - 0.001, 1e12, -3.21, NaN, Infinity];
    for (let i = 0; i < 5000; i++) values.push((i * 7919) / 1000 / (1 + (i % 13)));
    for (const ms of values) expect(millisecondsText(ms)).toBe(String(Math.round(ms * 100) / 100));
  });

  describe('on a BatchedOutput', () => {
    let dir: string;
    let file: string;
    let fd: number;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'access-lines-'));
      file = join(dir, 'out.log');
      fd = openSync(file, 'w');
    });
    afterEach(() => {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    });

    it('keeps the entries and writes their lines, in order and with their own times, when the output flushes', () => {
      const output = new BatchedOutput(fd, 1 << 20);
      const access = new AccessLines(output, 'info');
      const before = Date.now();
      for (let i = 0; i < 10; i++) access.write(entry({ url: `/page/${i}` }));
      output.write('{"msg":"another line"}\n');
      expect(statSync(file).size).toBe(0);
      output.flushSync();
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      // a line written through the output directly goes out before the kept entries' lines
      expect(lines[0]).toBe('{"msg":"another line"}');
      const written = lines.slice(1).map((line) => JSON.parse(line) as { url: string; time: string });
      expect(written.map((line) => line.url)).toEqual(Array.from({ length: 10 }, (_, i) => `/page/${i}`));
      for (const line of written) expect(Date.parse(line.time)).toBeGreaterThanOrEqual(before);
    });

    it('makes the lines of 256 kept entries at once, and none twice when their lines fill a batch', async () => {
      // A batch of 1 KB: the kept entries' own lines start flushes while they are being written.
      const output = new BatchedOutput(fd, 1024);
      const access = new AccessLines(output, 'info');
      for (let i = 0; i < 255; i++) access.write(entry({ url: `/n/${i}` }));
      output.write('{"msg":"written at once"}\n');
      access.write(entry({ url: '/n/255' }));
      for (let i = 256; i < 300; i++) access.write(entry({ url: `/n/${i}` }));
      output.flush();
      const lines = await linesOf(file, 301);
      // the plain line went first: the kept entries were written when the 256th came
      expect(lines[0]).toBe('{"msg":"written at once"}');
      const urls = lines.slice(1).map((line) => (JSON.parse(line) as { url: string }).url);
      expect(urls).toEqual(Array.from({ length: 300 }, (_, i) => `/n/${i}`));
    });
  });
});
