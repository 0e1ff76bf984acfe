import { BadRequestException } from '@nestjs/common';
import { createElement as h, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteMedia } from '../media/media.dto.js';
import { RICH_TEXT_LIMITS, RICH_TEXT_TEXTS } from './texts.js';

/**
 * Rich text is stored as the editor's structured document (Tiptap/ProseMirror JSON, exactly as
 * `editor.getJSON()` gives it), never as HTML from the browser. `cleanRichText` keeps what the
 * allow-list below names and drops everything else; `renderRichText` makes HTML from a cleaned
 * document on the server, every element from a fixed table and every text and attribute escaped
 * by React's server renderer (`renderToStaticMarkup`), so no stored value reaches the page as markup.
 */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}

export interface RichTextDoc {
  type: 'doc';
  content?: RichTextNode[];
}

/** What a `<picture>` of a library image needs: the site read's `media` entries fit. */
export type MediaLike = Pick<SiteMedia, 'hash' | 'width' | 'height' | 'widths' | 'formats'>;

const INLINE = ['text', 'hardBreak'] as const;
const BLOCKS = ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote', 'horizontalRule', 'table', 'image', 'callToAction'] as const;

/**
 * The allow-list: each node type and the node types it may hold. Anything else is dropped.
 * Containers hold any block, as the editor's schema lets them (Tiptap's list items, quotes and
 * cells take `block+`): an image or a call to action put in a list or a table cell shows on the
 * page as it did in the editor instead of vanishing on save. Depth is bounded below.
 */
const CHILDREN: Record<string, readonly string[]> = {
  doc: BLOCKS,
  paragraph: INLINE,
  heading: INLINE,
  bulletList: ['listItem'],
  orderedList: ['listItem'],
  listItem: BLOCKS,
  blockquote: BLOCKS,
  table: ['tableRow'],
  tableRow: ['tableHeader', 'tableCell'],
  tableHeader: BLOCKS,
  tableCell: BLOCKS,
};

/** The marks text may carry, and the element each becomes. */
const MARK_TAGS = { link: 'a', bold: 'strong', italic: 'em', underline: 'u', strike: 's', code: 'code' } as const;
type MarkType = keyof typeof MARK_TAGS;

const CTA_VARIANTS = ['primary', 'secondary'] as const;
export type CallToActionVariant = (typeof CTA_VARIANTS)[number];

/** A library image's stable address (see backend/src/media): the only relative image source. */
const LIBRARY_SRC = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** Relative links are resolved against this origin only to normalise them; it never reaches a page. */
const INTERNAL = new URL('https://internal.invalid/');
/** Control characters (tabs and line feeds kept) have no place in text and are removed. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own property only: a value inherited from a polluted prototype is never read. */
const own = (value: Record<string, unknown>, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

const attrOf = (node: Record<string, unknown>, key: string): unknown => {
  const attrs = own(node, 'attrs');
  return isRecord(attrs) ? own(attrs, key) : undefined;
};

const intIn = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/**
 * A link's address, normalised by the WHATWG URL parser, or undefined when it is not one the
 * site links to: http(s), mailto and tel addresses, a path of this site (one leading `/`), or a
 * `#fragment`. The parser strips the tabs, line feeds and leading control characters browsers
 * ignore, so `\tjavascript:` and `java\nscript:` are read as the browser would read them (and
 * refused); an entity such as `&#58;` is no colon in JSON, and reaches the page as text.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if (!href || href.length > RICH_TEXT_LIMITS.urlLength) return undefined;
  try {
    if (href.startsWith('#')) {
      const { hash } = new URL(href, INTERNAL);
      return hash.length > 1 ? hash : undefined;
    }
    if (href.startsWith('/')) {
      const url = new URL(href, INTERNAL);
      // `//host`, `/\host` and the like leave the site: refused
      return url.origin === INTERNAL.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
    }
    const url = new URL(href);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname ? url.href : undefined;
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return url.pathname ? url.href : undefined;
  } catch {
    return undefined;
  }
  return undefined;
}

/** An image's address: a library image (`/media/{id}`) or an https URL; undefined for anything else (data:, http:, javascript:). */
export function safeImageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const src = value.trim();
  if (!src || src.length > RICH_TEXT_LIMITS.urlLength) return undefined;
  const library = LIBRARY_SRC.exec(src);
  if (library) return `/media/${library[1].toLowerCase()}`;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && url.hostname ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const cleanText = (value: string) => value.toWellFormed().replace(CONTROL, '');

/**
 * One pass over a document, building a new one from the allow-list (nothing of the input is
 * kept by reference, so unknown keys, `__proto__` included, stay behind). Strict (saving): a body
 * out of bounds or an image without alt is a 400. Lenient (rendering a stored document): the
 * same allow-list, but what would be refused is dropped, so a page always renders.
 */
class Cleaner {
  private nodes = 0;
  private textLength = 0;

  constructor(
    private readonly field: string,
    private readonly strict: boolean,
  ) {}

  doc(input: unknown): RichTextDoc {
    const content = isRecord(input) ? own(input, 'content') : undefined;
    if (!isRecord(input) || own(input, 'type') !== 'doc' || (content !== undefined && !Array.isArray(content))) {
      throw new BadRequestException(RICH_TEXT_TEXTS.notADoc(this.field));
    }
    const children = this.children(content, 'doc', 1);
    const doc: RichTextDoc = children.length ? { type: 'doc', content: children } : { type: 'doc' };
    if (this.strict && Buffer.byteLength(JSON.stringify(doc)) > RICH_TEXT_LIMITS.bytes) {
      throw new BadRequestException(RICH_TEXT_TEXTS.tooLarge(this.field));
    }
    return doc;
  }

  private refuse(message: string): undefined {
    if (this.strict) throw new BadRequestException(message);
    return undefined;
  }

  private children(raw: unknown, parent: string, depth: number): RichTextNode[] {
    if (!Array.isArray(raw)) return [];
    const allowed = CHILDREN[parent] ?? [];
    const out: RichTextNode[] = [];
    for (const item of raw as unknown[]) {
      if (++this.nodes > RICH_TEXT_LIMITS.nodes) {
        this.refuse(RICH_TEXT_TEXTS.tooManyNodes(this.field));
        break;
      }
      if (!isRecord(item)) continue;
      const type = own(item, 'type');
      if (typeof type !== 'string' || !allowed.includes(type)) continue;
      if (depth > RICH_TEXT_LIMITS.depth) {
        this.refuse(RICH_TEXT_TEXTS.tooDeep(this.field));
        continue;
      }
      const node = this.node(item, type, depth);
      if (node) out.push(node);
    }
    return out;
  }

  private node(raw: Record<string, unknown>, type: string, depth: number): RichTextNode | undefined {
    const content = () => this.children(own(raw, 'content'), type, depth + 1);
    switch (type) {
      case 'text':
        return this.text(raw);
      case 'hardBreak':
      case 'horizontalRule':
        return { type };
      case 'paragraph':
        return withContent({ type }, content());
      case 'heading':
        return withContent({ type, attrs: { level: headingLevel(attrOf(raw, 'level')) } }, content());
      case 'bulletList':
      case 'blockquote':
      case 'table':
      case 'tableRow':
        return nonEmpty({ type }, content());
      case 'orderedList':
        return nonEmpty({ type, attrs: { start: intIn(attrOf(raw, 'start'), 0, 1_000_000) ?? 1 } }, content());
      case 'listItem': {
        const children = content();
        // a list item starts with a paragraph (the editor's schema): one is given when missing
        if (children.length && children[0].type !== 'paragraph') children.unshift({ type: 'paragraph' });
        return nonEmpty({ type }, children);
      }
      case 'tableHeader':
      case 'tableCell': {
        const children = content();
        const attrs = { colspan: intIn(attrOf(raw, 'colspan'), 1, 100) ?? 1, rowspan: intIn(attrOf(raw, 'rowspan'), 1, 100) ?? 1 };
        return { type, attrs, content: children.length ? children : [{ type: 'paragraph' }] };
      }
      case 'image':
        return this.image(raw);
      case 'callToAction':
        return this.callToAction(raw);
      default:
        return undefined;
    }
  }

  private text(raw: Record<string, unknown>): RichTextNode | undefined {
    const value = own(raw, 'text');
    if (typeof value !== 'string') return undefined;
    this.textLength += value.length;
    if (this.textLength > RICH_TEXT_LIMITS.bytes) return this.refuse(RICH_TEXT_TEXTS.tooLarge(this.field));
    const text = cleanText(value);
    if (!text) return undefined;
    const marks = cleanMarks(own(raw, 'marks'));
    return marks.length ? { type: 'text', marks, text } : { type: 'text', text };
  }

  private image(raw: Record<string, unknown>): RichTextNode | undefined {
    const src = safeImageSrc(attrOf(raw, 'src'));
    if (!src) return undefined;
    const rawAlt = attrOf(raw, 'alt');
    if (typeof rawAlt !== 'string') return this.refuse(RICH_TEXT_TEXTS.altRequired(this.field));
    const alt = cleanText(rawAlt).trim();
    if (alt.length > RICH_TEXT_LIMITS.altLength) return this.refuse(RICH_TEXT_TEXTS.altTooLong(this.field));
    const attrs: Record<string, unknown> = { src, alt };
    const width = intIn(attrOf(raw, 'width'), 1, 10_000);
    const height = intIn(attrOf(raw, 'height'), 1, 10_000);
    if (width && height) Object.assign(attrs, { width, height });
    return { type: 'image', attrs };
  }

  private callToAction(raw: Record<string, unknown>): RichTextNode | undefined {
    const href = safeHref(attrOf(raw, 'href'));
    if (!href) return undefined;
    const rawText = attrOf(raw, 'text');
    const text = typeof rawText === 'string' ? cleanText(rawText).trim() : '';
    if (!text || text.length > RICH_TEXT_LIMITS.ctaText) return this.refuse(RICH_TEXT_TEXTS.ctaText(this.field));
    const variant = CTA_VARIANTS.find((name) => name === attrOf(raw, 'variant')) ?? 'primary';
    return { type: 'callToAction', attrs: { text, href, variant } };
  }
}

const withContent = (node: RichTextNode, content: RichTextNode[]): RichTextNode => (content.length ? { ...node, content } : node);
const nonEmpty = (node: RichTextNode, content: RichTextNode[]): RichTextNode | undefined => (content.length ? { ...node, content } : undefined);

/** Headings of a body are levels 2 to 4 (the page's title is the h1): others are brought within. */
function headingLevel(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(4, Math.max(2, Math.round(value))) : 2;
}

/** The allowed marks, once each; a link whose address is refused is dropped (its text stays). */
function cleanMarks(raw: unknown): RichTextMark[] {
  if (!Array.isArray(raw)) return [];
  const marks: RichTextMark[] = [];
  for (const item of (raw as unknown[]).slice(0, Object.keys(MARK_TAGS).length * 2)) {
    if (!isRecord(item)) continue;
    const type = own(item, 'type');
    if (typeof type !== 'string' || !Object.hasOwn(MARK_TAGS, type) || marks.some((mark) => mark.type === type)) continue;
    if (type === 'link') {
      const href = safeHref(attrOf(item, 'href'));
      if (href) marks.push({ type, attrs: { href } });
    } else marks.push({ type });
  }
  return marks;
}

/**
 * The document to store: the allow-list applied (unknown nodes, marks and attributes dropped,
 * refused links and images removed), or a 400 naming `field` for a value that is no document,
 * nests deeper than 20 levels, holds more than 20,000 nodes or 200 KB, or has an image without alt.
 */
export function cleanRichText(input: unknown, field = 'body'): RichTextDoc {
  return new Cleaner(field, true).doc(input);
}

// ---------- rendering ----------

/** The page layout's own ids, which a heading's anchor must not take. */
const LAYOUT_IDS = new Set(['root', 'main', 'mobile-navigation']);

/** `Pricing & plans` → `pricing-plans`: letters and digits of any script kept, the rest one dash. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'section';
}

interface RenderContext {
  media: Record<string, MediaLike>;
  ids: Set<string>;
  /** the image the document opens with, when it opens a page: not lazy, fetched first */
  lead?: RichTextNode;
}

/** `sizes` of a body image: the reading column (about 46em wide) from md up, the screen below. */
export const RICH_TEXT_IMAGE_SIZES = '(min-width: 48em) 736px, 100vw';

const isAbsolute = (href: string) => href.startsWith('http:') || href.startsWith('https:');
const linkProps = (href: string): { href: string; rel?: string } => (isAbsolute(href) ? { href, rel: 'noopener noreferrer' } : { href });

function uniqueId(text: string, ids: Set<string>): string {
  const base = headingSlug(text);
  let id = base;
  for (let n = 2; ids.has(id) || LAYOUT_IDS.has(id); n++) id = `${base}-${n}`;
  ids.add(id);
  return id;
}

function renderText(node: RichTextNode, key: number): ReactNode {
  // the link outermost, so a link's text keeps its own emphasis inside it
  const marks = [...(node.marks ?? [])].sort((a, b) => Number(b.type === 'link') - Number(a.type === 'link'));
  let out: ReactNode = node.text ?? '';
  for (const mark of marks.reverse()) {
    out = mark.type === 'link' ? h('a', linkProps(String(mark.attrs?.href)), out) : h(MARK_TAGS[mark.type as MarkType], null, out);
  }
  return h(Fragment, { key }, out);
}

function renderImage(node: RichTextNode, key: number, context: RenderContext): ReactNode {
  const src = String(node.attrs?.src);
  const alt = String(node.attrs?.alt ?? '');
  const id = LIBRARY_SRC.exec(src)?.[1];
  const item = id ? context.media[id] : undefined;
  // The image a page opens with is its largest in the first view: fetched at once and first.
  const common =
    context.lead === node ? { alt, loading: 'eager' as const, fetchPriority: 'high' as const } : { alt, loading: 'lazy' as const, decoding: 'async' as const };
  if (!item) {
    const size = node.attrs?.width ? { width: Number(node.attrs.width), height: Number(node.attrs.height) } : {};
    return h('figure', { key, className: 'rt-image' }, h('img', { src, ...size, ...common }));
  }
  const size = { width: item.width, height: item.height };
  if (item.formats.length === 0) {
    return h('figure', { key, className: 'rt-image' }, h('img', { src: `/media/${item.hash}.svg`, ...size, ...common }));
  }
  const variant = (width: number, format: string) => `/media/${item.hash}-${width}.${format}`;
  const srcSet = (format: string) => item.widths.map((width) => `${variant(width, format)} ${width}w`).join(', ');
  const fallback = item.formats[item.formats.length - 1];
  const sources = item.formats
    .filter((format) => format !== fallback)
    .map((format) => h('source', { key: format, type: `image/${format}`, srcSet: srcSet(format), sizes: RICH_TEXT_IMAGE_SIZES }));
  const img = h('img', {
    src: variant(item.widths[item.widths.length - 1], fallback),
    srcSet: srcSet(fallback),
    sizes: RICH_TEXT_IMAGE_SIZES,
    ...size,
    ...common,
  });
  return h('figure', { key, className: 'rt-image' }, h('picture', null, ...sources, img));
}

function renderTable(node: RichTextNode, key: number, context: RenderContext): ReactNode {
  const rows = node.content ?? [];
  const headRow = rows[0]?.content?.every((cell) => cell.type === 'tableHeader') ? rows[0] : undefined;
  const bodyRows = headRow ? rows.slice(1) : rows;
  const row = (tableRow: RichTextNode, index: number, inHead: boolean) =>
    h(
      'tr',
      { key: index },
      (tableRow.content ?? []).map((cell, at) => {
        const colSpan = Number(cell.attrs?.colspan ?? 1);
        const rowSpan = Number(cell.attrs?.rowspan ?? 1);
        const spans = { colSpan: colSpan > 1 ? colSpan : undefined, rowSpan: rowSpan > 1 ? rowSpan : undefined };
        return cell.type === 'tableHeader'
          ? h('th', { key: at, scope: inHead ? 'col' : 'row', ...spans }, renderNodes(cell.content, context))
          : h('td', { key: at, ...spans }, renderNodes(cell.content, context));
      }),
    );
  return h(
    'div',
    { key, className: 'rt-table', role: 'region', 'aria-label': RICH_TEXT_TEXTS.tableRegion, tabIndex: 0 },
    h(
      'table',
      null,
      headRow ? h('thead', null, row(headRow, 0, true)) : null,
      bodyRows.length
        ? h(
            'tbody',
            null,
            bodyRows.map((tableRow, index) => row(tableRow, index, false)),
          )
        : null,
    ),
  );
}

function renderNode(node: RichTextNode, key: number, context: RenderContext): ReactNode {
  const children = () => renderNodes(node.content, context);
  switch (node.type) {
    case 'text':
      return renderText(node, key);
    case 'hardBreak':
      return h('br', { key });
    case 'horizontalRule':
      return h('hr', { key });
    case 'paragraph':
      // an empty paragraph is the editor's spacing or its trailing line: nothing on the page
      return node.content?.length ? h('p', { key }, children()) : null;
    case 'heading': {
      const level = Number(node.attrs?.level);
      return h(`h${level}`, { key, id: uniqueId(plainTextOf(node), context.ids) }, children());
    }
    case 'bulletList':
      return h('ul', { key }, children());
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return h('ol', { key, start: start === 1 ? undefined : start }, children());
    }
    case 'listItem':
      return h('li', { key }, children());
    case 'blockquote':
      return h('blockquote', { key }, children());
    case 'table':
      return renderTable(node, key, context);
    case 'image':
      return renderImage(node, key, context);
    case 'callToAction': {
      const variant = node.attrs?.variant === 'secondary' ? 'secondary' : 'primary';
      const link = linkProps(String(node.attrs?.href));
      return h('p', { key, className: 'rt-cta' }, h('a', { ...link, className: `rt-cta-link rt-cta-${variant}` }, String(node.attrs?.text)));
    }
    default:
      return null;
  }
}

function renderNodes(nodes: RichTextNode[] | undefined, context: RenderContext): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, context));
}

/**
 * The HTML of a document, for the page rendered on the server. The document goes through the
 * allow-list again (leniently: a stored document always renders), so what reaches the page is
 * what the allow-list names whatever the database holds; React escapes every text and attribute.
 * `media` (the site read's library images, by id) turns library images into a `<picture>` of
 * their variants; without it they are a plain `<img src="/media/{id}">`. `leadImage`: the document
 * opens a page, so an image it starts with is the page's largest in the first view.
 */
export function renderRichText(doc: RichTextDoc, media: Record<string, MediaLike> = {}, options: { leadImage?: boolean } = {}): string {
  let clean: RichTextDoc;
  try {
    clean = new Cleaner('body', false).doc(doc);
  } catch {
    return '';
  }
  const opening = clean.content?.[0];
  const context: RenderContext = { media, ids: new Set(), lead: options.leadImage && opening?.type === 'image' ? opening : undefined };
  return renderToStaticMarkup(h(Fragment, null, renderNodes(clean.content, context)));
}

// ---------- text and media ----------

const TEXTBLOCKS = new Set(['paragraph', 'heading']);

function plainTextOf(node: RichTextNode): string {
  switch (node.type) {
    case 'text':
      return node.text ?? '';
    case 'hardBreak':
      return '\n';
    case 'callToAction':
      return String(node.attrs?.text ?? '');
    case 'image':
    case 'horizontalRule':
      return '';
    default: {
      const parts = (node.content ?? []).map(plainTextOf);
      if (TEXTBLOCKS.has(node.type)) return parts.join('');
      if (node.type === 'tableRow') return parts.filter(Boolean).join(' ');
      return parts.filter(Boolean).join('\n');
    }
  }
}

/** The words of a document, blocks a blank line apart (excerpts, reading time, search). */
export function richTextToPlainText(doc: RichTextDoc): string {
  return (doc.content ?? [])
    .map(plainTextOf)
    .filter((part) => part.trim())
    .join('\n\n');
}

/** The library images a document shows (their ids, once each, in order), for the site read's `media` and the library's uses. */
export function richTextMediaIds(doc: RichTextDoc): string[] {
  const ids = new Set<string>();
  const visit = (nodes: RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'image') {
        const id = LIBRARY_SRC.exec(String(node.attrs?.src ?? ''))?.[1];
        if (id) ids.add(id.toLowerCase());
      }
      visit(node.content);
    }
  };
  visit(doc.content);
  return [...ids];
}
