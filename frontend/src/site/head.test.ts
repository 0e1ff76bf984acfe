import { describe, expect, it } from '@jest/globals';
import { createAppState } from '../app-state';
import { pageHead } from './head';

const state = createAppState({ siteIdentity: [{ _id: 'b', siteName: 'Northpeak' }] } as never, null, 'https://northpeak.example');
const meta = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta
    .filter((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key))
    .map((tag) => ('content' in tag ? tag.content : undefined));

describe('pageHead with SEO fields (contract C2)', () => {
  it('keeps the defaults when no SEO field is given: site name after the title, indexable, own address as canonical', () => {
    const head = pageHead(state, 'Pricing', 'Packages from $99.', '/pricing/');
    expect(head.meta[0]).toEqual({ title: 'Pricing | Northpeak' });
    expect(meta(head, 'description')).toEqual(['Packages from $99.']);
    expect(meta(head, 'robots')).toEqual(['max-image-preview:large']);
    expect(head.links?.[0]).toEqual({ rel: 'canonical', href: 'https://northpeak.example/pricing/' });
    expect(meta(head, 'og:type')).toEqual(['website']);
  });

  it('lets every given field win: whole title, description, image with alt, canonical, noindex', () => {
    const head = pageHead(state, 'Pricing', 'Packages from $99.', '/pricing/', false, {
      title: 'SEO packages that pay for themselves',
      description: 'Three packages, no long contracts.',
      image: '/media/4b0e2b9a-4c47-4d8e-9a7e-111111111111',
      imageAlt: 'The three packages side by side',
      canonical: '/service/',
      noindex: true,
    });
    expect(head.meta[0]).toEqual({ title: 'SEO packages that pay for themselves' });
    expect(meta(head, 'og:title')).toEqual(['SEO packages that pay for themselves']);
    expect(meta(head, 'description')).toEqual(['Three packages, no long contracts.']);
    expect(meta(head, 'robots')).toEqual(['noindex, follow']);
    expect(meta(head, 'og:image')).toEqual(['https://northpeak.example/media/4b0e2b9a-4c47-4d8e-9a7e-111111111111']);
    expect(meta(head, 'og:image:alt')).toEqual(['The three packages side by side']);
    expect(head.links?.[0]).toEqual({ rel: 'canonical', href: 'https://northpeak.example/service/' });
    expect(meta(head, 'og:url')).toEqual(['https://northpeak.example/service/']);
  });

  it('treats blank fields as not given, and an absolute canonical as it is', () => {
    const head = pageHead(state, 'Pricing', 'Packages.', '/pricing/', false, { title: '  ', description: '', canonical: 'https://other.example/p' });
    expect(head.meta[0]).toEqual({ title: 'Pricing | Northpeak' });
    expect(meta(head, 'description')).toEqual(['Packages.']);
    expect(head.links?.[0]).toEqual({ rel: 'canonical', href: 'https://other.example/p' });
  });

  it('describes an article with its dates, author and section (its tags are the page’s own: ArticleTags)', () => {
    const head = pageHead(state, 'Post', 'About links.', '/blog/links', false, {
      type: 'article',
      article: { publishedTime: '2026-11-01T09:00:00Z', modifiedTime: '2026-11-02T09:00:00Z', author: 'Ada', section: 'Guides' },
    });
    expect(meta(head, 'og:type')).toEqual(['article']);
    expect(meta(head, 'article:published_time')).toEqual(['2026-11-01T09:00:00Z']);
    expect(meta(head, 'article:modified_time')).toEqual(['2026-11-02T09:00:00Z']);
    expect(meta(head, 'article:author')).toEqual(['Ada']);
    expect(meta(head, 'article:tag')).toEqual([]);
  });
});
