import { describe, expect, it } from '@jest/globals';
import { blankItem, inputOf, nestUnderPrevious, problemOf, unnest, type DraftItem } from './menu-draft';

const item = (label: string, children: DraftItem[] = []): DraftItem => ({ ...blankItem(), label, children });

describe('menu drafts', () => {
  it('nests an item under the one above, one level only, and takes it out again after its parent', () => {
    const items = [item('Home'), item('Services'), item('Local SEO'), item('Blog')];
    const nested = nestUnderPrevious(items, 2);
    expect(nested.map((one) => [one.label, one.children.map((child) => child.label)])).toEqual([
      ['Home', []],
      ['Services', ['Local SEO']],
      ['Blog', []],
    ]);
    // An item with a dropdown of its own cannot go under another: menus nest one level.
    expect(nestUnderPrevious(nested, 1)).toBe(nested);
    expect(unnest(nested, 1, 0).map((one) => one.label)).toEqual(['Home', 'Services', 'Local SEO', 'Blog']);
  });

  it('says what the server would refuse before asking it', () => {
    expect(problemOf(item(' '))).toMatch(/label/);
    expect(problemOf({ ...item('Partner'), kind: 'external', target: 'javascript:alert(1)' })).toMatch(/https:\/\//);
    expect(problemOf({ ...item('Offer'), kind: 'path', target: '//evil.example' })).toMatch(/one \//);
    expect(problemOf({ ...item('Offer'), kind: 'path', target: '/offers/spring' })).toBeNull();
    expect(problemOf({ ...item('Page'), kind: 'page', target: '' })).toMatch(/Choose/);
  });

  it('sends labels and targets trimmed, children under their parent', () => {
    const menu = inputOf(' Explore ', [item(' Services ', [{ ...item('Audits'), kind: 'path', target: ' /audits ' }])]);
    expect(menu).toEqual({
      title: 'Explore',
      items: [{ label: 'Services', link: { kind: 'anchor', target: 'home' }, children: [{ label: 'Audits', link: { kind: 'path', target: '/audits' } }] }],
    });
  });
});
