import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { expectSafe, parse } from '../../test/rich-text-html.js';
import { jsonShapeProblem, RICH_TEXT_BODY_LIMITS } from '../common/json-body.js';
import { EDITOR_SAMPLE, EDITOR_SAMPLE_HTML, EDITOR_SAMPLE_MEDIA, EDITOR_SAMPLE_MEDIA_ID } from './editor-sample.js';
import { IsRichText } from './is-rich-text.decorator.js';
import {
  cleanRichText,
  headingSlug,
  renderRichText,
  richTextMediaIds,
  richTextToPlainText,
  safeHref,
  type MediaLike,
  type RichTextDoc,
  type RichTextNode,
} from './rich-text.js';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: unknown) => ({ type: 'link', attrs: { href, target: '_blank', rel: 'noopener noreferrer nofollow', class: null } });

/** Cleans as a save does, then renders as a page does, and checks the HTML against the allow-list. */
function cleanAndRender(input: unknown, media?: Record<string, MediaLike>): { clean: RichTextDoc; html: string; fragment: DocumentFragment } {
  const clean = cleanRichText(input);
  const html = renderRichText(clean, media);
  return { clean, html, fragment: expectSafe(html) };
}

function refusal(input: unknown): string {
  try {
    cleanRichText(input);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('expected a 400');
}

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\tjavascript:alert(1)',
  '  javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript&#x3A;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript%3Aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/\t/evil.example',
  '\\\\evil.example',
  'https://',
  'mailto:',
  '',
  42,
  null,
  { href: '/' },
  ['/'],
];

describe('cleanRichText: hostile content is neutralised', () => {
  it('drops script, iframe, style, object and every unknown node with what it holds', () => {
    const { clean, html } = cleanAndRender(
      doc(
        { type: 'script', content: [text('alert(1)')] },
        { type: 'iframe', attrs: { src: 'https://evil.example/frame' } },
        { type: 'iframe', attrs: { src: 'javascript:alert(1)' } },
        { type: 'youtube', attrs: { src: 'https://www.youtube.com/embed/x' } },
        { type: 'style', content: [text('body{display:none}')] },
        { type: 'object', attrs: { data: 'evil.swf' } },
        { type: 'htmlBlock', attrs: { html: '<img src=x onerror=alert(1)>' } },
        { type: 'codeBlock', content: [text('<script>')] },
        paragraph(text('kept')),
      ),
    );
    expect(clean).toEqual(doc(paragraph(text('kept'))));
    expect(html).toBe('<p>kept</p>');
  });

  it('escapes markup written as text, in every place text reaches the page', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)>"\'&';
    const { html, fragment } = cleanAndRender(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text(hostile)] },
        paragraph(text(hostile, [{ type: 'bold' }, link('/ok')])),
        { type: 'image', attrs: { src: '/media/0b9d6f0a-3c1e-4e8b-9c4f-2a7d5e6f8a90', alt: hostile } },
        { type: 'image', attrs: { src: `https://cdn.example/a.png?x="><script>`, alt: '' } },
        { type: 'callToAction', attrs: { text: hostile, href: '/contact-us' } },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(text(hostile))] }] }] },
      ),
    );
    expect(fragment.querySelector('h2')?.textContent).toBe(hostile);
    expect(fragment.querySelector('strong')?.textContent).toBe(hostile);
    expect(fragment.querySelector('img')?.getAttribute('alt')).toBe(hostile);
    expect(fragment.querySelector('.rt-cta a')?.textContent).toBe(hostile);
    expect(fragment.querySelector('td')?.textContent).toBe(hostile);
    expect(fragment.querySelectorAll('img')[1].getAttribute('src')).toBe('https://cdn.example/a.png?x=%22%3E%3Cscript%3E');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
  });

  it('drops event handlers, styles, classes and every attribute the allow-list does not name', () => {
    const handlers = {
      onerror: 'alert(1)',
      onclick: 'alert(1)',
      onload: 'alert(1)',
      style: 'background:url(javascript:alert(1))',
      class: 'x',
      id: 'main',
      srcset: 'javascript:alert(1) 1x',
      formaction: 'javascript:alert(1)',
    };
    const { clean } = cleanAndRender(
      doc(
        { type: 'paragraph', attrs: handlers, content: [{ type: 'text', text: 'a', attrs: handlers, marks: [{ type: 'bold', attrs: handlers }] }] },
        { type: 'heading', attrs: { ...handlers, level: 3 }, content: [text('b')] },
        { type: 'image', attrs: { ...handlers, src: 'https://cdn.example/a.png', alt: 'A chart', title: 'x' } },
        { type: 'callToAction', attrs: { ...handlers, text: 'Go', href: '/go', variant: 'danger' } },
        { type: 'bulletList', attrs: handlers, content: [{ type: 'listItem', attrs: handlers, content: [paragraph(text('c'))] }] },
      ),
    );
    expect(clean).toEqual(
      doc(
        paragraph({ type: 'text', text: 'a', marks: [{ type: 'bold' }] }),
        { type: 'heading', attrs: { level: 3 }, content: [text('b')] },
        { type: 'image', attrs: { src: 'https://cdn.example/a.png', alt: 'A chart' } },
        { type: 'callToAction', attrs: { text: 'Go', href: '/go', variant: 'primary' } },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('c'))] }] },
      ),
    );
  });

  it.each(HOSTILE_LINKS.map((href) => [JSON.stringify(href), href]))('refuses the link %s: the mark goes, the text stays', (_, href) => {
    const { clean, fragment } = cleanAndRender(doc(paragraph(text('click', [link(href)])), { type: 'callToAction', attrs: { text: 'Go', href } }));
    expect(clean).toEqual(doc(paragraph(text('click'))));
    expect(fragment.querySelector('a')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://cdn.example/a.png',
    '//cdn.example/a.png',
    '/images/a.png',
    '/media/not-an-id',
    '/media/0b9d6f0a-3c1e-4e8b-9c4f-2a7d5e6f8a90/../../api/users',
    'blob:https://example.com/x',
  ])('refuses the image source %j', (src) => {
    const { clean, fragment } = cleanAndRender(doc({ type: 'image', attrs: { src, alt: 'x', onerror: 'alert(1)' } }, paragraph(text('after'))));
    expect(clean).toEqual(doc(paragraph(text('after'))));
    expect(fragment.querySelector('img')).toBeNull();
  });

  it('keeps the links the site uses, normalised', () => {
    expect(safeHref('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHref(' http://example.com ')).toBe('http://example.com/');
    expect(safeHref('mailto:hello@agency.example')).toBe('mailto:hello@agency.example');
    expect(safeHref('tel:+49301234567')).toBe('tel:+49301234567');
    expect(safeHref('/pricing/?plan=pro#faq')).toBe('/pricing/?plan=pro#faq');
    expect(safeHref('/a/../contact-us')).toBe('/contact-us');
    expect(safeHref('#how-we-work')).toBe('#how-we-work');
    expect(safeHref('#"><script>')).toBe('#%22%3E%3Cscript%3E');
    expect(safeHref('#')).toBeUndefined();
  });

  it('refuses a value that is no document, with a clear 400', () => {
    for (const input of [
      null,
      undefined,
      'doc',
      42,
      true,
      [],
      [doc()],
      { type: 'paragraph' },
      { type: 'doc', content: 'x' },
      { type: 'doc', content: {} },
      { content: [] },
    ]) {
      expect(refusal(input)).toBe('body must be a rich-text document: an object { "type": "doc", "content": [ … ] }');
    }
    expect(cleanRichText({ type: 'doc' })).toEqual({ type: 'doc' });
    expect(cleanRichText(doc())).toEqual({ type: 'doc' });
  });

  it('drops nodes, marks and attrs of the wrong shape (arrays, strings, numbers) without failing', () => {
    const { clean } = cleanAndRender(
      doc(
        'paragraph',
        42,
        null,
        [paragraph(text('nested array'))],
        { type: ['paragraph'] },
        { type: 'paragraph', content: 'text' },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 42 },
            { type: 'text', text: ['a'] },
            { type: 'text', text: 'ok', marks: { type: 'bold' } },
          ],
        },
        { type: 'heading', attrs: ['level', 3], content: [text('h')] },
        {
          type: 'paragraph',
          content: [text('m', [null, 'bold', { type: 'bold' }, { type: 'bold' }, { type: 'textStyle', attrs: { color: 'red' } }, { type: 'highlight' }])],
        },
        { type: 'orderedList', attrs: { start: '1; alert(1)' }, content: [{ type: 'listItem', content: [paragraph(text('o'))] }] },
        { type: 'bulletList', content: [] },
        { type: 'table', content: [{ type: 'tableRow', content: [] }] },
        { type: 'text', text: 'text at the top level' },
        { type: 'listItem', content: [paragraph(text('item at the top level'))] },
      ),
    );
    expect(clean).toEqual(
      doc(
        { type: 'paragraph' },
        paragraph(text('ok')),
        { type: 'heading', attrs: { level: 2 }, content: [text('h')] },
        paragraph(text('m', [{ type: 'bold' }])),
        { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [paragraph(text('o'))] }] },
      ),
    );
  });

  it('ignores prototype-pollution keys and never reads inherited values', () => {
    const input = JSON.parse(
      '{"type":"doc","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"content":[' +
        '{"type":"paragraph","__proto__":{"type":"script"},"content":[{"type":"text","text":"hi","marks":[{"type":"link","attrs":{"__proto__":{"href":"javascript:alert(1)"}}},{"type":"__proto__"},{"type":"constructor"},{"type":"toString"}]}]},' +
        '{"type":"__proto__","content":[{"type":"text","text":"x"}]},{"type":"constructor"},{"type":"hasOwnProperty"}]}',
    ) as unknown;
    const { clean } = cleanAndRender(input);
    expect(clean).toEqual(doc(paragraph(text('hi'))));
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    Object.defineProperty(Object.prototype, 'href', { value: 'javascript:alert(1)', configurable: true });
    Object.defineProperty(Object.prototype, 'alt', { value: 'inherited', configurable: true });
    try {
      expect(cleanRichText(doc(paragraph(text('a', [{ type: 'link', attrs: {} }]))))).toEqual(doc(paragraph(text('a'))));
      expect(() => cleanRichText(doc({ type: 'image', attrs: { src: 'https://cdn.example/a.png' } }))).toThrow(BadRequestException);
    } finally {
      delete (Object.prototype as Record<string, unknown>).href;
      delete (Object.prototype as Record<string, unknown>).alt;
    }
  });

  it('removes NUL and control characters and lone surrogates from text', () => {
    expect(cleanRichText(doc(paragraph(text('a\u0000b\u0007c\ud800d\te'))))).toEqual(doc(paragraph(text('abc\ufffdd\te'))));
    expect(cleanRichText(doc(paragraph(text('\u0000'))))).toEqual(doc({ type: 'paragraph' }));
  });

  it('refuses a 10 MB document, 20,001 nodes and a depth of 1,000, reading no node past the limit', () => {
    expect(refusal(doc(paragraph(text('x'.repeat(10 * 1024 * 1024)))))).toBe('body is larger than 200 KB');
    expect(refusal(doc(...Array.from({ length: 30_000 }, () => paragraph(text('word ')))))).toBe('body holds more than 20,000 nodes');
    // What keeps a huge body cheap is that the cleaner stops at the limit: the nodes it reads are
    // counted, not timed (a loaded machine makes any time limit flaky, and proves nothing).
    let read = 0;
    const huge = new Proxy(new Array<number>(10 * 1024 * 1024).fill(1), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(refusal({ type: 'doc', content: huge })).toBe('body holds more than 20,000 nodes');
    expect(read).toBeGreaterThan(20_000);
    expect(read).toBeLessThanOrEqual(20_001);
    let deep: RichTextNode = paragraph(text('bottom')) as RichTextNode;
    for (let level = 0; level < 1000; level++)
      deep = { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('x')) as RichTextNode, deep] }] };
    expect(refusal(doc(deep))).toBe('body is nested more than 20 levels deep');
    // 200 KB of JSON in many small nodes: each within the node limit, together over the size
    expect(
      refusal(doc(...Array.from({ length: 5000 }, () => paragraph(text('a fairly long sentence for one paragraph.', [{ type: 'bold' }, { type: 'italic' }]))))),
    );
  });

  it('accepts 20 levels and renders a stored document out of bounds without failing', () => {
    let deep: RichTextNode = paragraph(text('bottom')) as RichTextNode;
    // each list level is a list and an item: 9 levels of lists and the paragraph are 19 levels
    for (let level = 0; level < 9; level++)
      deep = { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text(`l${level}`)) as RichTextNode, deep] }] };
    expect(cleanRichText(doc(deep))).toEqual(doc(deep));
    for (let level = 0; level < 30; level++)
      deep = { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text(`l${level}`)) as RichTextNode, deep] }] };
    const { html } = { html: renderRichText(doc(deep) as RichTextDoc) };
    expectSafe(html);
    expect(html).toContain('l29');
    expect(html).not.toContain('bottom');
    expect(renderRichText('<script>alert(1)</script>' as unknown as RichTextDoc)).toBe('');
  });

  it('requires alt on an image (empty for a decorative one), at most 300 characters', () => {
    expect(refusal(doc({ type: 'image', attrs: { src: 'https://cdn.example/a.png' } }))).toMatch(/^Every image of body needs alt/);
    expect(refusal(doc({ type: 'image', attrs: { src: 'https://cdn.example/a.png', alt: null } }))).toMatch(/^Every image of body needs alt/);
    expect(refusal(doc({ type: 'image', attrs: { src: 'https://cdn.example/a.png', alt: 'x'.repeat(301) } }))).toBe(
      "An image's alt in body must be at most 300 characters",
    );
    const { fragment } = cleanAndRender(doc({ type: 'image', attrs: { src: 'https://cdn.example/a.png', alt: '' } }));
    expect(fragment.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('requires a call to action to have a text', () => {
    expect(refusal(doc({ type: 'callToAction', attrs: { text: '  ', href: '/contact-us' } }))).toBe(
      'A call to action in body needs a text of 1 to 120 characters',
    );
    expect(refusal(doc({ type: 'callToAction', attrs: { href: '/contact-us' } }))).toMatch(/needs a text/);
  });
});

const ID = '0b9d6f0a-3c1e-4e8b-9c4f-2a7d5e6f8a90';
const SVG_ID = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const MEDIA: Record<string, MediaLike> = {
  [ID]: { hash: 'a1b2c3d4e5f60718', width: 1600, height: 900, widths: [320, 640, 960, 1280], formats: ['avif', 'webp', 'jpeg'] },
  [SVG_ID]: { hash: '0011223344556677', width: 300, height: 100, widths: [], formats: [] },
};

describe('renderRichText', () => {
  it('round-trips the editor’s own JSON (a heading, links, a library image, a table, a call to action) to the expected HTML', () => {
    const { html } = cleanAndRender(EDITOR_SAMPLE, EDITOR_SAMPLE_MEDIA);
    expect(html).toBe(EDITOR_SAMPLE_HTML);
    expect(richTextMediaIds(cleanRichText(EDITOR_SAMPLE))).toEqual([EDITOR_SAMPLE_MEDIA_ID]);
  });

  it('keeps blocks the editor lets containers hold (a call to action in a cell, an image in a list, a heading in a quote) and still drops the rest there', () => {
    const cta = { type: 'callToAction', attrs: { text: 'Order', href: '/pricing/', variant: 'primary' } };
    const image = { type: 'image', attrs: { src: `/media/${ID}`, alt: 'Chart' } };
    const input = doc(
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [{ type: 'tableCell', content: [paragraph(text('Plan')), cta, { type: 'iframe', attrs: { src: 'https://evil.example' } }] }],
          },
        ],
      },
      { type: 'bulletList', content: [{ type: 'listItem', content: [image, { type: 'script' }] }] },
      { type: 'blockquote', content: [{ type: 'heading', attrs: { level: 3 }, content: [text('Said')] }, { type: 'horizontalRule' }] },
    );
    const { clean, html } = cleanAndRender(input);
    expect(clean).toEqual(
      doc(
        {
          type: 'table',
          content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1, rowspan: 1 }, content: [paragraph(text('Plan')), cta] }] }],
        },
        // a list item starts with a paragraph, as the editor's schema asks
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }, image] }] },
        { type: 'blockquote', content: [{ type: 'heading', attrs: { level: 3 }, content: [text('Said')] }, { type: 'horizontalRule' }] },
      ),
    );
    expect(html).toContain('<td><p>Plan</p><p class="rt-cta"><a href="/pricing/" class="rt-cta-link rt-cta-primary">Order</a></p></td>');
    expect(html).toContain(`<li><figure class="rt-image"><img src="/media/${ID}" alt="Chart" loading="lazy" decoding="async"/></figure></li>`);
    expect(html).toContain('<blockquote><h3 id="said">Said</h3><hr/></blockquote>');
  });

  it('renders every allowed node and mark', () => {
    const { html } = cleanAndRender(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('How we work')] },
        { type: 'heading', attrs: { level: 6 }, content: [text('Step one')] },
        paragraph(
          text('b', [{ type: 'bold' }]),
          text('i', [{ type: 'italic' }]),
          text('u', [{ type: 'underline' }]),
          text('s', [{ type: 'strike' }]),
          text('c', [{ type: 'code' }]),
          { type: 'hardBreak' },
          text('mail', [{ type: 'italic' }, link('mailto:hi@agency.example')]),
        ),
        { type: 'blockquote', content: [paragraph(text('Quote'))] },
        { type: 'horizontalRule' },
        { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [paragraph(text('three'))] }] },
      ),
    );
    expect(html).toBe(
      '<h2 id="how-we-work">How we work</h2><h4 id="step-one">Step one</h4>' +
        '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br/><a href="mailto:hi@agency.example"><em>mail</em></a></p>' +
        '<blockquote><p>Quote</p></blockquote><hr/><ol start="3"><li><p>three</p></li></ol>',
    );
  });

  it('gives headings unique ids that never take the layout’s own', () => {
    const html = renderRichText(
      cleanRichText(
        doc(
          ...['Intro', 'Intro', 'Main', 'Ünïcödé & Ärger', 'Привет, мир', '!!!', ''].map((title) => ({
            type: 'heading',
            attrs: { level: 2 },
            content: title ? [text(title)] : [],
          })),
        ),
      ),
    );
    expect([...parse(html).querySelectorAll('h2')].map((h2) => h2.id)).toEqual([
      'intro',
      'intro-2',
      'main-2',
      'unicode-arger',
      'привет-мир',
      'section',
      'section-2',
    ]);
    expect(headingSlug('  Pricing & plans (2026)  ')).toBe('pricing-plans-2026');
  });

  it('marks links that leave the site noopener noreferrer, and only those', () => {
    const { fragment } = cleanAndRender(
      doc(
        paragraph(
          text('out', [link('https://example.com')]),
          text('in', [link('/pricing/')]),
          text('anchor', [link('#faq')]),
          text('tel', [link('tel:+4930')]),
        ),
      ),
    );
    expect([...fragment.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['https://example.com/', 'noopener noreferrer'],
      ['/pricing/', null],
      ['#faq', null],
      ['tel:+4930', null],
    ]);
  });

  it('renders a library image as a <picture> of its variants, and plainly without the library’s data', () => {
    const input = doc({ type: 'image', attrs: { src: `/media/${ID.toUpperCase()}`, alt: 'Traffic chart', title: null, width: null, height: null } });
    const { fragment } = cleanAndRender(input, MEDIA);
    const sources = [...fragment.querySelectorAll('picture source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]);
    expect(sources).toEqual([
      [
        'image/avif',
        '/media/a1b2c3d4e5f60718-320.avif 320w, /media/a1b2c3d4e5f60718-640.avif 640w, /media/a1b2c3d4e5f60718-960.avif 960w, /media/a1b2c3d4e5f60718-1280.avif 1280w',
      ],
      [
        'image/webp',
        '/media/a1b2c3d4e5f60718-320.webp 320w, /media/a1b2c3d4e5f60718-640.webp 640w, /media/a1b2c3d4e5f60718-960.webp 960w, /media/a1b2c3d4e5f60718-1280.webp 1280w',
      ],
    ]);
    const img = fragment.querySelector('picture img');
    expect(img?.getAttribute('src')).toBe('/media/a1b2c3d4e5f60718-1280.jpeg');
    expect([img?.getAttribute('alt'), img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual([
      'Traffic chart',
      '1600',
      '900',
      'lazy',
    ]);

    const plain = cleanAndRender(input).fragment.querySelector('img');
    expect(plain?.getAttribute('src')).toBe(`/media/${ID}`);
    const svg = cleanAndRender(doc({ type: 'image', attrs: { src: `/media/${SVG_ID}`, alt: '' } }), MEDIA).fragment.querySelector('img');
    expect(svg?.getAttribute('src')).toBe('/media/0011223344556677.svg');
  });

  it('renders tables with header cells scoped to their column or row, inside a focusable scrolling region', () => {
    const cell = (type: string, value: string, attrs?: object) => ({ type, attrs, content: [paragraph(text(value))] });
    const { html } = cleanAndRender(
      doc({
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Plan'), cell('tableHeader', 'Price')] },
          { type: 'tableRow', content: [cell('tableHeader', 'Pro'), cell('tableCell', '$99', { colspan: 2, rowspan: 1, colwidth: [200], style: 'x' })] },
          { type: 'tableRow', content: [{ type: 'tableCell' }, cell('tableCell', '$1', { colspan: 'x' })] },
        ],
      }),
    );
    expect(html).toBe(
      '<div class="rt-table" role="region" aria-label="Table" tabindex="0"><table>' +
        '<thead><tr><th scope="col"><p>Plan</p></th><th scope="col"><p>Price</p></th></tr></thead>' +
        '<tbody><tr><th scope="row"><p>Pro</p></th><td colSpan="2"><p>$99</p></td></tr><tr><td></td><td><p>$1</p></td></tr></tbody>' +
        '</table></div>',
    );
  });

  it('renders a call to action as a link styled by its variant', () => {
    const { html } = cleanAndRender(
      doc(
        { type: 'callToAction', attrs: { text: 'Order now', href: '/pricing/', variant: 'primary' } },
        { type: 'callToAction', attrs: { text: 'Read more', href: 'https://example.com/guide', variant: 'secondary' } },
      ),
    );
    expect(html).toBe(
      '<p class="rt-cta"><a href="/pricing/" class="rt-cta-link rt-cta-primary">Order now</a></p>' +
        '<p class="rt-cta"><a href="https://example.com/guide" rel="noopener noreferrer" class="rt-cta-link rt-cta-secondary">Read more</a></p>',
    );
  });
});

describe('richTextToPlainText and richTextMediaIds', () => {
  const body = cleanRichText(
    doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Title')] },
      paragraph(text('One '), text('two', [{ type: 'bold' }]), { type: 'hardBreak' }, text('three')),
      { type: 'image', attrs: { src: `/media/${ID}`, alt: 'x' } },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [paragraph(text('a'))] },
          { type: 'listItem', content: [paragraph(text('b'))] },
        ],
      },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableCell', content: [paragraph(text('c1'))] },
              { type: 'tableCell', content: [paragraph(text('c2'))] },
            ],
          },
        ],
      },
      { type: 'callToAction', attrs: { text: 'Order', href: '/pricing/' } },
      { type: 'image', attrs: { src: `/media/${ID}`, alt: 'again' } },
      { type: 'image', attrs: { src: `/media/${SVG_ID}`, alt: '' } },
      { type: 'image', attrs: { src: 'https://cdn.example/a.png', alt: '' } },
    ),
  );

  it('gives the words, blocks a blank line apart', () => {
    expect(richTextToPlainText(body)).toBe('Title\n\nOne two\nthree\n\na\nb\n\nc1 c2\n\nOrder');
    expect(richTextToPlainText({ type: 'doc' })).toBe('');
  });

  it('names each library image once', () => {
    expect(richTextMediaIds(body)).toEqual([ID, SVG_ID]);
  });
});

class BodyDto {
  @IsRichText()
  body: RichTextDoc;
}

describe('@IsRichText()', () => {
  it('hands the handler the cleaned document', async () => {
    const dto = plainToInstance(BodyDto, { body: doc(paragraph(text('hi', [link('javascript:alert(1)')])), { type: 'script' }) });
    expect(await validate(dto)).toEqual([]);
    expect(dto.body).toEqual(doc(paragraph(text('hi'))));
  });

  it('refuses what cleanRichText refuses, with its message', async () => {
    for (const [body, message] of [
      ['<p>html</p>', 'body must be a rich-text document: an object { "type": "doc", "content": [ … ] }'],
      [doc({ type: 'image', attrs: { src: `/media/${ID}` } }), /^Every image of body needs alt/],
    ] as const) {
      const errors = await validate(plainToInstance(BodyDto, { body }));
      expect(errors).toHaveLength(1);
      expect(Object.values(errors[0].constraints ?? {})[0]).toMatch(message);
    }
  });
});

describe('RICH_TEXT_BODY_LIMITS', () => {
  it('lets a body carry a document as deep as cleanRichText takes, and no deeper than it bounds', () => {
    let deep: RichTextNode = paragraph(text('bottom', [link('/a')])) as RichTextNode;
    for (let level = 0; level < 9; level++)
      deep = { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('x', [link('/b')])) as RichTextNode, deep] }] };
    const bytes = Buffer.from(JSON.stringify({ title: 'T', body: doc(deep) }));
    expect(jsonShapeProblem(bytes)).toMatch(/nested more than 20 levels/);
    expect(jsonShapeProblem(bytes, RICH_TEXT_BODY_LIMITS)).toBeUndefined();
    expect(jsonShapeProblem(Buffer.from('['.repeat(65)), RICH_TEXT_BODY_LIMITS)).toMatch(/nested more than 64 levels/);
  });
});
