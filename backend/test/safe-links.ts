/**
 * The one table of cases for links in content (SAFE_LINK in src/content/sections.ts). The API's
 * validators (src/content/dto/section-dtos.spec.ts) and the admin's editor, given the API's own
 * description of the fields (frontend/src/features/sections/SectionForm.test.tsx), must both
 * accept every safe link and refuse every unsafe one; the redirect after signing in follows only
 * the safe site paths (frontend/src/site/links.test.ts).
 */
export const SAFE_LINKS = [
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

export const UNSAFE_LINKS = [
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
