import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Editor } from '@tiptap/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { render } from '../../../test/render';
import { MediaService, type MediaRecord } from '../../api/client';
import { RichTextBody } from './RichTextBody';
import { RichTextEditor } from './RichTextEditor';
import { EDITOR_SAMPLE } from '../../../../backend/src/rich-text/editor-sample';
import type { RichTextDoc } from './types';

const ID = '7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const record: MediaRecord = {
  id: ID,
  url: `/media/${ID}`,
  name: 'traffic-chart',
  alt: 'Organic traffic doubled in six months',
  decorative: false,
  format: 'png',
  width: 1600,
  height: 900,
  bytes: 120_000,
  hash: 'a1b2c3d4e5f60718',
  focalX: 0.5,
  focalY: 0.5,
  widths: [320, 640, 960, 1280, 1600],
  formats: ['avif', 'webp', 'png'],
  thumbnailUrl: '/media/a1b2c3d4e5f60718-320.webp',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  version: 1,
  usages: [],
};

/** The editor in a screen that keeps its value, as an admin form does; every emitted document is recorded. */
function renderEditor(initial: RichTextDoc | null = null, props: { error?: string; description?: string } = {}) {
  const emitted: RichTextDoc[] = [];
  function Form() {
    const [value, setValue] = useState<RichTextDoc | null>(initial);
    return (
      <RichTextEditor
        label="Body"
        value={value}
        onChange={(doc) => {
          emitted.push(doc);
          setValue(doc);
        }}
        {...props}
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form />
    </QueryClientProvider>,
  );
  const textbox = screen.getByRole('textbox', { name: 'Body' });
  // Tiptap keeps its editor on the element it edits; typing goes through its commands (jsdom has no layout for real keystrokes into a contenteditable)
  const editor = (textbox as HTMLElement & { editor: Editor }).editor;
  const type = (text: string) => act(() => void editor.chain().focus('end').insertContent(text).run());
  const last = () => emitted[emitted.length - 1];
  return { textbox, editor, type, last, emitted };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting of Body' });
const press = (name: string) => fireEvent.click(within(toolbar()).getByRole('button', { name }));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the rich-text editor', () => {
  it('is a labelled, described text box with a labelled toolbar', () => {
    const { textbox } = renderEditor(null, { description: 'What the page says', error: 'Write something' });
    expect(textbox).toHaveAccessibleName('Body');
    expect(textbox).toHaveAccessibleDescription('What the page says Write something');
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    for (const name of [
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bold',
      'Italic',
      'Bullet list',
      'Ordered list',
      'Blockquote',
      'Link',
      'Insert an image from the media library',
      'Insert a call to action',
      'Insert table',
      'Undo',
      'Redo',
    ]) {
      expect(within(toolbar()).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('emits the document as JSON: typed text, a heading and bold from the toolbar', () => {
    const { editor, type, last } = renderEditor();
    type('Our process');
    expect(last()).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Our process' }] }] });
    press('Heading 2');
    expect(last().content?.[0]).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our process' }] });
    act(() => void editor.commands.selectAll());
    press('Bold');
    expect(last().content?.[0].content?.[0]).toEqual({ type: 'text', text: 'Our process', marks: [{ type: 'bold' }] });
    press('Undo');
    expect(last().content?.[0].content?.[0]).toEqual({ type: 'text', text: 'Our process' });
  });

  it('makes lists and quotes from the toolbar', () => {
    const { type, last } = renderEditor();
    type('First step');
    press('Bullet list');
    expect(last().content?.[0]).toEqual({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First step' }] }] }],
    });
    press('Bullet list');
    press('Blockquote');
    expect(last().content?.[0].type).toBe('blockquote');
  });

  it('keeps only links the server keeps: a path or https, never javascript:', () => {
    const { editor, type, last } = renderEditor();
    type('pricing');
    act(() => void editor.chain().selectAll().setLink({ href: 'javascript:alert(1)' }).run());
    expect(JSON.stringify(last())).not.toContain('javascript');
    act(() => void editor.chain().selectAll().setLink({ href: '/pricing/' }).run());
    expect(last().content?.[0].content?.[0].marks).toEqual([{ type: 'link', attrs: expect.objectContaining({ href: '/pricing/' }) as unknown }]);
    expect(editor.getHTML()).not.toContain('target');
  });

  it('inserts a table from the toolbar, with a header row', async () => {
    const { last } = renderEditor();
    press('Insert table');
    fireEvent.click(await screen.findByRole('button', { name: 'Insert 2 × 2 table' }));
    const table = last().content?.find((node) => node.type === 'table');
    expect(table?.content?.map((row) => row.content?.map((cell) => cell.type))).toEqual([
      ['tableHeader', 'tableHeader'],
      ['tableCell', 'tableCell'],
    ]);
    // inside the table, its own controls show
    expect(within(toolbar()).getByRole('button', { name: 'Add row after' })).toBeInTheDocument();
  });

  it('offers the library’s images and inserts the one picked with its alt text and size', async () => {
    const list = jest.spyOn(MediaService, 'getMediaList').mockResolvedValue({ items: [record], total: 1, page: 1, pageSize: 24 });
    const { last } = renderEditor();
    press('Insert an image from the media library');
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image: Body (image in the text)' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Library' }));
    const library = await within(dialog).findByRole('list', { name: 'Library images' });
    expect(list).toHaveBeenCalled();
    fireEvent.click(within(library).getByRole('button', { name: /traffic-chart/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(last().content?.find((node) => node.type === 'image')).toEqual({
      type: 'image',
      attrs: expect.objectContaining({ src: `/media/${ID}`, alt: 'Organic traffic doubled in six months', width: 1600, height: 900 }) as unknown,
    });
  });

  it('writes a call to action in a dialog that checks its text and link, and edits it again', async () => {
    const { editor, last } = renderEditor();
    press('Insert a call to action');
    let dialog = await screen.findByRole('dialog', { name: 'Call to action' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Link/ }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(within(dialog).getByText('Give the button a text (at most 120 characters)')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a path of this site/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Button text/ }), { target: { value: 'Ask for a free analysis' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Link/ }), { target: { value: '/contact-us' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Second button' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cta = { type: 'callToAction', attrs: { text: 'Ask for a free analysis', href: '/contact-us', variant: 'secondary' } };
    expect(last().content).toContainEqual(cta);

    // selected, it opens filled in and is replaced, not duplicated
    let position = -1;
    editor.state.doc.forEach((node, offset) => {
      if (node.type.name === 'callToAction') position = offset;
    });
    expect(position).toBeGreaterThanOrEqual(0);
    act(() => void editor.commands.setNodeSelection(position));
    press('Insert a call to action');
    dialog = await screen.findByRole('dialog', { name: 'Call to action' });
    expect(within(dialog).getByRole('textbox', { name: /Button text/ })).toHaveValue('Ask for a free analysis');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Button text/ }), { target: { value: 'Order now' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const ctas = last().content?.filter((node) => node.type === 'callToAction');
    expect(ctas).toEqual([{ type: 'callToAction', attrs: { text: 'Order now', href: '/contact-us', variant: 'secondary' } }]);
  });

  it('loads a document given later (an edit screen after its fetch) without emitting it back', () => {
    const doc: RichTextDoc = { type: 'doc', content: [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Loaded' }] }] };
    function Later() {
      const [value, setValue] = useState<RichTextDoc | null>(null);
      return (
        <>
          <button type="button" onClick={() => setValue(doc)}>
            load
          </button>
          <RichTextEditor label="Body" value={value} onChange={onChange} />
        </>
      );
    }
    const onChange = jest.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Later />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(screen.getByRole('textbox', { name: 'Body' }).querySelector('h3')).toHaveTextContent('Loaded');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('a rendered body', () => {
  it('shows the server’s HTML as it is', () => {
    const { container } = render(<RichTextBody html={'<h2 id="why">Why</h2><p><a href="/pricing/">Prices</a></p>'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toHaveAttribute('id', 'why');
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/pricing/');
    expect(container.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('the editor’s JSON, as the server reads it', () => {
  it('is exactly the sample the server’s render test round-trips (backend/src/rich-text/editor-sample.ts)', () => {
    const { editor } = renderEditor(EDITOR_SAMPLE as RichTextDoc);
    expect(editor.getJSON()).toEqual(EDITOR_SAMPLE);
  });
});
