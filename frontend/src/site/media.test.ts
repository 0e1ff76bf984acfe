import { describe, expect, it } from '@jest/globals';
import { mediaIdsIn } from '../features/media/draft-media';
import { focalPosition, imagePreload, mediaIdOf, slotSize, type SiteMedia } from './media';

const ID = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const photo: SiteMedia = {
  id: ID,
  hash: 'a1b2c3d4e5f60718',
  width: 2400,
  height: 1600,
  alt: 'Team',
  decorative: false,
  focalX: 0.5,
  focalY: 0.5,
  widths: [320, 640],
  formats: ['avif', 'webp', 'jpeg'],
};

describe('library images', () => {
  it('knows a library image by its stable address only', () => {
    expect(mediaIdOf(`/media/${ID}`)).toBe(ID);
    expect(mediaIdOf(`/media/${ID.toUpperCase()}`)).toBe(ID);
    expect(mediaIdOf('/media/a1b2c3d4e5f60718-320.avif')).toBeUndefined();
    expect(mediaIdOf(`https://elsewhere.example/media/${ID}`)).toBeUndefined();
    expect(mediaIdOf(`/media/${ID}/x`)).toBeUndefined();
    expect(mediaIdOf(undefined)).toBeUndefined();
  });

  it('lists the library images a draft points at, once each', () => {
    expect(mediaIdsIn([`/media/${ID}`, 'Heading', 3, `/media/${ID}`, '/images/a.png'])).toEqual([ID]);
  });

  it('writes the focal point as a CSS position in percent, to a tenth', () => {
    expect(focalPosition({ focalX: 0.3, focalY: 0.25 })).toBe('30% 25%');
    expect(focalPosition({ focalX: 0.3333, focalY: 1 })).toBe('33.3% 100%');
    expect(focalPosition({ focalX: 0, focalY: 0.07 })).toBe('0% 7%');
  });

  it('sizes a slot by the image’s proportions unless it crops', () => {
    expect(slotSize(photo, { width: 540, height: 400, sizing: 'width' })).toEqual({ width: 540, height: 360 });
    expect(slotSize(photo, { width: 162, height: 36, sizing: 'height' })).toEqual({ width: 54, height: 36 });
    expect(slotSize(photo, { width: 48, height: 48, sizing: 'crop' })).toEqual({ width: 48, height: 48 });
  });

  it('preloads the best format with the same sizes as the picture, at high priority (an SVG, small and without variants, not at all)', () => {
    expect(imagePreload(photo, '100vw')).toEqual({
      rel: 'preload',
      as: 'image',
      imageSrcSet: '/media/a1b2c3d4e5f60718-320.avif 320w, /media/a1b2c3d4e5f60718-640.avif 640w',
      imageSizes: '100vw',
      type: 'image/avif',
      fetchPriority: 'high',
    });
    expect(imagePreload({ ...photo, widths: [], formats: [] }, '100vw')).toBeUndefined();
  });
});
