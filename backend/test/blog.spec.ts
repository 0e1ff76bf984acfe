import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import { DataSource } from 'typeorm';
import { BlogPageData } from '../src/blog/blog-page-data.js';
import { BlogSchedule } from '../src/blog/blog-schedule.service.js';
import { SitemapService } from '../src/seo/sitemap.js';
import { register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { deleteLibraryImage, libraryUsages, uploadLibraryImage } from './library-image.js';

interface PostRecord {
  id: string;
  slug: string;
  title: string;
  status: string;
  scheduled: boolean;
  publishedAt: string | null;
  version: number;
  tagIds: string[];
}
interface Summary {
  slug: string;
  title: string;
  readingMinutes: number;
  category: { slug: string } | null;
  tags: { slug: string }[];
  author: { name: string; photo: string | null } | null;
}
interface PublicPost extends Summary {
  html: string;
  related: Summary[];
  seo: { noindex: boolean };
}
interface PostPage {
  items: Summary[];
  total: number;
  page: number;
  pages: number;
  blogName: string;
}
interface ErrorBody {
  message: string | string[];
}

const ATOM = 'http://www.w3.org/2005/Atom';

/** An Atom text construct as the parser gives it: a string, or the text beside its type attribute. */
type Text = string | { '#text': string };
const textOf = (text: Text) => (typeof text === 'string' ? text : text['#text']);

const doc = (...paragraphs: string[]) => ({ type: 'doc', content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('blog', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  let categoryId: string;
  let tagId: string;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@example.com');
    customer = await register(t, 'customer@example.com');
  }, 240_000);
  afterAll(() => t.close());

  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method, json: body, headers: { ...admin.headers, ...headers } });
  const ok = async <T>(response: Promise<Response>, status = 200): Promise<T> => {
    const answer = await response;
    if (answer.status !== status) throw new Error(`${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const addPost = (body: Record<string, unknown>) => ok<PostRecord>(send('POST', '/api/blog/manage/posts', { body: doc('Hello'), ...body }), 201);
  const publicList = (query = '') => json<PostPage>(t.request(`/api/blog/posts${query}`));
  const sitemap = () => t.app.get(SitemapService).file(0);
  const feed = async () => {
    const response = await t.request('/blog/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' }).parse(xml) as {
      feed: { title: Text; entry?: { title: Text; content: { '#text': string }; link: { '@_href': string; '@_rel'?: string }[] }[] };
    };
    const { feed } = parsed;
    // An entry's own link is the one without a rel (a cover is its enclosure).
    return {
      title: textOf(feed.title),
      entry: (feed.entry ?? []).map((entry) => ({ ...entry, title: textOf(entry.title), link: entry.link.find((link) => !link['@_rel'])! })),
    };
  };
  const siteVersion = async () => {
    const rows: { value: string }[] = await t.app.get(DataSource).query(`SELECT value FROM app_meta WHERE key = 'site_version'`);
    return Number(rows[0]?.value ?? 0);
  };

  it('is called Blog until an Admin renames it, which only an Admin may', async () => {
    expect(await json(t.request('/api/blog/settings'))).toEqual({ name: 'Blog', description: '' });
    const refused = await t.request('/api/blog/settings', { method: 'PUT', json: { name: 'Mine' }, headers: customer.headers });
    expect(refused.status).toBe(403);
    expect((await send('PUT', '/api/blog/settings', { name: '   ' })).status).toBe(400);
    expect(await ok(send('PUT', '/api/blog/settings', { name: 'Insights', description: 'What we learn ranking sites' }))).toEqual({
      name: 'Insights',
      description: 'What we learn ranking sites',
    });
    expect((await feed()).title).toContain('Insights');
  });

  it('sets up a category, a tag and the author profile posts are signed with', async () => {
    categoryId = (await ok<{ id: string; slug: string }>(send('POST', '/api/blog/categories', { name: 'Technical SEO' }), 201)).id;
    const category = await ok<{ slug: string }>(send('GET', '/api/blog/categories')).then((list) => (list as unknown as { slug: string }[])[0]);
    expect(category.slug).toBe('technical-seo');
    tagId = (await ok<{ id: string }>(send('POST', '/api/blog/tags', { name: 'Core Web Vitals', slug: 'cwv' }), 201)).id;
    expect(await ok(send('PUT', '/api/blog/author', { displayName: 'Dana Writer', photo: '/images/dana.jpg' }))).toEqual({
      displayName: 'Dana Writer',
      photo: '/images/dana.jpg',
      profileUrl: null,
    });
    expect((await send('PUT', '/api/blog/author', { displayName: 'X', photo: 'javascript:alert(1)' })).status).toBe(400);
  });

  it('keeps drafts out of every public place: the list, the post, category and tag pages, the sitemap and the feed', async () => {
    const draft = await addPost({ title: 'Secret draft', slug: 'secret-draft', categoryId, tagIds: [tagId] });
    expect(draft).toMatchObject({ status: 'draft', scheduled: false, publishedAt: null });
    expect((await publicList()).items.map((post) => post.slug)).not.toContain('secret-draft');
    expect((await t.request('/api/blog/posts/secret-draft')).status).toBe(404);
    expect((await publicList('?category=technical-seo')).total).toBe(0);
    expect((await publicList('?tag=cwv')).total).toBe(0);
    expect(await sitemap()).not.toContain('secret-draft');
    expect(JSON.stringify(await feed())).not.toContain('secret-draft');
    const admins = await ok<{ items: PostRecord[] }>(send('GET', '/api/blog/manage/posts'));
    expect(admins.items.map((post) => post.slug)).toContain('secret-draft');
  });

  it('previews a draft’s unsaved body for an Admin as its page will show it, stores nothing, and refuses others and bad bodies', async () => {
    const before = await siteVersion();
    const body = {
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Draft <b>plan</b>' }] }, ...doc('Unsaved words').content],
    };
    const preview = await ok<{ html: string }>(send('POST', '/api/blog/manage/preview', { body }));
    expect(preview.html).toContain('<h2');
    expect(preview.html).toContain('Draft &lt;b&gt;plan&lt;/b&gt;');
    expect(preview.html).toContain('<p>Unsaved words</p>');
    expect(await siteVersion()).toBe(before);
    expect((await send('POST', '/api/blog/manage/preview', { body: { type: 'script' } })).status).toBe(400);
    expect((await t.request('/api/blog/manage/preview', { method: 'POST', json: { body }, headers: customer.headers })).status).toBe(403);
    expect((await t.request('/api/blog/manage/preview', { method: 'POST', json: { body } })).status).toBe(401);
    const posts = await ok<{ total: number }>(send('GET', '/api/blog/manage/posts?search=Unsaved'));
    expect(posts.total).toBe(0);
  });

  it('publishes a post with its reading time, author, category, tags and related posts, and moves the site version', async () => {
    const before = await siteVersion();
    const first = await addPost({ title: 'Crawl budget, explained', status: 'published', categoryId, tagIds: [tagId], body: doc(words(450)) });
    expect(await siteVersion()).toBeGreaterThan(before);
    expect(first).toMatchObject({ slug: 'crawl-budget-explained', status: 'published', scheduled: false });
    await addPost({ title: 'Sibling post', status: 'published', tagIds: [tagId] });
    const post = await json<PublicPost>(t.request('/api/blog/posts/crawl-budget-explained'));
    expect(post).toMatchObject({ title: 'Crawl budget, explained', readingMinutes: 3, category: { slug: 'technical-seo' }, tags: [{ slug: 'cwv' }] });
    expect(post.author).toEqual({ name: 'Dana Writer', photo: '/images/dana.jpg' });
    expect(post.html).toContain('<p>word0');
    expect(post.related.map((related) => related.slug)).toEqual(['sibling-post']);
    expect((await publicList('?category=technical-seo')).items.map((item) => item.slug)).toEqual(['crawl-budget-explained']);
    expect(await sitemap()).toContain('/blog/crawl-budget-explained</loc>');
    expect(await sitemap()).toContain('/blog/category/technical-seo/</loc>');
    const entries = (await feed()).entry ?? [];
    expect(entries.map((entry) => entry.title)).toEqual(['Sibling post', 'Crawl budget, explained']);
    expect(entries[1].link['@_href']).toBe(`${t.baseUrl}/blog/crawl-budget-explained`);
  });

  it('refuses a slug another post has, or one of the blog’s own pages, with a 409 naming the conflict', async () => {
    const taken = await send('POST', '/api/blog/manage/posts', { title: 'Another', slug: 'crawl-budget-explained', body: doc('x') });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).message).toBe('/blog/crawl-budget-explained is already the address of the post "Crawl budget, explained"');
    for (const slug of ['page', 'category', 'tag', 'feed']) {
      const reserved = await send('POST', '/api/blog/manage/posts', { title: 'Reserved', slug, body: doc('x') });
      expect(reserved.status).toBe(409);
    }
    const sameTitle = await send('POST', '/api/blog/manage/posts', { title: 'Crawl budget, explained', body: doc('x') });
    expect(sameTitle.status).toBe(409);
    const category = await send('POST', '/api/blog/categories', { name: 'Technical SEO' });
    expect(category.status).toBe(409);
    expect(((await category.json()) as ErrorBody).message).toBe('/blog/category/technical-seo/ is already the address of the category "Technical SEO"');
    expect((await send('POST', '/api/blog/tags', { name: 'CWV again', slug: 'cwv' })).status).toBe(409);
    for (const slug of ['Upper', 'two--hyphens', '-lead', 'sp ace', '../x', 'ü']) {
      expect((await send('POST', '/api/blog/manage/posts', { title: 'Bad slug', slug, body: doc('x') })).status).toBe(400);
    }
  });

  it('neutralises hostile content in every field, and refuses unsafe addresses', async () => {
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const hostile = await addPost({
      title: `Title ${script}`,
      slug: 'hostile',
      excerpt: `Excerpt ${script}`,
      coverImage: '/images/cover.jpg',
      coverImageAlt: `"><script>alert(3)</script>`,
      status: 'published',
      seoTitle: '<script>x</script>',
      seoDescription: `Description ${script}`,
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: script }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(4)' } }] }] },
          { type: 'script', content: [{ type: 'text', text: 'alert(5)' }] },
          { type: 'paragraph', attrs: { onclick: 'alert(6)' }, content: [{ type: 'text', text: 'x' }] },
        ],
      },
    });
    const post = await json<PublicPost & { excerpt: string; coverImageAlt: string }>(t.request('/api/blog/posts/hostile'));
    expect(post.title).toBe(`Title ${script}`); // text, escaped where it is shown
    // Escaped as text, never a tag or an attribute.
    expect(post.html).toContain('&lt;script&gt;');
    expect(post.html).not.toMatch(/<script|<img src=x|<[^>]*\son\w+=|href="javascript:/i);
    const entry = ((await feed()).entry ?? []).find((item) => item.link['@_href'].endsWith('/blog/hostile'))!;
    expect(entry.title).toBe(`Title ${script}`);
    expect(entry.content['#text']).not.toMatch(/<script|<img src=x|<[^>]*\son\w+=|href="javascript:/i);
    for (const [field, value] of [
      ['coverImage', 'javascript:alert(1)'],
      ['coverImage', 'data:image/svg+xml,<svg onload=alert(1)>'],
      ['coverImage', '//evil.example/x.png'],
      ['socialImage', 'javascript:alert(1)'],
      ['canonicalUrl', 'http://evil.example/'],
      ['canonicalUrl', 'javascript:alert(1)'],
    ]) {
      const response = await send('PUT', `/api/blog/manage/posts/${hostile.id}`, { title: 'x', body: doc('x'), [field]: value, coverImageAlt: 'alt' });
      expect([field, response.status]).toEqual([field, 400]);
    }
    const noAlt = await send('POST', '/api/blog/manage/posts', { title: 'No alt', body: doc('x'), coverImage: '/images/a.jpg' });
    expect(noAlt.status).toBe(400);
    expect((await send('POST', '/api/blog/manage/posts', { title: 'Not a doc', body: '<p>html</p>' })).status).toBe(400);
    expect(
      (await send('POST', '/api/blog/manage/posts', { title: 'Unknown tag', body: doc('x'), tagIds: ['00000000-0000-4000-8000-000000000000'] })).status,
    ).toBe(400);
    await ok(send('DELETE', `/api/blog/manage/posts/${hostile.id}`));
  });

  it('writes the feed as well-formed XML in which titles, excerpts and term names are text, whatever characters they hold', async () => {
    const awkward = `Tom & Jerry <b>bold</b> ]]> "quoted" &amp; ]]]]><![CDATA[ 'single'`;
    const category = await ok<{ id: string }>(send('POST', '/api/blog/categories', { name: `A < B & "C" ]]>`, slug: 'a-lt-b' }), 201);
    const tag = await ok<{ id: string }>(send('POST', '/api/blog/tags', { name: `<i>x</i> & ]]> <`, slug: 'odd-tag' }), 201);
    const post = await addPost({
      title: awkward,
      slug: 'awkward',
      excerpt: `Excerpt ${awkward}`,
      status: 'published',
      categoryId: category.id,
      tagIds: [tag.id],
      body: doc(`Body ]]> ${awkward}`),
    });
    const xml = await (await t.request('/blog/feed.xml')).text();
    // A strict XML parser: one error anywhere and the document is a parsererror.
    const { window } = new JSDOM('');
    const parsed = new window.DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    const children = (element: Element, name: string) => [...element.getElementsByTagNameNS(ATOM, name)];
    const entry = children(parsed.documentElement, 'entry').find((item) => children(item, 'link')[0].getAttribute('href')!.endsWith('/blog/awkward'))!;
    const [title] = children(entry, 'title');
    const [summary] = children(entry, 'summary');
    expect([title.getAttribute('type'), title.textContent]).toEqual(['text', awkward]);
    expect([summary.getAttribute('type'), summary.textContent]).toEqual(['text', `Excerpt ${awkward}`]);
    expect(children(entry, 'category').map((term) => term.getAttribute('label'))).toEqual([`A < B & "C" ]]>`, `<i>x</i> & ]]> <`]);
    // The body stays HTML, and what it says arrives whole.
    const [content] = children(entry, 'content');
    expect(content.getAttribute('type')).toBe('html');
    const body = new JSDOM(content.textContent ?? '').window.document.body;
    expect(body.textContent).toBe(`Body ]]> ${awkward}`);
    expect(body.querySelector('b')).toBeNull();
    await ok(send('DELETE', `/api/blog/manage/posts/${post.id}`));
  });

  it('refuses a save from a stale version with 409 naming both versions', async () => {
    const post = await addPost({ title: 'Versioned' });
    const saved = await ok<PostRecord>(
      send('PUT', `/api/blog/manage/posts/${post.id}`, { title: 'Versioned 2', body: doc('x') }, { 'if-match': String(post.version) }),
    );
    expect(saved.version).toBe(post.version + 1);
    const stale = await send('PUT', `/api/blog/manage/posts/${post.id}`, { title: 'Versioned 3', body: doc('x') }, { 'if-match': String(post.version) });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).message).toContain(`you loaded version ${post.version}, it is now version ${saved.version}`);
    expect((await json<PostRecord>(send('GET', `/api/blog/manage/posts/${post.id}`))).title).toBe('Versioned 2');
  });

  it('moves a published post to a new slug with a 301 from its old address when asked, and without one when not', async () => {
    const post = await addPost({ title: 'Moving post', slug: 'moving-post' });
    const published = await ok<PostRecord>(send('POST', `/api/blog/manage/posts/${post.id}/publish`, {}));
    const moved = await ok<PostRecord>(
      send(
        'PUT',
        `/api/blog/manage/posts/${post.id}`,
        { title: 'Moving post', slug: 'moved-post', body: doc('x'), redirectOldSlug: true },
        { 'if-match': String(published.version) },
      ),
    );
    expect(moved.slug).toBe('moved-post');
    const old = await t.request('/blog/moving-post', { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([301, '/blog/moved-post']);
    expect((await t.request('/api/blog/posts/moved-post')).status).toBe(200);

    await ok<PostRecord>(
      send('PUT', `/api/blog/manage/posts/${post.id}`, { title: 'Moving post', slug: 'moved-again', body: doc('x'), redirectOldSlug: false }),
    );
    expect((await t.request('/blog/moved-post', { redirect: 'manual' })).status).not.toBe(301);
    // The redirect made before still leads somewhere: to the address it had, now no post (a 301 to a 404 is the admin's choice to fix).
    expect((await t.request('/blog/moving-post', { redirect: 'manual' })).status).toBe(301);
  });

  it('shows a scheduled post nowhere before its time and everywhere after it, without a restart', async () => {
    const post = await addPost({ title: 'Scheduled post', slug: 'scheduled-post', categoryId });
    const at = new Date(Date.now() + 2500);
    const scheduled = await ok<PostRecord>(send('POST', `/api/blog/manage/posts/${post.id}/publish`, { publishedAt: at.toISOString() }));
    expect(scheduled).toMatchObject({ status: 'published', scheduled: true });
    const versionBefore = await siteVersion();
    expect((await t.request('/api/blog/posts/scheduled-post')).status).toBe(404);
    expect((await publicList()).items.map((item) => item.slug)).not.toContain('scheduled-post');
    expect(await sitemap()).not.toContain('scheduled-post');
    expect(JSON.stringify(await feed())).not.toContain('scheduled-post');
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 400));
    expect((await t.request('/api/blog/posts/scheduled-post')).status).toBe(200);
    expect((await publicList()).items[0].slug).toBe('scheduled-post');
    // The caches kept per site version (sitemap, feed, pages) follow because the schedule moved it.
    expect(await siteVersion()).toBe(versionBefore + 1);
    expect(await sitemap()).toContain('/blog/scheduled-post</loc>');
    expect(((await feed()).entry ?? [])[0].title).toBe('Scheduled post');
    // A second look moves nothing: the mark says the post was shown.
    await t.app.get(BlogSchedule).tick();
    expect(await siteVersion()).toBe(versionBefore + 1);
  });

  it('takes an unpublished post off again, and keeps noindex posts out of the sitemap only', async () => {
    const post = await addPost({ title: 'Short lived', status: 'published' });
    expect((await t.request('/api/blog/posts/short-lived')).status).toBe(200);
    await ok(send('POST', `/api/blog/manage/posts/${post.id}/unpublish`));
    expect((await t.request('/api/blog/posts/short-lived')).status).toBe(404);
    await addPost({ title: 'Hidden from search', status: 'published', noindex: true });
    expect((await t.request('/api/blog/posts/hidden-from-search')).status).toBe(200);
    expect(await sitemap()).not.toContain('hidden-from-search');
  });

  it('pages the list ten at a time, newest first, and answers 404 past the last page', async () => {
    const start = Date.now() - 1000 * 60 * 60 * 24 * 365;
    for (let i = 0; i < 23; i += 1) {
      await addPost({ title: `Old post ${i}`, status: 'published', publishedAt: new Date(start + i * 60_000).toISOString() });
    }
    const total = (await publicList()).total;
    const pages = Math.ceil(total / 10);
    const first = await publicList();
    expect(first).toMatchObject({ page: 1, pages, blogName: 'Insights' });
    expect(first.items).toHaveLength(10);
    const last = await publicList(`?page=${pages}`);
    expect(last.items.at(-1)!.title).toBe('Old post 0');
    expect(last.items).toHaveLength(total - (pages - 1) * 10);
    expect((await t.request(`/api/blog/posts?page=${pages + 1}`)).status).toBe(404);
    expect((await t.request('/api/blog/posts?page=0')).status).toBe(400);
    expect((await t.request('/api/blog/posts?category=nope')).status).toBe(404);
    expect((await t.request('/api/blog/posts/Not%20A%20Slug')).status).toBe(404);
  }, 120_000);

  it('gives the pages under /blog/ their data, and nothing for a path that names nothing (the not-found page)', async () => {
    const pages = t.app.get(BlogPageData);
    expect(await pages.resolve('/blog/')).toMatchObject({ kind: 'blog-list', data: { page: 1, blogName: 'Insights' } });
    expect(await pages.resolve('/blog/page/2/')).toMatchObject({ kind: 'blog-list', data: { page: 2 } });
    expect(await pages.resolve('/blog/category/technical-seo/')).toMatchObject({ kind: 'blog-list', data: { category: { slug: 'technical-seo' } } });
    expect(await pages.resolve('/blog/tag/cwv/')).toMatchObject({ kind: 'blog-list', data: { tag: { slug: 'cwv' } } });
    expect(await pages.resolve('/blog/crawl-budget-explained')).toMatchObject({ kind: 'blog-post', data: { slug: 'crawl-budget-explained' } });
    for (const path of ['/blog/nope', '/blog/page/1/', '/blog/page/999/', '/blog/category/nope/', '/blog/secret-draft', '/blog/tag/cwv/page/9/']) {
      expect([path, await pages.resolve(path)]).toEqual([path, undefined]);
    }
  });

  it('counts a post’s cover, body and social image and an author’s photo as uses of the library image: named, and kept from deletion until let go', async () => {
    const cover = await uploadLibraryImage(t, admin, 'cover');
    const figure = await uploadLibraryImage(t, admin, 'figure');
    const portrait = await uploadLibraryImage(t, admin, 'portrait');
    const covered = await addPost({ title: 'Covered post', coverImage: cover.url, coverImageAlt: 'A laptop', socialImage: cover.url });
    const illustrated = await addPost({
      title: 'Illustrated post',
      body: { type: 'doc', content: [{ type: 'blockquote', content: [{ type: 'image', attrs: { src: figure.url, alt: 'A figure' } }] }] },
    });
    await ok(send('PUT', '/api/blog/author', { displayName: 'Dana Writer', photo: `${t.baseUrl}${portrait.url}` }));
    const use = (post: PostRecord, field: string, fieldLabel: string) => ({
      section: 'blogPosts',
      sectionTitle: 'Blog posts',
      recordId: post.id,
      field,
      fieldLabel,
      recordLabel: post.title,
      editorPath: `/blog-post/${post.id}`,
    });
    expect(await libraryUsages(t, admin, cover)).toEqual([use(covered, 'coverImage', 'Cover image'), use(covered, 'socialImage', 'Social image')]);
    expect(await libraryUsages(t, admin, figure)).toEqual([use(illustrated, 'body', 'Body')]);
    expect(await libraryUsages(t, admin, portrait)).toEqual([
      {
        section: 'blogAuthors',
        sectionTitle: 'Blog authors',
        recordId: expect.any(String),
        field: 'photo',
        fieldLabel: 'Photo',
        recordLabel: 'Dana Writer',
        editorPath: '/blog-terms',
      },
    ]);
    expect(await deleteLibraryImage(t, admin, cover)).toEqual([
      409,
      '“cover” is used by Blog posts › Cover image (Covered post), Blog posts › Social image (Covered post)',
    ]);
    expect(await deleteLibraryImage(t, admin, figure)).toEqual([409, '“figure” is used by Blog posts › Body (Illustrated post)']);
    expect(await deleteLibraryImage(t, admin, portrait)).toEqual([409, '“portrait” is used by Blog authors › Photo (Dana Writer)']);

    await ok(send('PUT', `/api/blog/manage/posts/${covered.id}`, { title: 'Covered post', body: doc('Hello') }));
    await ok(send('PUT', `/api/blog/manage/posts/${illustrated.id}`, { title: 'Illustrated post', body: doc('In words') }));
    await ok(send('PUT', '/api/blog/author', { displayName: 'Dana Writer', photo: '/images/dana.jpg' }));
    for (const image of [cover, figure, portrait]) {
      expect(await libraryUsages(t, admin, image)).toEqual([]);
      expect(await deleteLibraryImage(t, admin, image)).toEqual([200, `“${image.name}” is deleted`]);
    }
    for (const post of [covered, illustrated]) await ok(send('DELETE', `/api/blog/manage/posts/${post.id}`));
  });

  it.each([
    { kind: 'category', path: 'categories', subject: 'Category', extra: { description: 'Maps and reviews' } },
    { kind: 'tag', path: 'tags', subject: 'Tag', extra: {} },
  ])(
    'renames a $kind with the version it loaded, refusing a stale save, an unknown id and another $kind’s slug in its own words',
    async ({ kind, path, subject, extra }) => {
      type Term = { id: string; slug: string; name: string; version: number; description?: string };
      const message = async (response: Response) => [response.status, ((await response.json()) as ErrorBody).message];
      const first = await ok<Term>(send('POST', `/api/blog/${path}`, { name: 'Local SEO' }), 201);
      const second = await ok<Term>(send('POST', `/api/blog/${path}`, { name: 'Link building', slug: 'links' }), 201);
      expect([first.slug, second.slug]).toEqual(['local-seo', 'links']);

      const renamed = await ok<Term>(send('PUT', `/api/blog/${path}/${first.id}`, { name: 'Local search', ...extra }, { 'if-match': String(first.version) }));
      expect(renamed).toEqual({ id: first.id, name: 'Local search', slug: 'local-search', version: first.version + 1, posts: 0, ...extra });

      expect(await message(await send('PUT', `/api/blog/${path}/${first.id}`, { name: 'Stale' }, { 'if-match': String(first.version) }))).toEqual([
        409,
        `Someone saved this since you opened it (you loaded version ${first.version}, it is now version ${renamed.version}): reload it, then make your change again`,
      ]);
      expect(await message(await send('PUT', `/api/blog/${path}/${first.id}`, { name: 'Links', slug: 'links' }))).toEqual([
        409,
        `/blog/${kind}/links/ is already the address of the ${kind} "Link building"`,
      ]);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(await message(await send('PUT', `/api/blog/${path}/${unknown}`, { name: 'Nobody' }))).toEqual([404, `There is no ${kind} ${unknown}`]);
      expect(await message(await send('DELETE', `/api/blog/${path}/${unknown}`))).toEqual([404, `There is no ${kind} ${unknown}`]);
      expect((await ok<Term[]>(send('GET', `/api/blog/${path}`))).find((term) => term.id === first.id)).toEqual(renamed);

      expect(await ok(send('DELETE', `/api/blog/${path}/${second.id}`))).toEqual({
        message: expect.stringMatching(new RegExp(`^The ${kind} "Link building" was deleted`)),
      });
      await ok(send('DELETE', `/api/blog/${path}/${first.id}`));
      // The refused saves wrote nothing.
      const log = await json<{ items: { action: string; subject: string }[] }>(send('GET', '/api/audit-log?kind=blog&pageSize=5'));
      expect(log.items.map((entry) => [entry.action, entry.subject])).toEqual([
        ['delete', `${subject}: Local search`],
        ['delete', `${subject}: Link building`],
        ['update', `${subject}: Local search`],
        ['create', `${subject}: Link building`],
        ['create', `${subject}: Local SEO`],
      ]);
    },
  );

  it('lets only Admins write, and writes each change to the audit log', async () => {
    expect((await t.request('/api/blog/manage/posts', { headers: customer.headers })).status).toBe(403);
    expect((await t.request('/api/blog/manage/posts', { method: 'POST', json: { title: 'x', body: doc('x') }, headers: customer.headers })).status).toBe(403);
    expect((await t.request('/api/blog/manage/posts')).status).toBe(401);
    const items: { action: string; subject: string }[] = [];
    let after = '';
    do {
      const page = await json<{ items: typeof items; next: string | null }>(send('GET', `/api/audit-log?kind=blog&pageSize=100${after}`));
      items.push(...page.items);
      after = page.next ? `&after=${page.next}` : '';
    } while (after);
    const log = { items };
    const actions = new Set(items.map((entry) => entry.action));
    for (const action of ['create', 'update', 'delete', 'schedule', 'unpublish']) expect(actions).toContain(action);
    expect(log.items.some((entry) => entry.subject === 'Blog settings: Insights')).toBe(true);
  });

  it('deletes a category (its posts keep going, without one) and a tag (taken off its posts)', async () => {
    await ok(send('DELETE', `/api/blog/tags/${tagId}`));
    await ok(send('DELETE', `/api/blog/categories/${categoryId}`));
    const post = await json<PublicPost>(t.request('/api/blog/posts/crawl-budget-explained'));
    expect(post).toMatchObject({ category: null, tags: [] });
  });
});
