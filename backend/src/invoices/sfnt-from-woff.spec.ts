import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sfntFromWoff } from './sfnt-from-woff.js';

const woff = readFileSync(createRequire(import.meta.url).resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'));

/** OpenType's table checksum: the table as big-endian 32-bit words, zero-padded, summed modulo 2^32. */
function checksum(table: Buffer): number {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe('a WOFF font unwrapped', () => {
  it('is a TrueType file whose every table matches the checksum the font recorded for it', () => {
    const sfnt = sfntFromWoff(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    const tags: string[] = [];
    for (let index = 0; index < numTables; index++) {
      const entry = 12 + 16 * index;
      const tag = sfnt.toString('latin1', entry, entry + 4);
      const [recorded, offset, length] = [4, 8, 12].map((field) => sfnt.readUInt32BE(entry + field));
      tags.push(tag);
      expect(offset % 4).toBe(0);
      const table = Buffer.from(sfnt.subarray(offset, offset + length));
      // head's own checksum is taken with its checksumAdjustment field as zero
      if (tag === 'head') table.writeUInt32BE(0, 8);
      expect({ tag, checksum: checksum(table) }).toEqual({ tag, checksum: recorded });
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'loca']));
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 and more bytes after it'))).toThrow('Not a WOFF 1.0 font');
  });
});
