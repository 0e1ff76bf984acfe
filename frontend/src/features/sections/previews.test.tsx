import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { SECTIONS, type FieldSpec, type SectionDefinition } from '../../../../backend/src/content/sections';
import { renderInApp } from '../../../test/render';
import { SiteOverrideProvider } from '../../site/use-site';
import type { SiteData } from '../../site/types';
import { hasPreview, PREVIEWS, withDraft } from './previews';

const publicSections = SECTIONS.filter((section) => section.public !== false);

/** A value of the field's kind that carries a mark naming the section and field, so the page can be searched for it. */
function valueOf(mark: string, spec: FieldSpec): string | number {
  switch (spec.kind) {
    case 'link':
    case 'image':
      return `/${mark}`;
    case 'count':
      return 4242;
    case 'percent':
      return 42;
    case 'choice':
      return spec.choices![0];
    case 'color':
      return '#1c4d8c';
    case 'timeZone':
      return 'Europe/Berlin';
    case 'locale':
      return 'en-US';
    default:
      return mark;
  }
}

const recordOf = (section: SectionDefinition, prefix: string) =>
  Object.fromEntries(Object.entries(section.fields).map(([name, spec]) => [name, valueOf(`${prefix}-${section.key}-${name}`, spec)]));

const savedPackage = {
  _id: 'pricings-0',
  packageName: 'Standard',
  packagePrice: 249,
  packageButtonText: 'Order now',
  points: [],
  currency: 'USD',
  billing: 'once',
  periods: null,
  setupPrice: null,
  description: '',
  featured: false,
  listed: true,
  createdAt: '',
  updatedAt: '',
};

/** A saved site with every section filled (a section's component may show only when its sibling has content, e.g. work steps). */
const saved = {
  ...Object.fromEntries(publicSections.map((section) => [section.key, [{ _id: `${section.key}-0`, ...recordOf(section, 'saved') }]])),
  pricings: [savedPackage],
} as SiteData;

describe('the preview of each section', () => {
  it('reads the public sections from their declarations', () => {
    expect(publicSections.map((section) => section.key)).toContain('banner');
    expect(publicSections.length).toBeGreaterThan(20);
  });

  it.each(publicSections.map((section) => section.key))('has a public component that shows %s', (key) => {
    expect(hasPreview(key)).toBe(true);
  });

  it.each(publicSections.map((section) => [section.key, section] as const))(
    'shows a draft of %s through the public component, over the saved content',
    async (key, section) => {
      const records = saved[key as keyof SiteData] as { _id: string }[];
      const site = { ...saved, [key]: withDraft(records, recordOf(section, 'draft'), records[0]._id) };
      const Preview = PREVIEWS[key as keyof typeof PREVIEWS];
      // The page's state holds the saved demo; only the override carries the draft.
      await renderInApp(
        () => (
          <SiteOverrideProvider value={site}>
            <Preview />
          </SiteOverrideProvider>
        ),
        { site: saved },
      );
      await waitFor(() => expect(document.body.innerHTML).toContain(`draft-${key}-`));
      expect(document.body.innerHTML).not.toContain(`saved-${key}-`);
    },
  );

  it('shows a draft package of the pricing', async () => {
    const site = { ...saved, pricings: withDraft(saved.pricings!, { ...savedPackage, packageButtonText: 'draft-pricings-button' }, 'pricings-0') };
    const Preview = PREVIEWS.pricings;
    await renderInApp(
      () => (
        <SiteOverrideProvider value={site}>
          <Preview />
        </SiteOverrideProvider>
      ),
      { site: saved },
    );
    await waitFor(() => expect(document.body.innerHTML).toContain('draft-pricings-button'));
  });
});

describe('the records a preview shows', () => {
  const list = [
    { _id: 'a', name: 'A', note: 'kept?' },
    { _id: 'b', name: 'B' },
  ];

  it('puts the draft in place of the record it edits, dropping the fields it cleared as a save does', () => {
    expect(withDraft(list, { name: 'A2' }, 'a')).toEqual([{ _id: 'a', name: 'A2' }, list[1]]);
  });

  it('adds a new record at the end once something is typed', () => {
    expect(withDraft(list, {}, undefined)).toEqual(list);
    expect(withDraft(list, { name: 'C' }, undefined)).toEqual([...list, { _id: 'draft', name: 'C' }]);
  });

  it('shows the saved records while there is no draft', () => {
    expect(withDraft(list, undefined, 'a')).toEqual(list);
  });
});
