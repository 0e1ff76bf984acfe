import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { answer } from '../../../test/answer';
import { render } from '../../../test/render';
import { createAppState, type AppState } from '../../app-state';
import { ApiError, MediaService, type MediaRecord } from '../../api/client';
import { ImageField } from './ImageField';
import { MediaDetails } from './MediaDetails';

const ID = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const record = (changes: Partial<MediaRecord> = {}): MediaRecord => ({
  id: ID,
  url: `/media/${ID}`,
  name: 'team-photo',
  alt: 'Our team at the whiteboard',
  decorative: false,
  format: 'jpeg',
  width: 2400,
  height: 1600,
  bytes: 2_450_000,
  hash: 'a1b2c3d4e5f60718',
  focalX: 0.5,
  focalY: 0.5,
  widths: [320, 640, 960, 1280, 1920],
  formats: ['avif', 'webp', 'jpeg'],
  thumbnailUrl: '/media/a1b2c3d4e5f60718-320.webp',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  version: 1,
  usages: [],
  ...changes,
});

/** The component at / of a router (its links resolve) with a query cache of its own. */
function renderRouted(ui: () => ReactNode) {
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const routes = ['/', '/media', '/banner/$id', '/site-pages/$id', '/blog-post/$id', '/blog-terms', '/search-appearance', '/case-study-admin/$id'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <>{ui()}</> }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { state: createAppState({}, null) },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** XMLHttpRequest answering every upload with the record, progress first. */
function fakeUploads(answer: MediaRecord) {
  const sent: FormData[] = [];
  class FakeRequest {
    upload: { onprogress?: (event: object) => void } = {};
    status = 0;
    responseText = '';
    withCredentials = false;
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    send(body: FormData) {
      sent.push(body);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      setTimeout(() => {
        this.status = 201;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 10);
    }
  }
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  return sent;
}

const originalRequest = globalThis.XMLHttpRequest;
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.XMLHttpRequest = originalRequest;
});

describe('an image field', () => {
  it('shows the library image it holds: its thumbnail, its alt text and the way to its details', async () => {
    jest.spyOn(MediaService, 'getMedia').mockResolvedValue(record());
    renderRouted(() => <ImageField label="Image URL" value={`/media/${ID}`} valid onChange={() => undefined} inputProps={{}} />);
    expect(await screen.findByText('Alt text: Our team at the whiteboard')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveValue(`/media/${ID}`);
    expect(screen.getByRole('link', { name: 'Edit in the media library' })).toHaveAttribute('href', `/media?selected=${ID}`);
  });

  it('says when the library image it holds is gone', async () => {
    jest
      .spyOn(MediaService, 'getMedia')
      .mockRejectedValue(
        new ApiError({ method: 'GET', url: '' }, { url: '', ok: false, status: 404, statusText: 'Not Found', body: { message: 'No image' } }, 'Not Found'),
      );
    renderRouted(() => <ImageField label="Image URL" value={`/media/${ID}`} valid onChange={() => undefined} inputProps={{}} />);
    expect(await screen.findByText('This library image no longer exists. Choose another one.')).toBeInTheDocument();
  });

  it('uploads a photo described in alt text from “Choose image” and puts its address in the field', async () => {
    jest.spyOn(MediaService, 'getMediaList').mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 24 });
    const sent = fakeUploads(record());
    const onChange = jest.fn();
    renderRouted(() => <ImageField label="Image URL" value="/images/banner.svg" valid onChange={onChange} inputProps={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose image for Image URL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image: Image URL' });
    expect(within(dialog).getByText(/screen readers say in place of an image, and what search engines read/)).toBeInTheDocument();
    const photo = new File([new Uint8Array(2048)], 'team-photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText('Choose images to upload'), { target: { files: [photo] } });
    const card = await within(dialog).findByRole('listitem', { name: 'team-photo.jpg' });
    // Not described: not sent, and the field says why.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 1 image' }));
    expect(await within(card).findByText(/Describe the image, or tick “Decorative image”/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(card).getByRole('textbox', { name: /Alt text/ }), { target: { value: 'Our team at the whiteboard' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 1 image' }));
    expect(await within(card).findByRole('progressbar', { name: 'Uploading team-photo.jpg' })).toBeInTheDocument();
    fireEvent.click(await within(card).findByRole('button', { name: 'Use this image' }));
    expect(onChange).toHaveBeenCalledWith(`/media/${ID}`);
    expect(sent[0].get('alt')).toBe('Our team at the whiteboard');
    expect(sent[0].get('decorative')).toBe('false');
  });

  it('picks an image of the library, searched by name or alt text', async () => {
    const list = jest.spyOn(MediaService, 'getMediaList').mockResolvedValue({ items: [record()], total: 1, page: 1, pageSize: 24 });
    const onChange = jest.fn();
    renderRouted(() => <ImageField label="Image URL" value="" valid={false} onChange={onChange} inputProps={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose image for Image URL' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Library' }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search by name or alt text' }), { target: { value: 'team' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ search: 'team', page: 1, pageSize: 24 }));
    fireEvent.click(within(dialog).getByRole('button', { name: /team-photo/ }));
    expect(onChange).toHaveBeenCalledWith(`/media/${ID}`);
  });
});

describe('an image’s details', () => {
  it('lists where the image is used, each linking to its editor', async () => {
    jest
      .spyOn(MediaService, 'getMedia')
      .mockResolvedValue(record({ usages: [{ section: 'banner', sectionTitle: 'Banner', recordId: 'b1', field: 'imageOne', fieldLabel: 'Image URL' }] }));
    renderRouted(() => <MediaDetails id={ID} onDeleted={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Banner › Image URL' })).toHaveAttribute('href', '/banner/b1');
    expect(screen.getByText('2400 × 1600 px')).toBeInTheDocument();
    expect(screen.getByText('2.5 MB')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address to use in an image field' })).toHaveValue(`/media/${ID}`);
  });

  it('links a use by a page, a post, a case study, a byline or a fixed page’s search appearance to the editor the server names', async () => {
    const use = (section: string, sectionTitle: string, recordId: string, field: string, fieldLabel: string, recordLabel: string, editorPath: string) => ({
      section,
      sectionTitle,
      recordId,
      field,
      fieldLabel,
      recordLabel,
      editorPath,
    });
    jest.spyOn(MediaService, 'getMedia').mockResolvedValue(
      record({
        usages: [
          use('sitePages', 'Pages', 'p1', 'body', 'Body', 'Case study', '/site-pages/p1'),
          use('blogPosts', 'Blog posts', 'b1', 'coverImage', 'Cover image', 'Crawl budget', '/blog-post/b1'),
          use('caseStudies', 'Case studies', 'c1', 'gallery', 'Gallery', 'Outdoor shop', '/case-study-admin/c1'),
          use('blogAuthors', 'Blog authors', 'a1', 'photo', 'Photo', 'Dana Writer', '/blog-terms'),
          use('pageSeo', 'Search appearance', 'pricing', 'socialImage', 'Social image', '/pricing/', '/search-appearance'),
        ],
      }),
    );
    renderRouted(() => <MediaDetails id={ID} onDeleted={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Pages “Case study” › Body' })).toHaveAttribute('href', '/site-pages/p1');
    expect(screen.getByRole('link', { name: 'Blog posts “Crawl budget” › Cover image' })).toHaveAttribute('href', '/blog-post/b1');
    expect(screen.getByRole('link', { name: 'Case studies “Outdoor shop” › Gallery' })).toHaveAttribute('href', '/case-study-admin/c1');
    expect(screen.getByRole('link', { name: 'Blog authors “Dana Writer” › Photo' })).toHaveAttribute('href', '/blog-terms');
    expect(screen.getByRole('link', { name: 'Search appearance “/pricing/” › Social image' })).toHaveAttribute('href', '/search-appearance');
  });

  it('shows the server’s refusal to delete an image in use, naming the uses', async () => {
    jest.spyOn(MediaService, 'getMedia').mockResolvedValue(record());
    const refusal = '“team-photo” is used by Banner › Image URL';
    jest
      .spyOn(MediaService, 'deleteMedia')
      .mockRejectedValue(
        new ApiError({ method: 'DELETE', url: '' }, { url: '', ok: false, status: 409, statusText: 'Conflict', body: { message: refusal } }, 'Conflict'),
      );
    const onDeleted = jest.fn();
    renderRouted(() => <MediaDetails id={ID} onDeleted={onDeleted} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('says what deleting does, and deletes the files at once only when “Delete now, everywhere” is ticked', async () => {
    jest.spyOn(MediaService, 'getMedia').mockResolvedValue(record());
    const remove = jest.spyOn(MediaService, 'deleteMedia').mockResolvedValue({ message: '“team-photo” is deleted, and its files with it' });
    const onDeleted = jest.fn();
    renderRouted(() => <MediaDetails id={ID} onDeleted={onDeleted} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    expect(within(dialog).getByText(/stay reachable at their addresses for 7 days/)).toBeInTheDocument();
    const now = within(dialog).getByRole('checkbox', { name: 'Delete now, everywhere' });
    expect(now).not.toBeChecked();
    fireEvent.click(now);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith({ id: ID, purge: 'true' });
  });

  it('deletes as usual, the files kept a week, when the box is left alone', async () => {
    jest.spyOn(MediaService, 'getMedia').mockResolvedValue(record());
    const remove = jest.spyOn(MediaService, 'deleteMedia').mockResolvedValue({ message: '“team-photo” is deleted' });
    const onDeleted = jest.fn();
    renderRouted(() => <MediaDetails id={ID} onDeleted={onDeleted} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith({ id: ID, purge: 'false' });
  });

  it('sets the focal point with the arrow keys and saves it with the version it was loaded at', async () => {
    jest.spyOn(MediaService, 'getMedia').mockResolvedValue(record({ version: 3 }));
    const update = jest.spyOn(MediaService, 'updateMedia').mockResolvedValue(record({ version: 4, focalX: 0.45, focalY: 0.55 }));
    renderRouted(() => <MediaDetails id={ID} onDeleted={() => undefined} />);
    const picker = await screen.findByRole('group', { name: /set its focal point/ });
    fireEvent.keyDown(picker, { key: 'ArrowLeft' });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    expect(screen.getByText('Focal point: 45% from the left, 55% from the top')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save focal point' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: ID, requestBody: { focalX: 0.45, focalY: 0.55 }, ifMatch: '3' }));
  });
});

describe('an image changed by someone else since its details opened', () => {
  // The server's words (backend/src/media/texts.ts), which the editor tells a stale save by.
  const stale = (current: number, yours: number) =>
    `This image was changed by someone else since you opened it (version ${current}, yours ${yours}). Reload it and apply your changes again.`;
  const refusal = (current: number, yours: number) =>
    new ApiError(
      { method: 'PATCH', url: '/api/media/{id}' },
      { url: `/api/media/${ID}`, ok: false, status: 409, statusText: 'Conflict', body: { message: stale(current, yours) } },
      'Conflict',
    );
  let stored = record({ version: 3 });
  beforeEach(() => {
    stored = record({ version: 3 });
    jest.spyOn(MediaService, 'getMedia').mockImplementation(() => answer(stored));
  });

  async function describeRefused(update: ReturnType<typeof jest.spyOn>) {
    renderRouted(() => <MediaDetails id={ID} onDeleted={() => undefined} />);
    const alt = await screen.findByRole('textbox', { name: /Alt text/ });
    fireEvent.change(alt, { target: { value: 'Our team planning a launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
    const alert = await screen.findByRole('alert');
    expect(update).toHaveBeenCalledWith({ id: ID, requestBody: { name: 'team-photo', decorative: false, alt: 'Our team planning a launch' }, ifMatch: '3' });
    return alert;
  }

  it('says so when a save is refused, offering their version or mine, and keeps what was typed', async () => {
    const update = jest.spyOn(MediaService, 'updateMedia').mockRejectedValue(refusal(4, 3));
    const alert = await describeRefused(update);
    expect(alert).toHaveTextContent('Someone else saved this since you opened it');
    expect(within(alert).getByRole('button', { name: 'Reload theirs' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Keep mine and save again' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Alt text/ })).toHaveValue('Our team planning a launch');
  });

  it('"Keep mine and save again" saves the description typed over their version', async () => {
    const update = jest.spyOn(MediaService, 'updateMedia').mockRejectedValueOnce(refusal(4, 3));
    const alert = await describeRefused(update);
    stored = record({ version: 4, alt: 'The team at the whiteboard' });
    update.mockImplementationOnce(() => answer((stored = record({ version: 5, alt: 'Our team planning a launch' }))));
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith({
      id: ID,
      requestBody: { name: 'team-photo', decorative: false, alt: 'Our team planning a launch' },
      ifMatch: '4',
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('textbox', { name: /Alt text/ })).toHaveValue('Our team planning a launch');
  });

  it('"Reload theirs" shows what they saved, and the next save names their version', async () => {
    const update = jest.spyOn(MediaService, 'updateMedia').mockRejectedValueOnce(refusal(4, 3));
    const alert = await describeRefused(update);
    stored = record({ version: 4, alt: 'The team at the whiteboard' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Alt text/ })).toHaveValue('The team at the whiteboard'));
    expect(screen.queryByRole('alert')).toBeNull();

    update.mockImplementationOnce(() => answer(record({ version: 5, name: 'team', alt: 'The team at the whiteboard' })));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith({ id: ID, requestBody: { name: 'team', decorative: false, alt: 'The team at the whiteboard' }, ifMatch: '4' }),
    );
  });

  it('offers the same choices when a new file is refused, and "Keep mine" sends the file again over their version', async () => {
    const requests: { headers: Record<string, string> }[] = [];
    class FakeRequest {
      upload: { onprogress?: (event: object) => void } = {};
      status = 0;
      responseText = '';
      withCredentials = false;
      headers: Record<string, string> = {};
      onload?: () => void;
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send() {
        requests.push(this);
        const refused = requests.length === 1;
        setTimeout(() => {
          this.status = refused ? 409 : 200;
          this.responseText = JSON.stringify(refused ? { statusCode: 409, message: stale(4, 3) } : record({ version: 5 }));
          this.onload?.();
        }, 10);
      }
    }
    globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
    renderRouted(() => <MediaDetails id={ID} onDeleted={() => undefined} />);
    await screen.findByRole('button', { name: 'Replace file…' });
    const photo = new File([new Uint8Array(2048)], 'new-team-photo.jpg', { type: 'image/jpeg' });
    const input = document.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [photo] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this since you opened it');
    expect(requests[0].headers['If-Match']).toBe('3');

    stored = record({ version: 4 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].headers['If-Match']).toBe('4');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
