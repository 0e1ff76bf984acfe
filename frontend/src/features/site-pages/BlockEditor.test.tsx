import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { SECTIONS, describeSection } from '../../../../backend/src/content/sections';
import { BLOCK_KINDS } from '../../../../backend/src/site-pages/blocks';
import { render } from '../../../test/render';
import type { BlockKindView, PageBlock, SectionDefinitionDto } from '../../api/client';
import { BlockEditor } from './BlockEditor';

/** What the API answers: the sections' forms (GET /api/sections) and the kinds (GET /api/home-layout/block-kinds). */
const definitions = new Map((JSON.parse(JSON.stringify(SECTIONS.map(describeSection))) as SectionDefinitionDto[]).map((section) => [section.key, section]));
const kinds: BlockKindView[] = BLOCK_KINDS.map((kind) => {
  const declared = kind as { kind: BlockKindView['kind']; title: string; heading?: { section: string; pick?: readonly string[] }; items?: string };
  return {
    kind: declared.kind,
    title: declared.title,
    headingSection: declared.heading?.section,
    headingFields: declared.heading?.pick ? [...declared.heading.pick] : undefined,
    itemsSection: declared.items,
  };
});

/** What the editor last handed up, and how often the page around it was submitted. */
const seen = { latest: [] as PageBlock[], pageSaves: 0 };
function Editor({ initial }: { initial: PageBlock[] }) {
  const [blocks, setBlocks] = useState(initial);
  const change = (next: PageBlock[]) => {
    seen.latest = next;
    setBlocks(next);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        seen.pageSaves++;
      }}
    >
      <BlockEditor blocks={blocks} onChange={change} kinds={kinds} definitions={definitions} />
    </form>
  );
}

const faq: PageBlock = { id: 'faq', kind: 'faq', hidden: false, data: { heading: { faqHeading: 'Questions', faqText: 'Asked first.' }, items: [] } };
const cta: PageBlock = { id: 'cta', kind: 'callToAction', hidden: false, data: { heading: { heading: 'Call us', subHeading: 'Today.' } } };

describe('the page’s blocks in its editor', () => {
  it('adds a block of a chosen kind and edits it with its section’s form, items included, without saving the page', async () => {
    render(<Editor initial={[]} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Kind of block to add' }));
    fireEvent.click(await screen.findByRole('option', { name: 'FAQ' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the block' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Heading/ }), { target: { value: 'Questions from Leeds' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Text/ }), { target: { value: 'Asked first.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add an item' }));
    const item = within(dialog).getByRole('region', { name: 'New item' });
    // The item's form keeps the section's rules: an empty answer is refused before it is added.
    fireEvent.change(within(item).getByRole('textbox', { name: /^Question/ }), { target: { value: 'Do you visit?' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Add the item' }));
    expect(await within(item).findByText('Answer is required')).toBeInTheDocument();
    fireEvent.change(within(item).getByRole('textbox', { name: /^Answer/ }), { target: { value: 'Yes.' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Add the item' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'New item' })).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(seen.latest).toEqual([
      {
        id: 'faq',
        kind: 'faq',
        hidden: false,
        data: { heading: { faqHeading: 'Questions from Leeds', faqText: 'Asked first.' }, items: [{ accodingTitle: 'Do you visit?', accodingText: 'Yes.' }] },
      },
    ]);
    expect(screen.getByText('1. FAQ: Questions from Leeds')).toBeInTheDocument();
    // The dialog's forms are its own: none of their submits saved the page around it.
    expect(seen.pageSaves).toBe(0);
  });

  it('moves, hides and deletes blocks', () => {
    render(<Editor initial={[faq, cta]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move “Call to action: Call us” up' }));
    expect(seen.latest.map((block) => block.id)).toEqual(['cta', 'faq']);
    expect(screen.getByRole('button', { name: 'Move “Call to action: Call us” up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('switch', { name: 'Show “FAQ: Questions”' }));
    expect(seen.latest.find((block) => block.id === 'faq')!.hidden).toBe(true);
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Call to action: Call us”' }));
    expect(seen.latest.map((block) => block.id)).toEqual(['faq']);
  });
});
