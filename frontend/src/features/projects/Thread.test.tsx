import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '../../../test/answer';
import { render } from '../../../test/render';
import { ProjectsService, type ProjectMessageRecord, type ProjectThread } from '../../api/client';
import { ATTACHMENT_MAX_BYTES, Thread, type ThreadWords } from './Thread';

const PROJECT = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

const WORDS: ThreadWords = {
  heading: 'Messages',
  none: 'No messages yet.',
  label: 'Your message',
  send: 'Send',
  sent: 'Sent',
  attach: 'Attach a file',
  attachRule: 'PDF or image; at most 20 MB',
  attachment: (fileName, size) => `${fileName} (${size})`,
  author: (fromAgency) => (fromAgency ? 'Agency' : 'You'),
};

const WITH_FILE: ProjectMessageRecord = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  fromAgency: true,
  author: 'owner@example.com',
  body: 'The plan, attached',
  attachments: [
    {
      _id: 'd1d2d3d4-0000-4000-8000-000000000002',
      fileName: 'plan.pdf',
      size: 2048,
      downloadUrl: '/api/deliverable/d1d2d3d4-0000-4000-8000-000000000002/file',
    },
  ],
  createdAt: '2026-11-29T10:00:00.000Z',
};

let thread: ProjectThread;
beforeEach(() => {
  thread = { items: [WITH_FILE], unread: 0 };
  jest.spyOn(ProjectsService, 'getProjectMessages').mockImplementation(() => answer(thread));
});
afterEach(() => {
  jest.restoreAllMocks();
});

function renderThread() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Thread projectId={PROJECT} words={WORDS} />
    </QueryClientProvider>,
  );
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('a project thread', () => {
  it('links each attachment to its private deliverable, by name and size', async () => {
    renderThread();
    const link = await screen.findByRole('link', { name: 'plan.pdf (2 KB)' });
    expect(link.getAttribute('href')).toBe(WITH_FILE.attachments[0].downloadUrl);
  });

  it('has a labelled file field that says what may be attached and offers only those types', async () => {
    renderThread();
    await screen.findByText('The plan, attached');
    expect(screen.getByText('PDF or image; at most 20 MB')).toBeTruthy();
    // Mantine's FileInput is a button labelled by its label; the hidden input carries the types.
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeTruthy();
    expect(fileInput().accept).toContain('.pdf');
  });

  it('sends the file with the message as multipart, keeps the form busy meanwhile, then empties it', async () => {
    let settle: (value: ProjectMessageRecord) => void = () => undefined;
    const upload = jest
      .spyOn(ProjectsService, 'addProjectMessageWithFile')
      .mockReturnValue(answer(new Promise<ProjectMessageRecord>((resolve) => (settle = resolve))));
    const plain = jest.spyOn(ProjectsService, 'addProjectMessage');
    renderThread();
    await screen.findByText('The plan, attached');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Here is the export' } });
    const file = new File(['a,b\n1,2\n'], 'export.csv', { type: 'text/csv' });
    fireEvent.change(fileInput(), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0][0]).toEqual({ id: PROJECT, formData: { file, body: 'Here is the export' } });
    expect(plain).not.toHaveBeenCalled();
    // While it goes: the send button shows its loader and the file field cannot change.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Attach a file' }).hasAttribute('disabled')).toBe(true));
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    settle({ ...WITH_FILE, _id: 'a1b2c3d4-0000-4000-8000-000000000003', fromAgency: false });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByRole('button', { name: 'Attach a file' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends a file alone, and a text alone through the plain operation', async () => {
    const upload = jest.spyOn(ProjectsService, 'addProjectMessageWithFile').mockReturnValue(answer(WITH_FILE));
    const plain = jest.spyOn(ProjectsService, 'addProjectMessage').mockReturnValue(answer(WITH_FILE));
    renderThread();
    await screen.findByText('The plan, attached');
    const file = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith({ id: PROJECT, formData: { file } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(plain).toHaveBeenCalledWith({ id: PROJECT, requestBody: { body: 'Thanks' } }));
  });

  it('refuses a file over 20 MB before sending it, saying the rule', async () => {
    const upload = jest.spyOn(ProjectsService, 'addProjectMessageWithFile');
    renderThread();
    await screen.findByText('The plan, attached');
    const big = new File(['x'], 'huge.zip', { type: 'application/zip' });
    Object.defineProperty(big, 'size', { value: ATTACHMENT_MAX_BYTES + 1 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    await waitFor(() => expect(screen.getAllByText('PDF or image; at most 20 MB').length).toBe(2));
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(document.querySelector('form')!);
    expect(upload).not.toHaveBeenCalled();
  });
});
