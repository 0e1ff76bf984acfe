import { describe, expect, it } from '@jest/globals';
import { SAFE_LINK } from './section-dtos.js';

// The same table as frontend/src/site/links.test.ts: the API enforces what the editor shows.
const SAFE = [
  'https://example.com/x',
  'HTTP://EXAMPLE.COM',
  'https://example.com/a?b=c#d',
  '/',
  '/pricing/',
  '/#contact-sec',
  '/images/banner.svg',
  '/a/b?c=d&e=f',
  '#pricing-sec',
  '#',
];
const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<b>x</b>',
  'mailto:owner@example.com',
  'evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '/\u0000/evil.example/x',
  '/a\u007fb',
  '/a\u0085b',
  ' /pricing/',
  '/pricing/ ',
  '/a b',
  '/a\u00a0b',
  '/a\u2028b',
  'https://good.example\\@evil.example/',
  'https:/\\evil.example/',
  'https://evil.example/\t',
  '',
];

describe('links in content', () => {
  it.each(SAFE)('accepts %j', (link) => expect(SAFE_LINK.test(link)).toBe(true));
  it.each(UNSAFE)('refuses %j', (link) => expect(SAFE_LINK.test(link)).toBe(false));
});
