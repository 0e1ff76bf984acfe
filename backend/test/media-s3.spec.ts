import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { parseMediaS3Url } from '../src/config/media-s3.js';
import { resolveSettings, SettingsError } from '../src/config/settings.js';
import { MediaService } from '../src/media/media.service.js';
import { registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { describeMediaLibrary } from './media-library.js';
import { startLocalBucket, type LocalBucket } from './s3-bucket.js';

let bucket: LocalBucket;
beforeAll(async () => {
  bucket = await startLocalBucket();
});
afterAll(() => bucket.close());

// Every case of the library, with its files in a bucket: the objects are counted with the rows
// wherever a case checks that nothing was stored.
describeMediaLibrary('the media library in an S3 bucket', { env: () => ({ MEDIA_S3_URL: bucket.url }), objects: async () => (await bucket.keys()).length });

const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload(t: TestApp, admin: Session, bytes: Buffer, alt = 'A test picture'): Promise<Response> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return t.request('/api/media', { method: 'POST', body: form, headers: admin.headers });
}

describe('the bucket', () => {
  let t: TestApp;
  let admin: Session;
  let dataSource: DataSource;
  const stored = async () => {
    const [row]: { items: number; blobs: number }[] = await dataSource.query(
      `SELECT (SELECT count(*) FROM media_item)::int AS items, (SELECT count(*) FROM media_blob)::int AS blobs`,
    );
    return { ...row, objects: await bucket.keys() };
  };

  beforeAll(async () => {
    t = await startTestApp({ MEDIA_S3_URL: bucket.url });
    admin = await registerAdmin(t, 'owner@example.com');
    dataSource = t.app.get(DataSource);
  });
  afterAll(async () => {
    bucket.fault = () => 'pass';
    await t.close();
  });

  it('holds the bytes as objects named by content address; the database lists them without a body', async () => {
    const record = await json<{ hash: string; widths: number[]; formats: string[] }>(upload(t, admin, await jpeg(700, 500, '#102030')));
    const keys = [`${record.hash}.orig`, ...record.widths.flatMap((width) => record.formats.map((format) => `${record.hash}-${width}.${format}`))];
    expect((await bucket.keys()).filter((key) => key.includes(record.hash))).toEqual(keys.map((key) => `media/${key}`).sort());
    const rows: { key: string; body: Buffer | null }[] = await dataSource.query(`SELECT key, body FROM media_blob WHERE hash = $1 ORDER BY key`, [record.hash]);
    expect(rows.map((row) => [row.key, row.body])).toEqual(keys.sort().map((key) => [key, null]));
  });

  it('writes the same file once however often it is uploaded', async () => {
    const photo = await jpeg(400, 300, '#203040');
    expect((await upload(t, admin, photo)).status).toBe(201);
    const puts = bucket.puts;
    expect((await upload(t, admin, photo, 'Again')).status).toBe(201);
    expect(bucket.puts).toBe(puts);
  });

  it('answers 503 when the bucket is down, and stores nothing: no image, no row, no object', async () => {
    const before = await stored();
    bucket.fault = () => 'drop';
    const response = await upload(t, admin, await jpeg(500, 400, '#304050'));
    expect(response.status).toBe(503);
    expect((await json<{ message: string }>(response)).message).toBe(
      'The storage that holds the image files is not reachable right now, so nothing was saved. Please try again shortly.',
    );
    bucket.fault = () => 'pass';
    expect(await stored()).toEqual(before);
  });

  it('after a bucket that fails midway, no image names the files written; the purge deletes them a week on', async () => {
    const before = await stored();
    const puts = bucket.puts;
    // Three objects go through, then every write is dropped (the SDK's retries included).
    bucket.fault = (request) => (request.method === 'PUT' && bucket.puts >= puts + 3 ? 'drop' : 'pass');
    const photo = await jpeg(800, 600, '#405060');
    const response = await upload(t, admin, photo);
    bucket.fault = () => 'pass';
    expect(response.status).toBe(503);
    const after = await stored();
    expect(after.items).toBe(before.items);
    expect(after.objects.length - before.objects.length).toBe(3);
    // Listed, and released: no image names them.
    const left: { key: string; orphaned: boolean }[] = await dataSource.query(
      `SELECT key, orphaned_at IS NOT NULL AS orphaned FROM media_blob WHERE key <> ALL($1)`,
      [before.objects.map((key) => key.slice('media/'.length))],
    );
    expect(left.map((row) => row.orphaned)).toEqual([true, true, true]);
    expect(left.map((row) => `media/${row.key}`).sort()).toEqual(after.objects.filter((key) => !before.objects.includes(key)));

    const media = t.app.get(MediaService);
    expect(await media.purge()).toEqual([]);
    await dataSource.query(`UPDATE media_blob SET orphaned_at = now() - interval '8 days' WHERE key = ANY($1)`, [left.map((row) => row.key)]);
    expect((await media.purge()).sort()).toEqual(left.map((row) => row.key).sort());
    expect(await stored()).toEqual(before);

    // The same file uploaded once the bucket is back is whole.
    const record = await json<{ hash: string }>(upload(t, admin, photo));
    expect((await t.request(`/media/${record.hash}-640.avif`)).status).toBe(200);
  });

  it('answers 404 for a file listed in the database that the bucket no longer holds', async () => {
    const record = await json<{ hash: string }>(upload(t, admin, await jpeg(350, 300, '#112233')));
    await bucket.remove(`media/${record.hash}-320.webp`);
    expect((await t.request(`/media/${record.hash}-320.webp`)).status).toBe(404);
    expect((await t.request(`/media/${record.hash}-320.avif`)).status).toBe(200);
  });

  it('keeps serving what it cached while the bucket is down, and answers 503 for the rest', async () => {
    const record = await json<{ hash: string }>(upload(t, admin, await jpeg(660, 500, '#506070')));
    const cached = `/media/${record.hash}-640.webp`;
    expect((await t.request(cached)).status).toBe(200);
    bucket.fault = () => 'drop';
    try {
      expect((await t.request(cached)).status).toBe(200);
      const missed = await t.request(`/media/${record.hash}-320.webp`);
      expect(missed.status).toBe(503);
      expect(missed.headers.get('retry-after')).toBe('10');
      expect(missed.headers.get('cache-control')).toBeNull();
      expect((await t.request('/media/0000000000000000-640.webp')).status).toBe(404);
    } finally {
      bucket.fault = () => 'pass';
    }
    expect((await t.request(`/media/${record.hash}-320.webp`)).status).toBe(200);
  });
});

describe('a restart on the same database and bucket', () => {
  it('serves the same files, read from the bucket', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-media-s3-'));
    // The embedded database in a folder, so the second app opens what the first wrote.
    const env = { MEDIA_S3_URL: bucket.url, DATA_DIR: dataDir, DATABASE_URL: '' };
    try {
      const first = await startTestApp(env);
      const admin = await registerAdmin(first, 'owner@example.com');
      const record = await json<{ id: string; hash: string }>(upload(first, admin, await jpeg(900, 700, '#607080')));
      const variant = `/media/${record.hash}-640.jpeg`;
      const before = Buffer.from(await (await first.request(variant)).arrayBuffer());
      const etag = (await first.request(`/media/${record.id}`)).headers.get('etag');
      await first.close();

      const second = await startTestApp(env);
      try {
        const again = await second.request(variant);
        expect(again.status).toBe(200);
        expect(Buffer.from(await again.arrayBuffer()).equals(before)).toBe(true);
        const stable = await second.request(`/media/${record.id}`);
        expect([stable.status, stable.headers.get('etag')]).toEqual([200, etag]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('MEDIA_S3_URL', () => {
  it('names the endpoint, the bucket, a prefix, the region and the addressing style', () => {
    expect(parseMediaS3Url('https://AKIAEXAMPLE:se%2Fcret@s3.eu-west-1.amazonaws.com/site-media')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'site-media',
      prefix: 'media/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'se/cret' },
      redacted: 'https://AKIAEXAMPLE:redacted@s3.eu-west-1.amazonaws.com/site-media',
    });
    expect(parseMediaS3Url('s3://minio.internal:9000/shared/site-a/images?region=local&forcePathStyle=false')).toEqual({
      endpoint: 'https://minio.internal:9000',
      region: 'local',
      bucket: 'shared',
      prefix: 'site-a/images/',
      forcePathStyle: false,
      redacted: 's3://minio.internal:9000/shared/site-a/images?region=local&forcePathStyle=false',
    });
    expect(parseMediaS3Url('http://k:s@127.0.0.1:9000/media')).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' });
  });

  it('refuses a URL it cannot use, saying what is wrong and never showing the secret', () => {
    for (const [value, why] of [
      ['not a url', /is not a URL/],
      ['ftp://k:s@host/media', /ftp: is not s3:, https: or http:/],
      ['https://k:s@host/', /"" in https:\/\/k:redacted@host\/ is no bucket name/],
      ['https://k:s@host/Media', /"Media" .* is no bucket name/],
      ['https://k:s@host/media?region=x&pathStyle=1', /pathStyle is not an option/],
      ['https://k:s@host/media?forcePathStyle=yes', /forcePathStyle must be true or false/],
      ['https://k@host/media', /give both the access key and the secret/],
    ] as const) {
      let message = '';
      try {
        resolveSettings({ DATA_DIR: ':memory:', MEDIA_S3_URL: value });
      } catch (error) {
        expect(error).toBeInstanceOf(SettingsError);
        message = (error as Error).message;
      }
      expect([value, message]).toEqual([value, expect.stringMatching(why)]);
      expect(message).not.toMatch(/:s@/);
    }
  });

  it('refuses to start on a bucket that does not exist or credentials it refuses, naming which', async () => {
    await expect(startTestApp({ MEDIA_S3_URL: bucket.urlWith({ bucket: 'no-such-bucket' }) })).rejects.toThrow(
      /MEDIA_S3_URL names the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+, which does not exist/,
    );
    // s3rver checks the access key (its signatures go unchecked): an unknown one is refused as by any S3.
    const refused = startTestApp({ MEDIA_S3_URL: bucket.urlWith({ credentials: 'SOMEONE:S3RVER' }) });
    await expect(refused).rejects.toThrow(SettingsError);
    await expect(refused).rejects.toThrow(/refused the credentials of MEDIA_S3_URL \(HTTP 403\).*SOMEONE:redacted@/);
  });

  it('starts while the bucket does not answer, so the pages, orders and payments are not down with it', async () => {
    bucket.fault = () => 'drop';
    const t = await startTestApp({ MEDIA_S3_URL: bucket.url });
    try {
      expect((await t.request('/api/health')).status).toBe(200);
      const admin = await registerAdmin(t, 'owner@example.com');
      expect((await upload(t, admin, await jpeg(400, 300, '#708090'))).status).toBe(503);
      bucket.fault = () => 'pass';
      expect((await upload(t, admin, await jpeg(400, 300, '#708090'))).status).toBe(201);
    } finally {
      bucket.fault = () => 'pass';
      await t.close();
    }
  });
});
