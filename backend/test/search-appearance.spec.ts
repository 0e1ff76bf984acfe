import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

/*
 * What the server gives search engines, browsers and feed readers beside the pages (issue 44):
 * the icons they ask for by address, the feed's covers, the footer's networks and the business's
 * coordinates and X handle, each refused with a 400 when malformed.
 */
describe('search appearance: icons, feed covers and the brand’s new fields', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@example.com');
  }, 240_000);
  afterAll(() => t.close());

  const send = (method: string, path: string, body?: unknown) => t.request(path, { method, json: body, headers: admin.headers });
  const list = (path: string) => json<Record<string, unknown>[]>(t.request(path, { headers: admin.headers }));
  /** A refused save: 400 naming the problem, and nothing stored. */
  const refused = async (list_: string, create: string, body: object, message: string) => {
    const before = await list(list_);
    const response = await send('POST', create, body);
    const text = JSON.stringify(await response.json());
    expect([response.status, text]).toEqual([400, expect.stringContaining(message)]);
    expect(await list(list_)).toEqual(before);
  };

  it('answers /favicon.ico and /apple-touch-icon.png with the brand’s drawn icon until set, then with the Admin’s', async () => {
    const ico = await t.request('/favicon.ico');
    expect([ico.status, ico.headers.get('content-type')]).toEqual([200, 'image/x-icon']);
    const bytes = Buffer.from(await ico.arrayBuffer());
    // An ICO of three PNGs: 16, 32 and 48 pixels.
    expect([bytes.readUInt16LE(2), bytes.readUInt16LE(4), bytes[6], bytes[22], bytes[38]]).toEqual([1, 3, 16, 32, 48]);
    const touch = await t.request('/apple-touch-icon.png');
    expect([touch.status, touch.headers.get('content-type')]).toEqual([200, 'image/png']);
    const drawn = sharp(Buffer.from(await touch.arrayBuffer()));
    expect(await drawn.metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    // In the brand's colour once it has one: a corner pixel is the primary colour.
    expect((await send('POST', '/api/add-site-identity', { siteName: 'Northpeak Search', primaryColor: '#1c4d8c' })).status).toBe(201);
    const branded = await sharp(Buffer.from(await (await t.request('/apple-touch-icon.png')).arrayBuffer()))
      .raw()
      .toBuffer();
    expect([...branded.subarray(0, 3)]).toEqual([0x1c, 0x4d, 0x8c]);
    const [identity] = await list('/api/site-identity');
    expect(
      (
        await send('PUT', `/api/site-identity/${String(identity._id)}`, {
          siteName: 'Northpeak Search',
          favicon: '/media/icon.png',
          touchIcon: '/images/touch.png',
        })
      ).status,
    ).toBe(200);
    const setIcon = await t.request('/favicon.ico', { redirect: 'manual' });
    expect([setIcon.status, setIcon.headers.get('location')]).toEqual([302, '/media/icon.png']);
    const setTouch = await t.request('/apple-touch-icon.png', { redirect: 'manual' });
    expect([setTouch.status, setTouch.headers.get('location')]).toEqual([302, '/images/touch.png']);
  });

  it('keeps an X handle and the business’s coordinates, refusing malformed ones', async () => {
    const [identity] = await list('/api/site-identity');
    const update = (body: object) => send('PUT', `/api/site-identity/${String(identity._id)}`, { siteName: 'Northpeak Search', ...body });
    const bad = await update({ xHandle: 'northpeak search!' });
    expect([bad.status, JSON.stringify(await bad.json())]).toEqual([400, expect.stringContaining('xHandle must be an X handle such as @northpeak')]);
    expect((await update({ xHandle: '@northpeak' })).status).toBe(200);
    expect((await list('/api/site-identity'))[0]).toMatchObject({ xHandle: '@northpeak' });
    await refused(
      '/api/footer-address',
      '/api/add-footer-address',
      { phoneNumber: '1', emailAddress: 'a@b.co', location: 'Edinburgh', latitude: '95' },
      'latitude must be a latitude',
    );
    await refused(
      '/api/footer-address',
      '/api/add-footer-address',
      { phoneNumber: '1', emailAddress: 'a@b.co', location: 'Edinburgh', longitude: 'west' },
      'longitude must be a longitude',
    );
    expect(
      (
        await send('POST', '/api/add-footer-address', {
          phoneNumber: '1',
          emailAddress: 'a@b.co',
          location: 'Edinburgh',
          latitude: '55.9533',
          longitude: '-3.1883',
        })
      ).status,
    ).toBe(201);
  });

  it('takes the footer’s networks as a free list, none required, each line a profile address', async () => {
    await refused(
      '/api/footer-social',
      '/api/add-footer-social',
      { aboutText: 'Follow', links: 'https://x.com/northpeak\njavascript:alert(1)' },
      'links must be http(s) addresses of profiles, one per line',
    );
    await refused(
      '/api/footer-social',
      '/api/add-footer-social',
      { aboutText: 'Follow', links: 'https://x.com/northpeakhttps://a.b/' + ' <b>' },
      'links must be',
    );
    const saved = await send('POST', '/api/add-footer-social', {
      aboutText: 'Follow',
      links: 'https://www.linkedin.com/company/northpeak\nhttps://x.com/northpeak',
    });
    expect(saved.status).toBe(201);
    const site = await json<{ footerSocial: Record<string, unknown>[] }>(t.request('/api/site'));
    expect(site.footerSocial[0]).toMatchObject({ links: 'https://www.linkedin.com/company/northpeak\nhttps://x.com/northpeak' });
    expect(site.footerSocial[0]).not.toHaveProperty('fblink');
  });

  it('loads an added page’s opening image at once and first, and the images below it lazily', async () => {
    const image = (src: string) => ({ type: 'image', attrs: { src, alt: 'Edinburgh' } });
    const body = {
      type: 'doc',
      content: [
        image('https://images.example/hero.jpg'),
        { type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] },
        image('https://images.example/two.jpg'),
      ],
    };
    const page = await send('POST', '/api/pages', { title: 'Local SEO in Edinburgh', slug: 'local-seo-edinburgh', body });
    expect(page.status).toBe(201);
    expect((await send('POST', `/api/pages/${String(((await page.json()) as { id: string }).id)}/publish`, {})).status).toBe(200);
    const { blocks } = await json<{ blocks: { html: string }[] }>(t.request('/api/pages/by-slug/local-seo-edinburgh'));
    const images = blocks[0].html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/loading="eager"[^>]*fetchPriority="high"/);
    expect(images[1]).toContain('loading="lazy"');
  });

  it('keeps an author’s profile address for the byline, refusing one that is no address', async () => {
    const bad = await send('PUT', '/api/blog/author', { displayName: 'Ada Lovelace', profileUrl: 'javascript:alert(1)' });
    expect([bad.status, JSON.stringify(await bad.json())]).toEqual([400, expect.stringContaining('The profile address must be an http(s) address')]);
    expect(await json(t.request('/api/blog/author', { headers: admin.headers }))).toEqual({ displayName: '', photo: null, profileUrl: null });
    expect((await send('PUT', '/api/blog/author', { displayName: 'Ada Lovelace', profileUrl: 'https://www.linkedin.com/in/ada' })).status).toBe(200);
  });

  it('gives the blog’s list its description and a post its blog’s name and byline, and each feed entry its cover', async () => {
    expect((await send('PUT', '/api/blog/settings', { name: 'Insights', description: 'Notes from our Edinburgh desk.' })).status).toBe(200);
    const created = await send('POST', '/api/blog/manage/posts', {
      title: 'Maps that bring visits',
      status: 'published',
      coverImage: '/images/cover.jpg',
      coverImageAlt: 'A map of Edinburgh',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] },
    });
    expect(created.status).toBe(201);
    expect(await json(t.request('/api/blog/posts'))).toMatchObject({ blogName: 'Insights', blogDescription: 'Notes from our Edinburgh desk.' });
    expect(await json(t.request('/api/blog/posts/maps-that-bring-visits'))).toMatchObject({
      blogName: 'Insights',
      author: { name: 'Ada Lovelace', url: 'https://www.linkedin.com/in/ada' },
    });
    const xml = await (await t.request('/blog/feed.xml')).text();
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' }).parse(xml) as {
      feed: { entry: { link: Record<string, string>[] }[] };
    };
    expect(feed.feed.entry[0].link).toContainEqual({
      '@_rel': 'enclosure',
      '@_href': `${t.baseUrl}/images/cover.jpg`,
      '@_type': 'image/jpeg',
      '@_title': 'A map of Edinburgh',
    });
  });
});
