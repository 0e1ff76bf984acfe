import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const sharp = createRequire(join(resolve(import.meta.dirname, '..'), 'backend/package.json'))('sharp');

/**
 * A photograph-like JPEG (smooth shapes and fine grain, as a camera gives, so the encoders work as
 * hard as on a photo): each seed makes other bytes, so no upload is a duplicate.
 */
export async function photo(seed, width = 4000, height = 3000) {
  const small = await sharp({ create: { width: 40, height: 30, channels: 3, noise: { type: 'gaussian', mean: 110 + seed * 10, sigma: 60 } } })
    .png()
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 6 } } })
    .raw()
    .toBuffer();
  return sharp(small)
    .resize(width, height, { kernel: 'cubic' })
    .blur(8)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
