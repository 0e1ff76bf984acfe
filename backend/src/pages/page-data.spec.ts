import { describe, expect, it } from '@jest/globals';
import { PageDataRegistry } from './page-data.js';

describe('PageDataRegistry', () => {
  it("hands the renderer a page's data as the API answers it: dates as ISO text, nothing but JSON", async () => {
    const registry = new PageDataRegistry();
    const publishedAt = new Date('2026-11-28T10:40:20.000Z');
    registry.register('/blog/', { resolve: async () => ({ kind: 'blog-post', data: { title: 'A post', publishedAt, draft: undefined } }) });
    expect(await registry.resolve('/blog/a-post')).toEqual({ kind: 'blog-post', data: { title: 'A post', publishedAt: '2026-11-28T10:40:20.000Z' } });
  });

  it('answers from the longest prefix that matches, and nothing for a path no source knows', async () => {
    const registry = new PageDataRegistry();
    registry.register('/', { resolve: async (path) => ({ kind: 'page', data: path }) });
    registry.register('/blog/', { resolve: async () => undefined });
    expect(await registry.resolve('/about-us')).toEqual({ kind: 'page', data: '/about-us' });
    expect(await registry.resolve('/blog/unknown')).toBeUndefined();
  });
});
