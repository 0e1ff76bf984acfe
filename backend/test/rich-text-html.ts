import { expect } from '@jest/globals';
import { JSDOM } from 'jsdom';

/**
 * The allow-list of what rendered HTML may contain, read back with a real HTML parser (jsdom):
 * every element and attribute outside it, every event handler and every address outside the
 * schemes the site links to fails the test, whatever the renderer's own code says.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: ['class'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  code: [],
  a: ['href', 'rel', 'class'],
  div: ['class', 'role', 'aria-label', 'tabindex'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  figure: ['class'],
  picture: [],
  source: ['type', 'srcset', 'sizes'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
};
const SAFE_HREF = /^(?:https?:\/\/[^\s]|mailto:|tel:|\/(?![/\\])|#)/;
const SAFE_SRC = /^(?:\/media\/|https:\/\/[^\s])/;

export function parse(html: string): DocumentFragment {
  return JSDOM.fragment(html);
}

/** Fails on anything in the HTML that the allow-list does not name, and returns the parsed fragment. */
export function expectSafe(html: string): DocumentFragment {
  const fragment = parse(html);
  for (const element of fragment.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    expect(Object.keys(ALLOWED)).toContain(tag);
    for (const { name, value } of element.attributes) {
      expect(`${tag}[${name}]`).toBe(ALLOWED[tag].includes(name) ? `${tag}[${name}]` : 'an allowed attribute');
      expect(value.toLowerCase()).not.toContain('script:');
      if (name === 'href') expect(value).toMatch(SAFE_HREF);
      if (name === 'src') expect(value).toMatch(SAFE_SRC);
    }
  }
  expect(html).not.toMatch(/<(script|iframe|object|embed|style|svg|math|form|input|base|meta|link)\b/i);
  // text may say "onerror=" or "javascript:": escaped, it is only text (the parsed attributes are checked above)
  return fragment;
}

/**
 * Hostile documents for any endpoint that takes a rich-text body: scripts and iframes as nodes,
 * markup in text, event handlers, javascript:/data: links in every spelling, foreign frames.
 * What they say must reach a page as text at most; each carries the marker XSS so a test can
 * check the marker never turns into markup.
 */
export const HOSTILE_TEXT = '<script>alert("XSS")</script><img src=x onerror=alert("XSS")><iframe src="https://evil.example/XSS"></iframe>';

export const HOSTILE_LINKS = [
  'javascript:alert("XSS")',
  'JaVaScRiPt:alert("XSS")',
  '\tjavascript:alert("XSS")',
  'javascript&#58;alert("XSS")',
  'data:text/html,<script>alert("XSS")</script>',
  '//evil.example/XSS',
];

export const HOSTILE_DOC = {
  type: 'doc',
  content: [
    { type: 'script', content: [{ type: 'text', text: 'alert("XSS")' }] },
    { type: 'iframe', attrs: { src: 'https://evil.example/XSS' } },
    { type: 'heading', attrs: { level: 2, onclick: 'alert("XSS")' }, content: [{ type: 'text', text: HOSTILE_TEXT }] },
    {
      type: 'paragraph',
      attrs: { style: 'background:url(javascript:alert("XSS"))', onmouseover: 'alert("XSS")' },
      content: HOSTILE_LINKS.map((href) => ({ type: 'text', text: `link ${href} `, marks: [{ type: 'link', attrs: { href, onclick: 'alert("XSS")' } }] })),
    },
    { type: 'image', attrs: { src: 'javascript:alert("XSS")', alt: 'x', onerror: 'alert("XSS")' } },
    { type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert("XSS")>', alt: 'x' } },
    { type: 'image', attrs: { src: 'https://cdn.example/a.png', alt: HOSTILE_TEXT, onerror: 'alert("XSS")' } },
    ...HOSTILE_LINKS.map((href) => ({ type: 'callToAction', attrs: { text: HOSTILE_TEXT, href } })),
    { type: 'callToAction', attrs: { text: HOSTILE_TEXT, href: '/contact-us', onclick: 'alert("XSS")' } },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              attrs: { style: 'x', onclick: 'alert("XSS")' },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: HOSTILE_TEXT }] }],
            },
          ],
        },
      ],
    },
  ],
};
