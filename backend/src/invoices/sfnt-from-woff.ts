import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font unwrapped into the TrueType/OpenType file it compresses (W3C WOFF, section 5).
 * fontkit inflates a WOFF table anew, in JavaScript, each time it reads one, and a PDF's subset
 * reads the glyph table once per glyph: 1.7 s a PDF from the WOFF, 30-70 ms from this (measured
 * on the two-core machine).
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new TypeError('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(entry + field));
    const stored = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(stored) : stored };
  });

  const padded = (length: number) => (length + 3) & ~3;
  const directoryEnd = 12 + 16 * numTables;
  const sfnt = Buffer.alloc(tables.reduce((end, table) => end + padded(table.data.length), directoryEnd));
  const entrySelector = Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(16 * 2 ** entrySelector, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(16 * numTables - 16 * 2 ** entrySelector, 10);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const entry = 12 + 16 * index;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
