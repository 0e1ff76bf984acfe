import { describe, expect, it } from '@jest/globals';
import { createGeneratorSync } from 'json-schema-faker';
import { ROBOTS_SCHEMA_PATTERN, robotsProblem } from './robots-rules.js';
import { SEO_LIMITS } from './texts.js';

describe('robots.txt additions', () => {
  it('accepts directives crawlers read, comments and empty lines, in any case and with trailing comments', () => {
    const text = [
      '# AI crawlers stay out',
      'User-agent: GPTBot',
      'Disallow: /',
      '',
      'user-agent: *',
      'Allow: /public/*.pdf$  # documents',
      'Disallow:',
      'Crawl-delay: 2.5',
      'Sitemap: https://seo.example.com/extra-sitemap.xml',
    ].join('\r\n');
    expect(robotsProblem(text, 'robotsAdditions')).toBeUndefined();
  });

  it('names the first line that is no directive, or whose value is wrong', () => {
    expect(robotsProblem('User-agent: *\n<script>alert(1)</script>', 'robotsAdditions')).toBe(
      'robotsAdditions line 2 is not a robots.txt rule: write User-agent:, Allow:, Disallow:, Crawl-delay: or Sitemap: lines, or # comments',
    );
    expect(robotsProblem('Noindex: /x', 'robotsAdditions')).toMatch(/^robotsAdditions line 1 is not a robots.txt rule/);
    expect(robotsProblem('Disallow: private', 'robotsAdditions')).toBe('robotsAdditions line 1: Disallow must be empty or a path starting with / or *');
    expect(robotsProblem('Disallow: /a b', 'robotsAdditions')).toMatch(/line 1: Disallow must be empty/);
    expect(robotsProblem('Crawl-delay: soon', 'robotsAdditions')).toBe('robotsAdditions line 1: Crawl-delay must be a number of seconds');
    expect(robotsProblem('Sitemap: /sitemap.xml', 'robotsAdditions')).toBe('robotsAdditions line 1: Sitemap must be a full http(s) address');
    expect(robotsProblem('User-agent:', 'robotsAdditions')).toMatch(/line 1: User-agent must name a crawler/);
    expect(robotsProblem('Disallow: /\u0000', 'robotsAdditions')).toBe('robotsAdditions contains a control character');
    expect(robotsProblem('#\n'.repeat(200), 'robotsAdditions')).toBe('robotsAdditions may have at most 200 lines');
  });

  it('takes every text the schema’s pattern allows, as the pattern is published', () => {
    const pattern = ROBOTS_SCHEMA_PATTERN;
    const published = new RegExp(pattern, 'u');
    const generator = createGeneratorSync({ seed: 48 });
    const texts = Array.from({ length: 200 }, () => generator.generate({ type: 'string', maxLength: SEO_LIMITS.robotsMaxLength, pattern }) as string);
    texts.push('User-agent: *\r\nDisallow: /admin/ # private\n\n  # note\nSitemap: https://agency.example/sitemap.xml\nCrawl-delay: 2.5');
    for (const text of texts) {
      expect(published.test(text)).toBe(true);
      expect(robotsProblem(text, 'robotsAdditions')).toBeUndefined();
      expect(text.length).toBeLessThanOrEqual(SEO_LIMITS.robotsMaxLength);
    }
    // What the check refuses, the pattern refuses too.
    for (const text of ['Disalow: /', 'Allow: private', 'User-agent:', '#\n'.repeat(200), 'Disallow: /\u0001']) expect(published.test(text)).toBe(false);
  });
});
