import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BLOG_TEXTS } from '../../../../backend/src/blog/texts';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { ApiError, BlogService, type BlogCategoryRecord, type BlogPostRecord, type BlogTagRecord } from '../../api/client';
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
