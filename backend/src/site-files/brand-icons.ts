import sharp from 'sharp';
import { DEFAULT_PRIMARY_COLOR } from '../content/brand.service.js';
import { HEX_COLOR } from '../common/contrast.js';

/**
 * The site's default icon, the rising line of the built frontend's `/favicon.svg`, drawn on the
 * brand's primary colour: what `/favicon.ico` and `/apple-touch-icon.png` answer until an Admin sets
 * a favicon or a touch icon (browsers, feed readers and search engines ask for both by these
 * addresses whatever the page links).
 */
export function brandIconSvg(color: string | undefined): string {
  const fill = color && HEX_COLOR.test(color) ? color : DEFAULT_PRIMARY_COLOR;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/><polyline points="7,23 13,15 18,19 25,9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** A touch icon fills its square: iOS rounds the corners itself, and a transparent corner shows black. */
function touchIconSvg(color: string | undefined): string {
  return brandIconSvg(color).replace('rx="8"', 'rx="0"');
}

const pngOf = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/**
 * An ICO file holding PNG images (Windows Vista on, every current browser): its 6-byte header, one
 * 16-byte directory entry per image, then the images.
 */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** The generated icons per colour: a few colours in a site's life, each drawn once. */
const made = new Map<string, Promise<Buffer>>();
const once = (key: string, make: () => Promise<Buffer>) => {
  let kept = made.get(key);
  if (!kept) {
    if (made.size > 32) made.clear();
    kept = make();
    kept.catch(() => made.delete(key));
    made.set(key, kept);
  }
  return kept;
};

/** `/favicon.ico`: 16, 32 and 48 pixels. */
export const brandFavicon = (color: string | undefined) =>
  once(`ico ${color}`, async () => icoOf(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await pngOf(brandIconSvg(color), size) })))));

/** `/apple-touch-icon.png`: 180 × 180, the size iOS asks for. */
export const brandTouchIcon = (color: string | undefined) => once(`touch ${color}`, () => pngOf(touchIconSvg(color), 180));
