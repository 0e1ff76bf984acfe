import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test/render';
import type { SiteData } from './types';
import type { SiteMedia } from './media';
import { ResponsiveImage } from './ResponsiveImage';

const ID = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const photo: SiteMedia = {
  id: ID,
  hash: 'a1b2c3d4e5f60718',
  width: 2400,
  height: 1600,
  alt: 'Our team at the whiteboard',
  decorative: false,
  focalX: 0.3,
  focalY: 0.25,
  widths: [320, 640, 960, 1280, 1920],
  formats: ['avif', 'webp', 'jpeg'],
};
const siteWith = (...items: SiteMedia[]) => ({ media: Object.fromEntries(items.map((item) => [item.id, item])) }) as unknown as SiteData;

const HALF = '(min-width: 62em) 50vw, 100vw';

async function shown(ui: () => React.ReactNode, site: SiteData = siteWith(photo)) {
  await renderInApp(ui, { site });
  return document.querySelector('img')!;
}

describe('ResponsiveImage', () => {
  it('makes a library image a picture: AVIF and WebP sources, a JPEG fallback with srcset and sizes, its alt text and its own proportions', async () => {
    const img = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes={HALF} width={560} height={420} />);
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('srcset'), source.getAttribute('sizes')]);
    const set = (format: string) => [320, 640, 960, 1280, 1920].map((width) => `/media/a1b2c3d4e5f60718-${width}.${format} ${width}w`).join(', ');
    expect(sources).toEqual([
      ['image/avif', set('avif'), HALF],
      ['image/webp', set('webp'), HALF],
    ]);
    expect(img).toHaveAttribute('src', '/media/a1b2c3d4e5f60718-1920.jpeg');
    expect(img).toHaveAttribute('srcset', set('jpeg'));
    expect(img).toHaveAttribute('sizes', HALF);
    expect(img).toHaveAttribute('alt', 'Our team at the whiteboard');
    // 2400 × 1600 at the slot's 560 px: the box is reserved at the photo's own 3:2.
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('height', '373');
  });

  it('loads lazily and decodes off the main thread unless it is the priority image, which is fetched first and never lazily', async () => {
    const lazy = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes={HALF} width={540} height={400} />);
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('decoding', 'async');
    expect(lazy).not.toHaveAttribute('fetchpriority');
    document.body.innerHTML = '';
    const first = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes={HALF} width={560} height={420} priority />);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(first).not.toHaveAttribute('decoding');
  });

  it('an image of the first view that is not the largest is fetched at once, at normal priority', async () => {
    const img = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes={HALF} width={540} height={400} lazy={false} />);
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('keeps the focal point in view where the slot crops, and keeps the slot’s own box', async () => {
    const img = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes="48px" width={48} height={48} sizing="crop" />);
    expect(img.style.objectPosition).toBe('30% 25%');
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
  });

  it('sets no position where the slot shows the whole image', async () => {
    const img = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes={HALF} width={540} height={400} />);
    expect(img.style.objectPosition).toBe('');
  });

  it('a logo slot of fixed height takes the width of the image’s proportions', async () => {
    const logo = { ...photo, width: 900, height: 200 };
    const img = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes="162px" width={162} height={36} sizing="height" />, siteWith(logo));
    expect(img).toHaveAttribute('width', '162');
    expect(img).toHaveAttribute('height', '36');
    const wide = { ...photo, width: 1200, height: 200 };
    document.body.innerHTML = '';
    const other = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes="162px" width={162} height={36} sizing="height" />, siteWith(wide));
    expect(other).toHaveAttribute('width', '216');
  });

  it('a decorative image says nothing to screen readers, whatever alt the slot offers', async () => {
    const img = await shown(
      () => <ResponsiveImage src={`/media/${ID}`} alt="Anna Berg" sizes={HALF} width={240} height={240} />,
      siteWith({ ...photo, alt: '', decorative: true }),
    );
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a PNG keeps PNG as its fallback', async () => {
    const img = await shown(
      () => <ResponsiveImage src={`/media/${ID}`} sizes={HALF} width={540} height={400} />,
      siteWith({ ...photo, formats: ['avif', 'webp', 'png'] }),
    );
    expect(img).toHaveAttribute('src', '/media/a1b2c3d4e5f60718-1920.png');
    expect(img.parentElement!.querySelectorAll('source')).toHaveLength(2);
  });

  it('an SVG from the library is a plain image of its sanitised file', async () => {
    const img = await shown(
      () => <ResponsiveImage src={`/media/${ID}`} sizes="48px" width={48} height={48} sizing="crop" />,
      siteWith({ ...photo, width: 24, height: 24, widths: [], formats: [] }),
    );
    expect(img.parentElement!.tagName).not.toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/media/a1b2c3d4e5f60718.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('alt', 'Our team at the whiteboard');
  });

  it('any other URL stays a plain image, as pasted, with the slot’s alt', async () => {
    const img = await shown(() => <ResponsiveImage src="https://cdn.example.com/team.jpg" alt="Anna Berg" sizes={HALF} width={240} height={240} />);
    expect(img.parentElement!.tagName).not.toBe('PICTURE');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/team.jpg');
    expect(img).toHaveAttribute('alt', 'Anna Berg');
    expect(img).toHaveAttribute('width', '240');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('a library address the site read does not describe (deleted since) stays a plain image of the stable address', async () => {
    const img = await shown(() => <ResponsiveImage src={`/media/${ID}`} sizes={HALF} width={540} height={400} />, {});
    expect(img.parentElement!.tagName).not.toBe('PICTURE');
    expect(img).toHaveAttribute('src', `/media/${ID}`);
  });
});
