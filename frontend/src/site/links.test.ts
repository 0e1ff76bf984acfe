import { describe, expect, it } from '@jest/globals';
import { isSafeLink, safeRedirect } from './links';

// The same table as backend/src/content/dto/section-dtos.spec.ts: the editor shows what the API enforces.
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
  it.each(SAFE)('accepts %j', (link) => expect(isSafeLink(link)).toBe(true));
  it.each(UNSAFE)('refuses %j', (link) => expect(isSafeLink(link)).toBe(false));
});

describe('the page to follow after signing in', () => {
  it.each(['/', '/dashboard', '/order-now/p1?x=1', '/pricing/#pricing-sec'])('follows %j', (path) => expect(safeRedirect(path)).toBe(path));
  it.each([undefined, ...UNSAFE.filter((link) => !SAFE.includes(link)), 'https://example.com/x', '#pricing-sec'])(
    'goes to the dashboard instead of %j',
    (target) => expect(safeRedirect(target)).toBe('/dashboard'),
  );
});
