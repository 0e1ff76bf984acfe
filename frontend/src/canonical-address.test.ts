/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { canonicalLocation } from '../../backend/src/pages/canonical-address';
import { pageAddress } from './entry-server';

/** The server's rule read with this route tree, as the renderer reads it (its pageAddress). */
const locationOf = (url: string) => {
  const queryAt = url.indexOf('?');
  const [path, query] = queryAt === -1 ? [url, ''] : [url.slice(0, queryAt), url.slice(queryAt + 1)];
  return canonicalLocation(path, query, (candidate) => pageAddress(candidate, {}));
};

describe('the one spelling of each public page', () => {
  it.each([
    ['/pricing', '/pricing/'],
    ['/PRICING/', '/pricing/'],
    ['/Service', '/service/'],
    ['/contact/', '/contact'],
    ['/CONTACT', '/contact'],
    ['/contact-us/', '/contact-us'],
    ['/Thanks/', '/thanks'],
    ['/Blog/', '/blog/'],
    ['/blog', '/blog/'],
    ['/blog/page/2', '/blog/page/2/'],
    ['/Blog/Page/3', '/blog/page/3/'],
    ['/blog/category/News', '/blog/category/news/'],
    ['/blog/tag/seo', '/blog/tag/seo/'],
    ['/blog/tag/seo/page/2', '/blog/tag/seo/page/2/'],
    ['/blog/My-Post', '/blog/my-post'],
    ['/blog/my-post/', '/blog/my-post'],
    ['/privacy-policy/', '/privacy-policy'],
    ['/Privacy-Policy', '/privacy-policy'],
    ['/case-studies', '/case-studies/'],
    ['/case-studies/industry/retail', '/case-studies/industry/retail/'],
    ['/case-studies/Acme-Relaunch/', '/case-studies/acme-relaunch'],
    // A decoded slug that is a fixed page's name goes to that page in one step.
    ['/%70ricing', '/pricing/'],
  ])('%s answers 301 to %s', (url, location) => {
    expect(locationOf(url)).toBe(location);
  });

  it.each([
    ['/PRICING?utm_source=news&x=%20y', '/pricing/?utm_source=news&x=%20y'],
    ['/contact/?ref=footer', '/contact?ref=footer'],
    // A list's page asked by query is that page by path; page 1 is the list itself.
    ['/blog/?page=2', '/blog/page/2/'],
    ['/blog/?page=99&utm_source=x', '/blog/page/99/?utm_source=x'],
    ['/blog/?utm_source=x&page=1', '/blog/?utm_source=x'],
    ['/Blog/category/news/?page=3', '/blog/category/news/page/3/'],
    ['/blog/tag/seo/?page=2', '/blog/tag/seo/page/2/'],
  ])('%s keeps its query: %s', (url, location) => {
    expect(locationOf(url)).toBe(location);
  });

  it.each([
    '/',
    '/?utm_source=x',
    '/pricing/',
    '/service/',
    '/contact',
    '/blog/',
    '/blog/page/2/',
    '/blog/my-post',
    '/blog/my-post?page=2',
    '/blog/page/2/?page=3',
    '/blog/?page=abc',
    '/case-studies/?page=2',
    '/privacy-policy',
    // Not pages for search engines: sign-in, the customer area and the back office match as they are.
    '/LOGIN',
    '/login/',
    '/Register',
    '/dashboard/',
    '/edit-team-text/',
    '/Admin',
    '/order-now/abc/',
    // No page at all: the not-found page answers.
    '/nope/deeper/',
    '/favicon.svg',
    '//evil.example/pricing',
  ])('%s stays', (url) => {
    expect(locationOf(url)).toBeUndefined();
  });

  it('sends each address to itself: one step, never a chain', () => {
    for (const url of ['/PRICING', '/blog/page/2', '/Blog/Category/News', '/Privacy-Policy/', '/%70ricing', '/blog/?page=2']) {
      const location = locationOf(url)!;
      expect(locationOf(location)).toBeUndefined();
    }
  });
});
