import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAGE_TEXTS } from '../../../../backend/src/site-pages/texts';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { ApiError, PagesService, type PageRecord } from '../../api/client';
import { SitePageEditScreen } from './SitePageEditScreen';

const BODY = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'We keep little.' }] }] };
const sitePage = (title: string, version: number): PageRecord => ({
  id: 'g1',
  body: BODY,
  blocks: [{ id: 'body', kind: 'richText', hidden: false, data: { body: BODY } }],
  areaServed: [],
  branchAddress: null,
  canonicalUrl: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  navPosition: 10,
  noindex: false,
  publishedAt: null,
  seoDescription: '',
  seoTitle: '',
  showInFooter: true,
  showInNav: false,
  slug: 'privacy-policy',
  socialImage: '',
  socialImageAlt: '',
  status: 'draft',
  title,
  updatedAt: '2026-03-01T10:00:00.000Z',
  version,
});

/** The API's answer to a save naming an older version than the one stored. */
const stale = (stored: number, yours: number) =>
  new ApiError(
    { method: 'PUT', url: '/api/pages/{id}' },
    { url: '/api/pages/g1', ok: false, status: 409, statusText: 'Conflict', body: { message: PAGE_TEXTS.stale(stored, yours) } },
    'Conflict',
  );

let stored = sitePage('Privacy policy', 3);

beforeEach(() => {
  stored = sitePage('Privacy policy', 3);
  jest.spyOn(PagesService, 'getPage').mockImplementation(() => answer(stored));
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function saveRefused(update: ReturnType<typeof jest.spyOn>) {
  renderAdminRoute('/site-pages/$id', SitePageEditScreen, '/site-pages/g1');
  const title = await screen.findByRole('textbox', { name: 'Title' });
  fireEvent.change(title, { target: { value: 'Privacy' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(update).toHaveBeenCalledWith({ id: 'g1', requestBody: expect.objectContaining({ title: 'Privacy' }), ifMatch: '3' });
  return alert;
}

describe('a page saved after someone else’s', () => {
  it('says someone else saved, offers their version or mine, and keeps what was typed', async () => {
    const update = jest.spyOn(PagesService, 'updatePage').mockRejectedValue(stale(4, 3));
    const alert = await saveRefused(update);
    expect(alert).toHaveTextContent('Someone else saved this since you opened it');
    expect(within(alert).getByRole('button', { name: 'Reload theirs' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Keep mine and save again' })).toBeVisible();
    // The refusal is said once, in the notice: not again as the form's error.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Privacy');
  });

  it('"Keep mine and save again" saves what was typed over their version', async () => {
    const update = jest.spyOn(PagesService, 'updatePage').mockRejectedValueOnce(stale(4, 3));
    const alert = await saveRefused(update);
    stored = sitePage('Privacy and cookies', 4);
    update.mockImplementationOnce(() => answer((stored = sitePage('Privacy', 5))));
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith({ id: 'g1', requestBody: expect.objectContaining({ title: 'Privacy' }), ifMatch: '4' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Privacy');
  });

  it('"Reload theirs" shows what they saved, and the next save names their version', async () => {
    const update = jest.spyOn(PagesService, 'updatePage').mockRejectedValueOnce(stale(4, 3));
    const alert = await saveRefused(update);
    stored = sitePage('Privacy and cookies', 4);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Privacy and cookies'));
    expect(screen.queryByRole('alert')).toBeNull();

    update.mockImplementationOnce(() => answer(sitePage('Privacy and cookies', 5)));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith({ id: 'g1', requestBody: expect.objectContaining({ title: 'Privacy and cookies' }), ifMatch: '4' }),
    );
  });
});

describe('a new page’s address', () => {
  it('follows the title until the owner writes a slug of their own, and is sent with the page', async () => {
    const add = jest.spyOn(PagesService, 'addPage').mockImplementation(() => answer(sitePage('Ünïcode & SEO in Leith!', 1)));
    renderAdminRoute('/site-pages/$id', SitePageEditScreen, '/site-pages/new');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    fireEvent.change(title, { target: { value: 'Ünïcode & SEO in Leith!' } });
    expect(slug).toHaveValue('unicode-seo-in-leith');
    fireEvent.change(slug, { target: { value: 'leith' } });
    fireEvent.change(title, { target: { value: 'SEO in Leith and Portobello' } });
    expect(slug).toHaveValue('leith');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ requestBody: expect.objectContaining({ title: 'SEO in Leith and Portobello', slug: 'leith' }) }));
  });

  it('of a saved page stays as it is when the title changes', async () => {
    renderAdminRoute('/site-pages/$id', SitePageEditScreen, '/site-pages/g1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Privacy and cookies' } });
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('privacy-policy');
  });
});
