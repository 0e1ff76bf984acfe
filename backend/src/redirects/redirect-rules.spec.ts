import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { checkedTarget, isReservedPath, isReservedSlug, locationFor } from './redirect-rules.js';

const frontend = new URL('../../../frontend/src/', import.meta.url);

/** Every fixed path the frontend's route tree and back-office placement name. */
function frontendPaths(): string[] {
  const files = [
    ...readdirSync(new URL('routes/', frontend)).map((name) => new URL(`routes/${name}`, frontend)),
    new URL('features/sections/placement.ts', frontend),
  ];
  const paths = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(\/[^'\s]*)'/g)].map(([, path]) => path));
  // A route id (/_admin/…) is no address, /$aboutId stands for any one-segment path, and /blog/$slug
  // and /case-studies/$slug for a post or a study, whose old address a redirect may take after its slug changed.
  const documents = new Set(['/blog/$slug', '/case-studies/$slug']);
  return [...new Set(paths)].filter((path) => !path.startsWith('/_') && !path.startsWith('/$') && !documents.has(path));
}

describe('redirect rules', () => {
  it('reserves every fixed route of the frontend, so a redirect never takes a page or screen away', () => {
    const paths = frontendPaths();
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !isReservedPath(path.replace(/\$\w+/g, 'x')))).toEqual([]);
  });

  it('leaves other paths free', () => {
    expect(['/blog/', '/blog', '/blog/page/2/', '/blog/category/x/', '/blog/tag/x/', '/blog/feed.xml'].filter((path) => !isReservedPath(path))).toEqual([]);
    expect(
      ['/old-pricing/', '/blog/post', '/blog/pages-we-like', '/blog/tagging', '/services/local-seo', '/pricing-2020', '/editorial'].filter(isReservedPath),
    ).toEqual([]);
  });

  it('keeps from the site’s pages every fixed path, the blog, and slugs shaped like the ids the about editor (/{id}) takes', () => {
    const reserved = ['pricing', 'admin', 'blog', 'edit-banner', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', '00000000-0000-0000-0000-000000000000'];
    expect(reserved.filter((slug) => !isReservedSlug(slug))).toEqual([]);
    const free = ['privacy-policy', 'blogging', '3f2504e0-4f89-41d3-9a0c-0305e82c3301-x', '3f2504e0-4f89-41d3-9a0c', 'g3f2504e-4f89-41d3-9a0c-0305e82c3301'];
    expect(free.filter(isReservedSlug)).toEqual([]);
  });

  it('carries a query string to internal targets only, before a fragment', () => {
    expect(locationFor('/pricing/', true, 'a=1')).toBe('/pricing/?a=1');
    expect(locationFor('/pricing/?plan=x#cards', true, 'a=1')).toBe('/pricing/?plan=x&a=1#cards');
    expect(locationFor('/pricing/', true, '')).toBe('/pricing/');
    expect(locationFor('https://example.com/', false, 'a=1')).toBe('https://example.com/');
  });

  it('keeps internal targets as paths and public https addresses as written', () => {
    expect(checkedTarget('/a/../pricing/?x=1', 'https://seo.example.com')).toEqual({ target: '/pricing/?x=1', internalPath: '/pricing/' });
    expect(checkedTarget('https://seo.example.com/contact', 'https://seo.example.com')).toEqual({ target: '/contact', internalPath: '/contact' });
    expect(checkedTarget('https://[2001:4860:4860::8888]/', 'https://seo.example.com')).toEqual({
      target: 'https://[2001:4860:4860::8888]/',
      internalPath: null,
    });
    expect(() => checkedTarget('https://[fd00::1]/', 'https://seo.example.com')).toThrow('private');
    expect(() => checkedTarget('https://100.64.0.1/', 'https://seo.example.com')).toThrow('private');
  });
});
