import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { render } from '../../../test/render';
import { MenuItemFields, type TargetLists } from './MenuItemFields';
import { blankItem, draftOf, inputOf, type DraftItem } from './menu-draft';

const STUDY = '7b3c2a10-1111-4000-8000-000000000001';
const targets: TargetLists = {
  page: [{ value: 'page-1', label: 'About us' }],
  post: [],
  category: [],
  caseStudy: [
    { value: STUDY, label: 'Leeds Dental: +240 % organic traffic' },
    { value: '7b3c2a10-1111-4000-8000-000000000002', label: 'Harrogate Hotels (draft)' },
  ],
};

/** The fields of one item, holding the draft as the menu editor does, and showing what it would send. */
function Item({ initial }: { initial: DraftItem }) {
  const [item, setItem] = useState(initial);
  return (
    <>
      <MenuItemFields item={item} onChange={setItem} targets={targets} name="item 1" />
      <output>{JSON.stringify(inputOf('Header', [item]).items[0].link)}</output>
    </>
  );
}

/** A select's option list, opened. (jsdom runs no CSS transitions, so the open list never shows: its options count as hidden.) */
function optionList(name: string): HTMLElement {
  const input = screen.getByRole('combobox', { name });
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`no option list for ${name}`);
  return list;
}

const options = (name: string) =>
  within(optionList(name))
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
const pick = (name: string, option: string) => fireEvent.click(within(optionList(name)).getByRole('option', { name: option, hidden: true }));

describe('a menu item that leads to a case study', () => {
  it('is picked from the case studies by title and sent by id, so a new slug follows', async () => {
    render(<Item initial={{ ...blankItem(), label: 'Our work' }} />);
    expect(options('Link type of item 1')).toContain('Case study');
    pick('Link type of item 1', 'Case study');
    // No study chosen yet: the form says so before the server is asked.
    expect(await screen.findByText('Choose where it leads')).toBeInTheDocument();
    // The case studies by title, drafts named as such.
    expect(options('Target of item 1')).toEqual(['Leeds Dental: +240 % organic traffic', 'Harrogate Hotels (draft)']);
    pick('Target of item 1', 'Leeds Dental: +240 % organic traffic');
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({ kind: 'caseStudy', target: STUDY });
    expect(screen.queryByText('Choose where it leads')).toBeNull();
  });

  it('says why visitors do not see it when its study is unpublished, and keeps it selected by its address', () => {
    const saved = draftOf({
      label: 'Our work',
      link: { kind: 'caseStudy', target: '7b3c2a10-1111-4000-8000-000000000009' },
      href: '/case-studies/leeds-dental',
      broken: 'the case study is deleted, not published or not yet due',
      children: [],
    });
    render(<Item initial={saved} />);
    expect(screen.getByText(/Not shown: the case study is deleted, not published or not yet due/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Target of item 1' })).toHaveValue('/case-studies/leeds-dental');
  });
});
