import { describe, expect, it } from '@jest/globals';
import { parseSitemap, SITEMAP_NAMESPACE } from './sitemap.js';

const AT = 'https://shop.example/sitemap.xml';
const urlset = (entries: string, namespace = SITEMAP_NAMESPACE) => `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${namespace}">${entries}</urlset>`;
const problems = (xml: string) => {
  const parsed = parseSitemap(xml, AT);
  return 'invalid' in parsed ? [parsed.invalid] : parsed.problems;
};

describe('a sitemap judged by the sitemaps.org schema', () => {
  it('takes a valid urlset with every optional element and an extension', () => {
    const parsed = parseSitemap(
      urlset(
        '<url><loc>https://shop.example/</loc><lastmod>2026-11-01T10:00:00+00:00</lastmod><changefreq>weekly</changefreq><priority>0.8</priority><image:image><image:loc>https://shop.example/a.png</image:loc></image:image></url><url><loc>https://shop.example/about</loc><lastmod>2026-11-01</lastmod></url>',
      ),
      AT,
    );
    expect(parsed).toEqual({ kind: 'urlset', locations: ['https://shop.example/', 'https://shop.example/about'], problems: [] });
  });

  it('reads a sitemap index', () => {
    const xml = `<sitemapindex xmlns="${SITEMAP_NAMESPACE}"><sitemap><loc>https://shop.example/s1.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(xml, AT)).toEqual({ kind: 'sitemapindex', locations: ['https://shop.example/s1.xml'], problems: [] });
  });

  it.each([
    ['XML that is not well-formed', '<urlset><url><loc>https://shop.example/</url></urlset>', /not well-formed/],
    ['another root element', '<html><body>Not a sitemap</body></html>', /root element is html/],
    ['the wrong namespace', urlset('<url><loc>https://shop.example/</loc></url>', 'http://www.google.com/schemas/sitemap/0.84'), /namespace/],
    ['an entry without loc', urlset('<url><lastmod>2026-11-01</lastmod></url>'), /exactly one <loc>/],
    ['a relative loc', urlset('<url><loc>/about</loc></url>'), /not an absolute address/],
    ['a loc on another host', urlset('<url><loc>https://other.example/</loc></url>'), /another host/],
    ['a lastmod that is not a W3C date', urlset('<url><loc>https://shop.example/</loc><lastmod>01/11/2026</lastmod></url>'), /not a W3C date/],
    ['an unknown changefreq', urlset('<url><loc>https://shop.example/</loc><changefreq>sometimes</changefreq></url>'), /changefreq/],
    ['a priority above 1', urlset('<url><loc>https://shop.example/</loc><priority>2.0</priority></url>'), /priority/],
    ['an element the schema does not allow', urlset('<url><loc>https://shop.example/</loc><title>Home</title></url>'), /<title> is not allowed/],
  ])('refuses %s', (_what, xml, problem) => {
    expect(problems(xml).join('\n')).toMatch(problem);
  });
});
