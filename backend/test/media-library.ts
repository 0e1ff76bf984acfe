import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { MediaUsage } from '../src/media/media.dto.js';
import { MediaService } from '../src/media/media.service.js';
import { SiteService } from '../src/site/site.service.js';
import { register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface MediaRecord {
  id: string;
  url: string;
  name: string;
  alt: string;
  decorative: boolean;
  format: string;
  width: number;
  height: number;
  bytes: number;
  hash: string;
  focalX: number;
  focalY: number;
  widths: number[];
  formats: string[];
  thumbnailUrl: string;
  version: number;
  usages: MediaUsage[];
}

interface SiteMedia {
  id: string;
  hash: string;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  focalX: number;
  focalY: number;
  widths: number[];
  formats: string[];
}

type Site = Record<string, Record<string, unknown>[]> & { media: Record<string, SiteMedia> };

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
/** how sharp names the format of each variant type (AVIF is a HEIF container) */
const SHARP_FORMATS: Record<string, string> = { avif: 'heif', webp: 'webp', jpeg: 'jpeg', png: 'png' };

const solid = (width: number, height: number, background: string, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background } });

/** A phone photo: stored 1200 × 800 and turned upright by its EXIF orientation 6 (so shown 800 × 1200), with the place it was taken. */
const phonePhoto = () =>
  solid(1200, 800, '#3366aa')
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
    .toBuffer();

/** The EXIF pointer to the GPS block (tag 0x8825, little-endian as sharp writes it). */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a7769"/></linearGradient></defs>
  <circle cx="40" cy="40" r="30" fill="url(#g)" onclick="steal()"/>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <textPath href="https://evil.example/path">away</textPath>
  <rect width="10" height="10" style="fill: url(https://evil.example/x)"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <a href="javascript:alert(1)"><text x="1" y="70">link</text></a>
</svg>`;

interface UploadOptions {
  filename?: string;
  type?: string;
  fields?: Record<string, string>;
  session?: Session;
}

/** Where the library's files go in one run of the suite. */
export interface LibraryStore {
  /** what the app's environment adds (MEDIA_S3_URL), read when the suite's app starts */
  env(): Record<string, string>;
  /** the objects outside the database, counted with the rows wherever the suite checks that nothing was stored */
  objects?(): Promise<number>;
}

/**
 * The media library's behaviour, which holds whichever store keeps the bytes: media.spec.ts runs
 * it on PostgreSQL, media-s3.spec.ts on a bucket.
 */
export function describeMediaLibrary(title: string, store: LibraryStore): void {
  describe(title, () => {
    let t: TestApp;
    let admin: Session;
    let customer: Session;
    let dataSource: DataSource;

    const upload = (bytes: Buffer, { filename = 'photo.jpg', type = 'image/jpeg', fields = { alt: 'A blue square' }, session = admin }: UploadOptions = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
      return t.request('/api/media', { method: 'POST', body: form, headers: session?.headers });
    };
    const uploaded = async (bytes: Buffer, options: UploadOptions = {}): Promise<MediaRecord> => {
      const response = await upload(bytes, options);
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return json<MediaRecord>(response);
    };
    const replace = (id: string, bytes: Buffer, filename = 'new.png', type = 'image/png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
      return t.request(`/api/media/${id}/file`, { method: 'PUT', body: form, headers: admin.headers });
    };
    const stored = async () => {
      const [row]: { items: number; blobs: number }[] = await dataSource.query(
        `SELECT (SELECT count(*) FROM media_item)::int AS items, (SELECT count(*) FROM media_blob)::int AS blobs`,
      );
      return store.objects ? { ...row, objects: await store.objects() } : row;
    };
    const variantUrls = (record: Pick<MediaRecord, 'hash' | 'widths' | 'formats'>) =>
      record.widths.flatMap((width) => record.formats.map((format) => ({ width, format, url: `/media/${record.hash}-${width}.${format}` })));
    const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
    const site = () => json<Site>(t.request('/api/site'));
    const banner = async () => (await json<Record<string, unknown>[]>(t.request('/api/banner')))[0];
    const setBannerImage = async (imageOne: string) => {
      const { _id, bannerHeading, bannerText, buttonText, buttonURL } = await banner();
      const response = await t.request(`/api/update-banner/${String(_id)}`, {
        method: 'PUT',
        json: { bannerHeading, bannerText, buttonText, buttonURL, imageOne },
        headers: admin.headers,
      });
      expect(response.status).toBe(200);
    };
    const teamMember = async (name: string) => {
      const members = await json<Record<string, unknown>[]>(t.request('/api/teamitems', { headers: admin.headers }));
      return members.find((member) => member.teamMemberName === name)!;
    };
    const setTeamPhoto = async (name: string, teamMemberImg: string) => {
      const { _id, teamMemberName, teamMemberTitle } = await teamMember(name);
      const response = await t.request(`/api/update-teamitems/${String(_id)}`, {
        method: 'PUT',
        json: { teamMemberName, teamMemberTitle, teamMemberImg },
        headers: admin.headers,
      });
      expect(response.status).toBe(200);
    };

    beforeAll(async () => {
      t = await startTestApp(store.env());
      admin = await registerAdmin(t, 'owner@example.com');
      customer = await register(t, 'customer@example.com');
      dataSource = t.app.get(DataSource);
    });
    afterAll(() => t.close());

    describe('accepts each type and serves its variants', () => {
      it('turns a phone photo upright, offers the widths it fills and leaves no EXIF (no GPS) in any variant', async () => {
        const photo = await phonePhoto();
        expect((await sharp(photo).metadata()).exif?.includes(GPS_POINTER)).toBe(true);
        const record = await uploaded(photo, { filename: 'beach.jpg', fields: { alt: 'The beach at dawn' } });
        expect(record).toMatchObject({
          url: `/media/${record.id}`,
          name: 'beach',
          alt: 'The beach at dawn',
          decorative: false,
          format: 'jpeg',
          width: 800,
          height: 1200,
          bytes: photo.length,
          focalX: 0.5,
          focalY: 0.5,
          widths: [320, 640, 800],
          formats: ['avif', 'webp', 'jpeg'],
          thumbnailUrl: `/media/${record.hash}-320.webp`,
          usages: [],
        });
        expect(record.hash).toMatch(/^[0-9a-f]{16}$/);
        for (const { width, format, url } of variantUrls(record)) {
          const response = await t.request(url);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe(TYPES[format]);
          expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          const metadata = await sharp(await bytesOf(response)).metadata();
          expect(metadata.format).toBe(SHARP_FORMATS[format]);
          expect(metadata.exif).toBeUndefined();
          // Upright: as wide as asked and half again as high, as the photo is shown.
          expect([metadata.width, metadata.height]).toEqual([width, width * 1.5]);
        }
      });

      it('keeps the transparency of a PNG: its fallback is PNG, and the variants hold the alpha', async () => {
        const png = await solid(700, 500, '#ff000080', 4).png().toBuffer();
        const record = await uploaded(png, { filename: 'logo.png', type: 'image/png', fields: { alt: 'Our logo' } });
        expect(record).toMatchObject({ format: 'png', width: 700, height: 500, widths: [320, 640, 700], formats: ['avif', 'webp', 'png'] });
        for (const { format, url } of variantUrls(record)) {
          const response = await t.request(url);
          expect(response.headers.get('content-type')).toBe(TYPES[format]);
          expect((await sharp(await bytesOf(response)).metadata()).hasAlpha).toBe(true);
        }
      });

      it('takes WebP and AVIF, falling back to JPEG without transparency and to PNG with it', async () => {
        const webp = await uploaded(await solid(1000, 600, '#223344').webp().toBuffer(), { filename: 'a.webp', type: 'image/webp' });
        expect(webp).toMatchObject({ format: 'webp', widths: [320, 640, 960, 1000], formats: ['avif', 'webp', 'jpeg'] });
        const avif = await uploaded(await solid(400, 300, '#22334480', 4).avif().toBuffer(), { filename: 'a.avif', type: 'image/avif' });
        expect(avif).toMatchObject({ format: 'avif', width: 400, height: 300, widths: [320, 400], formats: ['avif', 'webp', 'png'] });
        for (const record of [webp, avif]) {
          for (const { format, url } of variantUrls(record)) expect((await t.request(url)).headers.get('content-type')).toBe(TYPES[format]);
        }
      });

      it('keeps the first frame of an animated GIF, and an image narrower than 320 at its own width', async () => {
        const red = await solid(200, 150, '#ff0000').png().toBuffer();
        const blue = await solid(200, 150, '#0000ff').png().toBuffer();
        const gif = await sharp([red, blue], { join: { animated: true } })
          .gif({ delay: [100, 100] })
          .toBuffer();
        expect((await sharp(gif).metadata()).pages).toBe(2);
        const record = await uploaded(gif, { filename: 'blink.gif', type: 'image/gif' });
        expect(record).toMatchObject({ format: 'gif', width: 200, height: 150, widths: [200], formats: ['avif', 'webp', 'png'] });
        const variant = await bytesOf(await t.request(`/media/${record.hash}-200.png`));
        const metadata = await sharp(variant).metadata();
        expect(metadata.pages ?? 1).toBe(1);
        const { data } = await sharp(variant).raw().toBuffer({ resolveWithObject: true });
        expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
      });

      it('sanitises an SVG (no script, handler, foreignObject or external reference) and serves it sandboxed', async () => {
        const record = await uploaded(Buffer.from(HOSTILE_SVG), { filename: 'icon.svg', type: 'image/svg+xml', fields: { alt: 'A green dot' } });
        expect(record).toMatchObject({ format: 'svg', width: 120, height: 80, widths: [], formats: [], thumbnailUrl: `/media/${record.hash}.svg` });
        const response = await t.request(`/media/${record.hash}.svg`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'");
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const svg = await response.text();
        expect(svg).toContain('<circle');
        expect(svg).toContain('fill="url(#g)"');
        expect(svg).toContain('<linearGradient id="g">');
        for (const gone of ['<script', 'alert', 'onload', 'onclick', 'evil.example', 'foreignObject', 'javascript:']) expect(svg).not.toContain(gone);
        // Still an SVG document a browser opens on its own.
        expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      });

      it('drops every CSS reference out of the document, however it is spelt: escapes, case, comments, image-set()', async () => {
        const disguised = [
          'fill: u\\rl(https://evil.example/1)',
          'fill: \\75 rl(https://evil.example/2)',
          'fill: \\000075rl(https://evil.example/3)',
          'fill: \\55 RL("https://evil.example/4")',
          'fill: UrL(https://evil.example/5)',
          'fill: u/**/rl(https://evil.example/6)',
          'fill: url(/**/https://evil.example/7)',
          "background: image-set('https://evil.example/8' 1x)",
          'background: \\69mage-set("https://evil.example/9" 1x)',
          'fill: url( "https://evil.example/10" )',
          '@\\69mport "https://evil.example/11"',
          'fill: url(https://evil.example/12',
          'width: expression(alert(13))',
        ];
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
          <style>rect { fill: u\\rl(https://evil.example/style) }</style>
          <defs><linearGradient id="g"><stop offset="0" stop-color="#0a7769"/></linearGradient></defs>
          <rect id="kept" width="10" height="10" style="fill: url(#g); stroke: red" filter="url('#g')"/>
          ${disguised.map((style, i) => `<rect id="s${i}" width="1" height="1" style="${style.replace(/"/g, '&quot;')}" fill="${style.replace(/"/g, '&quot;').replace(/^[^:]*: /, '')}"/>`).join('\n')}
        </svg>`;
        const record = await uploaded(Buffer.from(svg), { filename: 'disguised.svg', type: 'image/svg+xml', fields: { alt: 'Squares' } });
        const text = await (await t.request(`/media/${record.hash}.svg`)).text();
        expect(text).not.toMatch(/evil|expression|import|<style/i);
        expect(text).toContain('style="fill: url(#g); stroke: red"');
        expect(text).toContain(`filter="url('#g')"`);
        for (let i = 0; i < disguised.length; i++) expect(text).toMatch(new RegExp(`<rect id="s${i}" width="1" height="1"/>`));
      });

      it('refuses an SVG nothing is left of once sanitised, storing nothing', async () => {
        const before = await stored();
        const response = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'), {
          filename: 'x.svg',
          type: 'image/svg+xml',
        });
        expect(response.status).toBe(400);
        expect((await json<{ message: string }>(response)).message).toMatch(/Nothing of this SVG is left/);
        expect(await stored()).toEqual(before);
      });
    });

    describe('serving', () => {
      let record: MediaRecord;
      beforeAll(async () => {
        record = await uploaded(await solid(1300, 700, '#884422').jpeg().toBuffer(), { filename: 'wide.jpg', fields: { alt: 'A brown field' } });
      });

      it('answers If-None-Match with the strong ETag by a 304', async () => {
        const url = `/media/${record.hash}-640.webp`;
        const first = await t.request(url);
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await t.request(url, { headers: { 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect((await t.request(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
      });

      it('answers a file read from the store and the same file from the cache with the same headers', async () => {
        const url = `/media/${record.hash}-960.avif`;
        const headersOf = (response: Response) =>
          Object.fromEntries([...response.headers].filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)));
        const miss = await t.request(url);
        const hit = await t.request(url);
        expect(headersOf(hit)).toEqual(headersOf(miss));
        expect(headersOf(hit)).toEqual({
          'cache-control': 'public, max-age=31536000, immutable',
          'content-length': String((await bytesOf(miss)).length),
          'content-type': 'image/avif',
          'cross-origin-resource-policy': 'cross-origin',
          etag: miss.headers.get('etag'),
          'x-content-type-options': 'nosniff',
        });
        expect((await bytesOf(hit)).equals(await bytesOf(await t.request(url)))).toBe(true);
        const head = await t.request(url, { method: 'HEAD' });
        expect([head.status, head.headers.get('content-type'), (await head.arrayBuffer()).byteLength]).toEqual([200, 'image/avif', 0]);
      });

      it('refuses a width or format it did not offer, and the original, with a 404', async () => {
        expect(record.widths).toEqual([320, 640, 960, 1280, 1300]);
        for (const path of [
          `/media/${record.hash}-1920.webp`,
          `/media/${record.hash}-500.webp`,
          `/media/${record.hash}-640.gif`,
          `/media/${record.hash}-640.png`,
          `/media/${record.hash}.orig`,
          `/media/${record.hash}.svg`,
          `/media/0000000000000000-640.webp`,
          '/media/..%2F..%2Fetc%2Fpasswd',
        ]) {
          const response = await t.request(path);
          expect([path, response.status]).toEqual([path, 404]);
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        }
      });

      it('serves the stable address as the fallback at the largest width, checked again after five minutes', async () => {
        const response = await t.request(record.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
        // Its own width: 1300, above the 1280 variant.
        expect((await sharp(await bytesOf(response)).metadata()).width).toBe(1300);
        expect((await t.request(record.url, { headers: { 'if-none-match': response.headers.get('etag')! } })).status).toBe(304);
        expect((await t.request('/media/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      });
    });

    describe('refuses bad uploads and stores nothing', () => {
      it('refuses a file over 20 MB with a 413', async () => {
        const before = await stored();
        const response = await upload(Buffer.alloc(20 * 1024 * 1024 + 1, 7));
        expect(response.status).toBe(413);
        expect((await json<{ message: string }>(response)).message).toBe('The file is larger than 20 MB');
        expect(await stored()).toEqual(before);
      });

      it('refuses an image over 40 megapixels with a 400', async () => {
        const before = await stored();
        const huge = await solid(8000, 5001, '#000000').png({ compressionLevel: 9 }).toBuffer();
        const response = await upload(huge, { filename: 'huge.png', type: 'image/png' });
        expect(response.status).toBe(400);
        expect((await json<{ message: string }>(response)).message).toBe('The image is larger than 40 megapixels');
        expect(await stored()).toEqual(before);
      });

      it('refuses bytes that are not the type the upload claims', async () => {
        const before = await stored();
        const png = await solid(50, 50, '#00ff00').png().toBuffer();
        const byType = await upload(png, { filename: 'photo', type: 'image/jpeg' });
        expect(byType.status).toBe(400);
        expect((await json<{ message: string }>(byType)).message).toBe('The file claims to be image/jpeg but its bytes are PNG');
        const byName = await upload(png, { filename: 'photo.jpg', type: 'application/octet-stream' });
        expect(byName.status).toBe(400);
        expect((await json<{ message: string }>(byName)).message).toBe('The file claims to be .jpg but its bytes are PNG');
        const svgAsPng = await upload(Buffer.from(HOSTILE_SVG), { filename: 'x.png', type: 'image/png' });
        expect(svgAsPng.status).toBe(400);
        expect(await stored()).toEqual(before);
      });

      it('refuses an image whose header reads but whose picture is cut short', async () => {
        const before = await stored();
        const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
          .jpeg()
          .toBuffer();
        const response = await upload(photo.subarray(0, photo.length / 2), { filename: 'cut.jpg' });
        expect(response.status).toBe(400);
        expect((await json<{ message: string }>(response)).message).toBe('The image cannot be read: the file is damaged or cut short');
        expect(await stored()).toEqual(before);
      });

      it('makes 8-bit sRGB variants of a 16-bit PNG and of a CMYK JPEG', async () => {
        const deep = await solid(400, 300, '#808080').png().toColourspace('rgb16').toBuffer();
        expect((await sharp(deep).metadata()).depth).toBe('ushort');
        const cmyk = await solid(400, 300, '#ff0000').jpeg().toColourspace('cmyk').toBuffer();
        expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
        for (const [bytes, filename, type, colour] of [
          [deep, 'deep.png', 'image/png', [128, 128, 128]],
          [cmyk, 'print.jpg', 'image/jpeg', [255, 0, 0]],
        ] as const) {
          const record = await uploaded(bytes, { filename, type });
          const { data, info } = await sharp(await bytesOf(await t.request(`/media/${record.hash}-320.webp`)))
            .raw()
            .toBuffer({ resolveWithObject: true });
          expect(info.width).toBe(320);
          for (const [index, expected] of colour.entries()) expect(Math.abs(data[index] - expected)).toBeLessThan(24);
        }
      });

      it('refuses what is no image, or an image type the library does not take', async () => {
        const before = await stored();
        for (const [bytes, filename, type] of [
          [Buffer.from('just some text, not a picture'), 'notes.png', 'image/png'],
          [await solid(20, 20, '#000').tiff().toBuffer(), 'scan.tiff', 'image/tiff'],
          [Buffer.from('<html><body>hi</body></html>'), 'page.html', 'text/html'],
        ] as const) {
          const response = await upload(bytes, { filename, type });
          expect([filename, response.status]).toEqual([filename, 400]);
        }
        expect(await stored()).toEqual(before);
      });

      it('requires alt text unless the image is decorative, which stores an empty alt', async () => {
        const before = await stored();
        const png = await solid(40, 40, '#123456').png().toBuffer();
        for (const fields of [{}, { alt: '   ' }, { alt: 'x'.repeat(301) }, { alt: 'ok', decorative: 'yes' }] as Record<string, string>[]) {
          const response = await upload(png, { filename: 'a.png', type: 'image/png', fields });
          expect(response.status).toBe(400);
          expect((await json<{ message: string }>(response)).message).toMatch(/alt|decorative/);
        }
        expect(await stored()).toEqual(before);
        const decorative = await uploaded(png, { filename: 'swirl.png', type: 'image/png', fields: { decorative: 'true', alt: 'ignored' } });
        expect(decorative).toMatchObject({ decorative: true, alt: '', name: 'swirl' });
        const named = await uploaded(png, { filename: 'C:\\photos\\team.png', type: 'image/png', fields: { alt: 'The team', name: '  Team photo  ' } });
        expect(named.name).toBe('Team photo');
      });

      it('refuses bodies that are not one well-formed upload', async () => {
        const before = await stored();
        const png = await solid(40, 40, '#654321').png().toBuffer();
        const twoFiles = new FormData();
        twoFiles.append('alt', 'Two');
        twoFiles.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
        twoFiles.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
        const otherField = new FormData();
        otherField.append('alt', 'x');
        otherField.append('picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
        const noFile = new FormData();
        noFile.append('alt', 'x');
        const cases: [string, RequestInit][] = [
          ['two files', { body: twoFiles }],
          ['a file under another name', { body: otherField }],
          ['no file', { body: noFile }],
          ['no boundary', { body: 'abc', headers: { 'content-type': 'multipart/form-data' } }],
          ['JSON', { body: JSON.stringify({ alt: 'x' }), headers: { 'content-type': 'application/json' } }],
          ['plain text', { body: 'hello', headers: { 'content-type': 'text/plain' } }],
        ];
        for (const [name, init] of cases) {
          const response = await t.request('/api/media', {
            method: 'POST',
            ...init,
            headers: { ...admin.headers, ...(init.headers as Record<string, string>) },
          });
          expect([name, response.status >= 400 && response.status < 500]).toEqual([name, true]);
          expect((await json<{ message: string }>(response)).message).toBeTruthy();
        }
        expect(await stored()).toEqual(before);
      });

      it('lets only Admins upload: 401 for a stranger, 403 for a customer, nothing stored', async () => {
        const before = await stored();
        const png = await solid(40, 40, '#abcdef').png().toBuffer();
        const stranger = new FormData();
        stranger.append('alt', 'x');
        stranger.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
        expect((await t.request('/api/media', { method: 'POST', body: stranger })).status).toBe(401);
        expect((await upload(png, { filename: 'a.png', type: 'image/png', session: customer })).status).toBe(403);
        expect(await stored()).toEqual(before);
      });

      /** The status of an upload that announces `megabytes` and sends two of them, then nothing: only an answer given without the rest ends it. */
      const statusBeforeTheBodyEnds = (megabytes: number, headers: Record<string, string> = {}) =>
        new Promise<number>((resolve, reject) => {
          const request = httpRequest(`${t.baseUrl}/api/media`, {
            method: 'POST',
            headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(megabytes * 1024 * 1024), ...headers },
          });
          request.on('response', (response) => {
            resolve(response.statusCode ?? 0);
            request.destroy();
          });
          request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
          request.write(`--x\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`);
          request.write(Buffer.alloc(2 * 1024 * 1024));
        });

      it('answers a stranger before reading the body: an upload that never ends still gets its 401', async () => {
        expect(await statusBeforeTheBodyEnds(15)).toBe(401);
        expect(await statusBeforeTheBodyEnds(15, customer.headers)).toBe(403);
      });

      it('refuses an upload that announces more than 20 MB before reading it', async () => {
        expect(await statusBeforeTheBodyEnds(25, admin.headers)).toBe(413);
      });
    });

    it('keeps one set of blobs for the same file uploaded twice', async () => {
      const photo = await solid(900, 600, '#445566').jpeg().toBuffer();
      const first = await uploaded(photo, { fields: { alt: 'First' } });
      const before = await stored();
      const second = await uploaded(photo, { fields: { alt: 'Second' } });
      expect(second.id).not.toBe(first.id);
      expect(second.hash).toBe(first.hash);
      expect(await stored()).toEqual({ ...before, items: before.items + 1 });
      const [{ count }]: { count: number }[] = await dataSource.query(`SELECT count(*)::int AS count FROM media_blob WHERE hash = $1`, [first.hash]);
      // the original and three formats at 320, 640 and its own 900
      expect(count).toBe(1 + 3 * 3);
    });

    describe('uses, delete, replace and the site read', () => {
      let photo: MediaRecord;
      beforeAll(async () => {
        photo = await uploaded(await solid(1000, 800, '#aa2200').jpeg().toBuffer(), { filename: 'team.jpg', fields: { alt: 'Our team' } });
      });

      it('names every use, refuses to delete while used, and deletes once unused', async () => {
        const originalBanner = String((await banner()).imageOne);
        const originalPhoto = String((await teamMember('Daniel Kim')).teamMemberImg);
        await setBannerImage(photo.url);
        await setTeamPhoto('Daniel Kim', `${t.baseUrl}${photo.url}`);
        const read = await json<MediaRecord>(t.request(`/api/media/${photo.id}`, { headers: admin.headers }));
        expect(read.usages).toEqual([
          { section: 'banner', sectionTitle: 'Banner', recordId: expect.any(String), field: 'imageOne', fieldLabel: 'Image URL' },
          {
            section: 'teamItems',
            sectionTitle: 'Team members',
            recordId: expect.any(String),
            field: 'teamMemberImg',
            fieldLabel: 'Photo URL',
            recordLabel: 'Daniel Kim',
          },
        ]);
        const listed = await json<{ items: MediaRecord[] }>(t.request('/api/media?search=our%20TEAM', { headers: admin.headers }));
        expect(listed.items.map((item) => [item.id, item.usages.length])).toEqual([[photo.id, 2]]);

        const refused = await t.request(`/api/media/${photo.id}`, { method: 'DELETE', headers: admin.headers });
        expect(refused.status).toBe(409);
        expect((await json<{ message: string }>(refused)).message).toBe('“team” is used by Banner › Image URL, Team members › Photo URL (Daniel Kim)');

        await setBannerImage(originalBanner);
        await setTeamPhoto('Daniel Kim', originalPhoto);
        const deleted = await t.request(`/api/media/${photo.id}`, { method: 'DELETE', headers: admin.headers });
        expect(deleted.status).toBe(200);
        expect(await json(deleted)).toEqual({ message: '“team” is deleted' });
        expect((await t.request(`/api/media/${photo.id}`, { headers: admin.headers })).status).toBe(404);
      });

      it('keeps the bytes of a deleted image served for a week, then purges them', async () => {
        const gone = await uploaded(await solid(500, 400, '#1199ee').jpeg().toBuffer(), { fields: { alt: 'Soon gone' } });
        const variant = `/media/${gone.hash}-320.webp`;
        expect((await t.request(variant)).status).toBe(200);
        expect((await t.request(`/api/media/${gone.id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
        const media = t.app.get(MediaService);
        expect(await media.purge()).toEqual([]);
        expect((await t.request(variant)).status).toBe(200);
        await dataSource.query(`UPDATE media_blob SET orphaned_at = now() - interval '8 days' WHERE hash = $1`, [gone.hash]);
        expect((await media.purge()).sort()).toEqual([`${gone.hash}.orig`, ...variantUrls(gone).map((v) => v.url.slice('/media/'.length))].sort());
        expect((await t.request(variant)).status).toBe(404);
      });

      it('deletes now with purge=true: the original and every variant go from the store at once and answer 404', async () => {
        const before = await stored();
        const gone = await uploaded(await solid(700, 500, '#7711cc').jpeg().toBuffer(), { fields: { alt: 'Delete me now' }, filename: 'private.jpg' });
        const addresses = [gone.url, ...variantUrls(gone).map((variant) => variant.url)];
        // Served, so the serving cache holds them too.
        for (const address of addresses) expect([address, (await t.request(address)).status]).toEqual([address, 200]);

        const refused = await t.request(`/api/media/${gone.id}?purge=yes`, { method: 'DELETE', headers: admin.headers });
        expect(refused.status).toBe(400);
        expect((await t.request(gone.url)).status).toBe(200);

        const deleted = await t.request(`/api/media/${gone.id}?purge=true`, { method: 'DELETE', headers: admin.headers });
        expect(deleted.status).toBe(200);
        expect(await json(deleted)).toEqual({ message: '“private” is deleted, and its files with it: their addresses answer 404 from now on' });
        for (const address of addresses) expect([address, (await t.request(address)).status]).toEqual([address, 404]);
        expect(await dataSource.query(`SELECT key FROM media_blob WHERE hash = $1`, [gone.hash])).toEqual([]);
        expect(await stored()).toEqual(before);
      });

      it('refuses to purge a file another image has, and deletes it as usual without purging', async () => {
        const bytes = await solid(640, 480, '#33cc77').jpeg().toBuffer();
        const first = await uploaded(bytes, { fields: { alt: 'First copy' }, filename: 'first.jpg' });
        const second = await uploaded(bytes, { fields: { alt: 'Second copy' }, filename: 'second.jpg' });
        const refused = await t.request(`/api/media/${second.id}?purge=true`, { method: 'DELETE', headers: admin.headers });
        expect(refused.status).toBe(409);
        expect((await json<{ message: string }>(refused)).message).toMatch(/^“second” has the same file as “first”, which still uses it/);
        expect((await t.request(`/api/media/${second.id}`, { headers: admin.headers })).status).toBe(200);
        expect((await t.request(`/api/media/${second.id}?purge=false`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
        expect((await t.request(variantUrls(first)[0].url)).status).toBe(200);
        expect((await t.request(`/api/media/${first.id}?purge=true`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
        expect((await t.request(variantUrls(first)[0].url)).status).toBe(404);
        expect(await dataSource.query(`SELECT key FROM media_blob WHERE hash = $1`, [first.hash])).toEqual([]);
      });

      it('replaces the file under the same id and address; the site read and the stable address follow', async () => {
        const image = await uploaded(await solid(1000, 800, '#00aa22').jpeg().toBuffer(), { filename: 'hero.jpg', fields: { alt: 'Green hills' } });
        await setBannerImage(image.url);
        expect((await site()).media[image.id]).toEqual({
          id: image.id,
          hash: image.hash,
          width: 1000,
          height: 800,
          alt: 'Green hills',
          decorative: false,
          focalX: 0.5,
          focalY: 0.5,
          widths: [320, 640, 960, 1000],
          formats: ['avif', 'webp', 'jpeg'],
        });
        const before = await bytesOf(await t.request(image.url));

        const response = await replace(image.id, await solid(2000, 1000, '#ffffff80', 4).png().toBuffer());
        expect(response.status).toBe(200);
        const replaced = await json<MediaRecord>(response);
        expect(replaced).toMatchObject({
          id: image.id,
          url: image.url,
          alt: 'Green hills',
          format: 'png',
          width: 2000,
          height: 1000,
          version: image.version + 1,
        });
        expect(replaced.hash).not.toBe(image.hash);
        expect(replaced.widths).toEqual([320, 640, 960, 1280, 1920]);
        expect(replaced.formats).toEqual(['avif', 'webp', 'png']);
        expect(replaced.usages.map((usage) => usage.section)).toEqual(['banner']);

        expect((await site()).media[image.id]).toMatchObject({ hash: replaced.hash, width: 2000, widths: replaced.widths, formats: replaced.formats });
        const after = await t.request(image.url);
        expect(after.headers.get('content-type')).toBe('image/png');
        expect((await bytesOf(after)).equals(before)).toBe(false);
        // Pages cached with the old addresses keep working until the purge, a week on.
        expect((await t.request(`/media/${image.hash}-640.avif`)).status).toBe(200);
        const [{ orphaned }]: { orphaned: number }[] = await dataSource.query(
          `SELECT count(*)::int AS orphaned FROM media_blob WHERE hash = $1 AND orphaned_at IS NOT NULL`,
          [image.hash],
        );
        expect(orphaned).toBe(1 + 4 * 3);
        await setBannerImage('/images/banner.svg');
      });

      it('refuses a stale change named by If-Match, and an unknown id, before reading a file', async () => {
        const image = await uploaded(await solid(300, 300, '#333333').png().toBuffer(), { filename: 'a.png', type: 'image/png' });
        const update = (ifMatch: string) =>
          t.request(`/api/media/${image.id}`, { method: 'PUT', json: { alt: 'New' }, headers: { ...admin.headers, 'if-match': ifMatch } });
        expect((await update(String(image.version))).status).toBe(200);
        const stale = await update(String(image.version));
        expect(stale.status).toBe(409);
        expect((await json<{ message: string }>(stale)).message).toMatch(/changed by someone else/);
        expect((await replace('00000000-0000-4000-8000-000000000000', Buffer.from('x'))).status).toBe(404);
      });

      it('updates alt, label and focal point; the site read follows; a visible image keeps an alt', async () => {
        const image = await uploaded(await solid(700, 500, '#0055ff').jpeg().toBuffer(), { fields: { alt: 'Blue' } });
        await setBannerImage(image.url);
        const put = (body: object) => t.request(`/api/media/${image.id}`, { method: 'PUT', json: body, headers: admin.headers });
        const updated = await json<MediaRecord>(put({ alt: ' Deep blue ', name: 'Ocean', focalX: 0.2, focalY: 0.9 }));
        expect(updated).toMatchObject({ alt: 'Deep blue', name: 'Ocean', focalX: 0.2, focalY: 0.9, version: image.version + 1 });
        expect((await site()).media[image.id]).toMatchObject({ alt: 'Deep blue', focalX: 0.2, focalY: 0.9 });
        for (const body of [{ alt: '' }, { focalX: 1.5 }, { focalY: -0.1 }, { decorative: 'yes' }, { name: '' }, { hash: 'x' }]) {
          expect([body, (await put(body)).status]).toEqual([body, 400]);
        }
        expect(await json<MediaRecord>(put({ decorative: true }))).toMatchObject({ decorative: true, alt: '' });
        expect((await site()).media[image.id]).toMatchObject({ decorative: true, alt: '' });
        expect((await put({ decorative: false })).status).toBe(400);
        expect(await json<MediaRecord>(put({ decorative: false, alt: 'Blue again' }))).toMatchObject({ decorative: false, alt: 'Blue again' });
        await setBannerImage('/images/banner.svg');
      });

      it('gives the site read the library images of shown records only, and keeps plain URLs plain', async () => {
        const image = await uploaded(await solid(640, 480, '#777700').jpeg().toBuffer(), { fields: { alt: 'Olive' } });
        const member = await teamMember('Sofia Rossi');
        const originalPhoto = String(member.teamMemberImg);
        await setTeamPhoto('Sofia Rossi', image.url);
        expect(Object.keys((await site()).media)).toEqual([image.id]);
        // The pages rendered on the server read the same snapshot.
        expect(Object.keys((await t.app.get(SiteService).current()).data.media as object)).toEqual([image.id]);

        const hide = (hidden: boolean) =>
          t.request(`/api/sections/teamItems/records/${String(member._id)}/visibility`, { method: 'PUT', json: { hidden }, headers: admin.headers });
        expect((await hide(true)).status).toBe(200);
        expect((await site()).media).toEqual({});
        // Still a use: a hidden record comes back.
        expect((await json<MediaRecord>(t.request(`/api/media/${image.id}`, { headers: admin.headers }))).usages).toHaveLength(1);
        expect((await hide(false)).status).toBe(200);
        expect(Object.keys((await site()).media)).toEqual([image.id]);

        const section = (hidden: boolean) => t.request('/api/sections/teamItems/visibility', { method: 'PUT', json: { hidden }, headers: admin.headers });
        expect((await section(true)).status).toBe(200);
        expect((await site()).media).toEqual({});
        expect((await section(false)).status).toBe(200);
        await setTeamPhoto('Sofia Rossi', originalPhoto);
        expect((await site()).media).toEqual({});
      });
    });

    it('lists newest first, 24 a page, searched by name or alt whatever the case', async () => {
      const png = await solid(30, 30, '#010203').png().toBuffer();
      const a = await uploaded(png, { filename: 'zebra-one.png', type: 'image/png', fields: { alt: 'Stripes' } });
      const b = await uploaded(png, { filename: 'other.png', type: 'image/png', fields: { alt: 'A ZEBRA crossing' } });
      const found = await json<{ items: MediaRecord[]; total: number; pageSize: number }>(t.request('/api/media?search=zebra', { headers: admin.headers }));
      expect(found.items.map((item) => item.id)).toEqual([b.id, a.id]);
      expect(found.total).toBe(2);
      const all = await json<{ items: MediaRecord[]; total: number; pageSize: number }>(t.request('/api/media', { headers: admin.headers }));
      expect(all.pageSize).toBe(24);
      expect(all.items[0].id).toBe(b.id);
      expect((await json<{ items: MediaRecord[] }>(t.request('/api/media?search=%25', { headers: admin.headers }))).items).toEqual([]);
    });

    it('writes an audit entry for each upload, change, replace and delete', async () => {
      const image = await uploaded(await solid(100, 100, '#990099').png().toBuffer(), {
        filename: 'audited.png',
        type: 'image/png',
        fields: { alt: 'Audited' },
      });
      await t.request(`/api/media/${image.id}`, { method: 'PUT', json: { alt: 'Audited twice' }, headers: admin.headers });
      await replace(image.id, await solid(120, 100, '#990099').png().toBuffer());
      await t.request(`/api/media/${image.id}`, { method: 'DELETE', headers: admin.headers });
      const log = await json<{ items: { kind: string; action: string; subject: string; subjectId: string; actorEmail: string; detail: string | null }[] }>(
        t.request('/api/audit-log?kind=media&pageSize=100', { headers: admin.headers }),
      );
      const entries = log.items.filter((entry) => entry.subjectId === image.id).reverse();
      expect(entries.map((entry) => [entry.action, entry.subject, entry.actorEmail])).toEqual([
        ['upload', 'Media: audited', 'owner@example.com'],
        ['update', 'Media: audited', 'owner@example.com'],
        ['replace', 'Media: audited', 'owner@example.com'],
        ['delete', 'Media: audited', 'owner@example.com'],
      ]);
      expect(entries[1].detail).toBe('alt');
      expect(entries[2].detail).toBe('PNG 120 × 100, ' + (await solid(120, 100, '#990099').png().toBuffer()).length + ' bytes');
    });
  });
}
