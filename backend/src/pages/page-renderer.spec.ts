import { describe, expect, it } from '@jest/globals';
import { robotsTxt, sitemapXml } from './page-renderer.js';

describe('search engine files', () => {
  it('lists the public pages in the sitemap with absolute addresses', () => {
    const xml = sitemapXml('https://seo.example.com');
    expect(xml).toContain('<loc>https://seo.example.com/</loc>');
    expect(xml).toContain('<loc>https://seo.example.com/pricing/</loc>');
    expect(xml).toContain('<loc>https://seo.example.com/service/</loc>');
    expect(xml).not.toContain('/admin');
  });

  it('keeps admin and account areas out of robots and points at the sitemap', () => {
    const robots = robotsTxt('https://seo.example.com');
    for (const path of ['/admin', '/dashboard', '/login', '/api/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://seo.example.com/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});
