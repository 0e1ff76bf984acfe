import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BLOG_TEXTS } from '../../../../backend/src/blog/texts';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { ApiError, BlogService, MediaService, type BlogCategoryRecord, type BlogPostRecord, type BlogTagRecord, type MediaRecord } from '../../api/client';
import { BlogPostEditScreen } from './BlogPostEditScreen';

const post = (title: string, version: number): BlogPostRecord => ({
  id: 'p1',
  author: null,
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] },
  canonicalUrl: null,
  categoryId: null,
  coverImage: null,
  coverImageAlt: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  excerpt: 'An excerpt',
  noindex: false,
  publishedAt: null,
  readingMinutes: 1,
  scheduled: false,
  seoDescription: null,
  seoTitle: null,
  slug: 'local-seo',
  socialImage: null,
  socialImageAlt: null,
  status: 'draft',
  tagIds: [],
  title,
  updatedAt: '2026-03-01T10:00:00.000Z',
  version,
});

/** The API's answer to a save naming an older version than the one stored. */
const stale = (loaded: number, current: number) =>
  new ApiError(
    { method: 'PUT', url: '/api/blog/posts/{id}' },
    { url: '/api/blog/posts/p1', ok: false, status: 409, statusText: 'Conflict', body: { message: BLOG_TEXTS.stale(loaded, current) } },
    'Conflict',
  );

let stored = post('Local SEO', 3);

beforeEach(() => {
  stored = post('Local SEO', 3);
  jest.spyOn(BlogService, 'getBlogPostForEdit').mockImplementation(() => answer(stored));
  jest.spyOn(BlogService, 'getBlogCategories').mockImplementation(() => answer<BlogCategoryRecord[]>([]));
  jest.spyOn(BlogService, 'getBlogTags').mockImplementation(() => answer<BlogTagRecord[]>([]));
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function openEditor() {
  renderAdminRoute('/blog-post/$id', BlogPostEditScreen, '/blog-post/p1');
  return screen.findByRole('textbox', { name: 'Title' });
}

async function saveRefused(update: ReturnType<typeof jest.spyOn>) {
  const title = await openEditor();
  fireEvent.change(title, { target: { value: 'Local SEO in 2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(update).toHaveBeenCalledWith({ id: 'p1', requestBody: expect.objectContaining({ title: 'Local SEO in 2026' }), ifMatch: '3' });
  return alert;
}

describe('a post saved after someone else’s', () => {
  it('says someone else saved, offers their version or mine, and keeps what was typed', async () => {
    const update = jest.spyOn(BlogService, 'updateBlogPost').mockRejectedValue(stale(3, 4));
    const alert = await saveRefused(update);
    expect(alert).toHaveTextContent('Someone else saved this since you opened it');
    expect(within(alert).getByRole('button', { name: 'Reload theirs' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Keep mine and save again' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Local SEO in 2026');
  });

  it('"Keep mine and save again" saves what was typed over their version', async () => {
    const update = jest.spyOn(BlogService, 'updateBlogPost').mockRejectedValueOnce(stale(3, 4));
    const alert = await saveRefused(update);
    stored = post('Local SEO, revised', 4);
    update.mockImplementationOnce(() => answer((stored = post('Local SEO in 2026', 5))));
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith({ id: 'p1', requestBody: expect.objectContaining({ title: 'Local SEO in 2026' }), ifMatch: '4' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Local SEO in 2026');
  });

  it('"Reload theirs" shows what they saved, and the next save names their version', async () => {
    const update = jest.spyOn(BlogService, 'updateBlogPost').mockRejectedValueOnce(stale(3, 4));
    const alert = await saveRefused(update);
    stored = post('Local SEO, revised', 4);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Local SEO, revised'));
    expect(screen.queryByRole('alert')).toBeNull();

    update.mockImplementationOnce(() => answer(post('Local SEO, revised', 5)));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith({ id: 'p1', requestBody: expect.objectContaining({ title: 'Local SEO, revised' }), ifMatch: '4' }),
    );
  });
});

describe('a draft post before it is saved', () => {
  it('is previewed as its page will show it, from the unsaved body, without saving', async () => {
    const update = jest.spyOn(BlogService, 'updateBlogPost');
    const preview = jest.spyOn(BlogService, 'previewBlogPost').mockImplementation(() => answer({ html: '<h2>Why local SEO</h2><p>Hello</p>' }));
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const shown = await screen.findByRole('region', { name: 'Preview' });
    expect(within(shown).getByRole('heading', { name: 'Why local SEO', level: 2 })).toBeVisible();
    expect(within(shown).getByRole('heading', { name: 'Local SEO', level: 3 })).toBeVisible();
    expect(preview).toHaveBeenCalledWith({ requestBody: { body: stored.body } });
    expect(update).not.toHaveBeenCalled();
  });

  it('takes its cover from the media library’s “Choose image”, as the other editors do', async () => {
    const image: MediaRecord = {
      id: 'm1',
      url: '/media/m1',
      name: 'storefront',
      alt: 'The shop front',
      decorative: false,
      format: 'jpeg',
      width: 2400,
      height: 1600,
      bytes: 2_450_000,
      hash: 'a1b2c3d4e5f60718',
      focalX: 0.5,
      focalY: 0.5,
      widths: [320, 640],
      formats: ['webp', 'jpeg'],
      thumbnailUrl: '/media/a1b2c3d4e5f60718-320.webp',
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      version: 1,
      usages: [],
    };
    jest.spyOn(MediaService, 'getMediaList').mockResolvedValue({ items: [image], total: 1, page: 1, pageSize: 24 });
    jest.spyOn(MediaService, 'getMedia').mockImplementation(() => answer(image));
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Choose image for Cover image' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Library' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /storefront/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cover image' })).toHaveValue('/media/m1'));
  });
});
