import { describe, expect, it } from '@jest/globals';
import { robotsProblem } from './robots-rules.js';

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
});
