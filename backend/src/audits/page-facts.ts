import { parseDocument } from 'htmlparser2';
import type { Element, Document } from 'domhandler';
import { findAll, getAttributeValue, textContent, getChildren, isTag } from 'domutils';

/** A link the page names, its address resolved against the page's (fragment dropped). */
export interface PageLink {
  url: string;
  /** the link's visible text, or what stands in for it (aria-label, an image's alt) */
  text: string;
}

/** What the checks read from one HTML page; everything is derived from the bytes once. */
export interface PageFacts {
  hasDoctype: boolean;
  titles: string[];
  descriptions: string[];
  h1Count: number;
  canonicals: string[];
  metaRobots: string[];
  /** hreflang code → address, as the page declares them */
  hreflangs: { code: string; url: string | null }[];
  links: PageLink[];
  images: { src: string; alt: string | null; hasWidth: boolean; hasHeight: boolean }[];
  /** every sub-resource the HTML itself asks the browser to fetch (scripts, styles, images, frames, preloads, icons) */
  resources: string[];
  /** every external script's address */
  scripts: string[];
  /** scripts and stylesheets in the head that hold up the first paint */
  renderBlocking: string[];
  viewport: string | null;
  lang: string | null;
  charset: boolean;
  openGraph: Record<string, string>;
  /** each JSON-LD block's text */
  jsonLd: string[];
  wordCount: number;
  metaRefresh: boolean;
  favicon: boolean;
}

const attribute = (element: Element, name: string): string | null => getAttributeValue(element, name) ?? null;

function resolve(href: string | null, base: URL): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (!trimmed || /^(javascript|mailto|tel|data|about):/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, base);
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** Text a reader sees: the body's text without scripts, styles and templates. */
function visibleWords(document: Document): number {
  const body = findAll((element) => element.name === 'body', document.children)[0] ?? document;
  let words = 0;
  const walk = (nodes: ReturnType<typeof getChildren>) => {
    for (const node of nodes) {
      if (isTag(node)) {
        if (['script', 'style', 'noscript', 'template', 'svg'].includes(node.name)) continue;
        walk(node.children);
      } else if (node.type === 'text') {
        words += (node as unknown as { data: string }).data.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      }
    }
  };
  walk(getChildren(body));
  return words;
}

export function pageFacts(html: string, pageUrl: string): PageFacts {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  const all = (predicate: (element: Element) => boolean) => findAll(predicate, document.children);
  const head = all((element) => element.name === 'head')[0];
  const inHead = (predicate: (element: Element) => boolean) => (head ? findAll(predicate, head.children) : []);
  let base = new URL(pageUrl);
  const baseHref = all((element) => element.name === 'base')[0];
  const baseUrl = baseHref && resolve(attribute(baseHref, 'href'), base);
  if (baseUrl) base = new URL(baseUrl);

  const rel = (element: Element) => (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
  const meta = (name: string) =>
    all((element) => element.name === 'meta' && (attribute(element, 'name') ?? '').toLowerCase() === name).map(
      (element) => attribute(element, 'content') ?? '',
    );

  const links: PageLink[] = [];
  for (const anchor of all((element) => element.name === 'a' && attribute(element, 'href') !== null)) {
    const url = resolve(attribute(anchor, 'href'), base);
    if (!url || !/^https?:/.test(url)) continue;
    const imageAlt = findAll((element) => element.name === 'img', anchor.children)
      .map((image) => attribute(image, 'alt') ?? '')
      .join(' ');
    links.push({ url, text: (textContent(anchor) + ' ' + (attribute(anchor, 'aria-label') ?? '') + ' ' + imageAlt).replace(/\s+/g, ' ').trim() });
  }

  const resources = new Set<string>();
  const add = (value: string | null) => {
    const url = resolve(value, base);
    if (url) resources.add(url);
  };
  for (const element of all((element) => ['script', 'img', 'iframe', 'video', 'audio', 'source', 'embed'].includes(element.name)))
    add(attribute(element, 'src'));
  for (const element of all((element) => element.name === 'link' && rel(element).some((r) => ['stylesheet', 'preload', 'icon', 'modulepreload'].includes(r))))
    add(attribute(element, 'href'));

  const renderBlocking = inHead((element) => {
    if (element.name === 'script') {
      const type = (attribute(element, 'type') ?? '').toLowerCase();
      return attribute(element, 'src') !== null && attribute(element, 'async') === null && attribute(element, 'defer') === null && type !== 'module';
    }
    if (element.name === 'link' && rel(element).includes('stylesheet')) {
      const media = (attribute(element, 'media') ?? 'all').toLowerCase();
      return media === 'all' || media === 'screen' || media === '';
    }
    return false;
  }).map((element) => resolve(attribute(element, 'src') ?? attribute(element, 'href'), base) ?? '');

  const openGraph: Record<string, string> = {};
  for (const element of all((element) => element.name === 'meta' && (attribute(element, 'property') ?? '').startsWith('og:'))) {
    openGraph[attribute(element, 'property')!] = attribute(element, 'content') ?? '';
  }

  const html5 = all((element) => element.name === 'html')[0];
  const facts: PageFacts = {
    hasDoctype: /^\s*(<!--[\s\S]*?-->\s*)*<!doctype\s+html/i.test(html),
    titles: inHead((element) => element.name === 'title').map((title) => textContent(title).replace(/\s+/g, ' ').trim()),
    descriptions: meta('description').map((text) => text.trim()),
    h1Count: all((element) => element.name === 'h1').length,
    canonicals: all((element) => element.name === 'link' && rel(element).includes('canonical')).map(
      (element) => resolve(attribute(element, 'href'), base) ?? '',
    ),
    metaRobots: [...meta('robots'), ...meta('googlebot')].map((text) => text.toLowerCase()),
    hreflangs: all((element) => element.name === 'link' && rel(element).includes('alternate') && attribute(element, 'hreflang') !== null).map((element) => ({
      code: attribute(element, 'hreflang')!.trim(),
      url: resolve(attribute(element, 'href'), base),
    })),
    links,
    images: all((element) => element.name === 'img').map((image) => ({
      src: resolve(attribute(image, 'src'), base) ?? '',
      alt: attribute(image, 'alt'),
      hasWidth: attribute(image, 'width') !== null,
      hasHeight: attribute(image, 'height') !== null,
    })),
    resources: [...resources],
    scripts: all((element) => element.name === 'script' && attribute(element, 'src') !== null).map((element) => resolve(attribute(element, 'src'), base) ?? ''),
    renderBlocking,
    viewport: meta('viewport')[0] ?? null,
    lang: (html5 && attribute(html5, 'lang')?.trim()) || null,
    charset:
      all((element) => element.name === 'meta' && (attribute(element, 'charset') !== null || /charset=/i.test(attribute(element, 'content') ?? ''))).length > 0,
    openGraph,
    jsonLd: all((element) => element.name === 'script' && (attribute(element, 'type') ?? '').toLowerCase() === 'application/ld+json').map((element) =>
      textContent(element),
    ),
    wordCount: visibleWords(document),
    metaRefresh: all((element) => element.name === 'meta' && (attribute(element, 'http-equiv') ?? '').toLowerCase() === 'refresh').length > 0,
    favicon: all((element) => element.name === 'link' && rel(element).some((r) => r === 'icon' || r === 'apple-touch-icon')).length > 0,
  };
  // The parser's strings are slices of the page's HTML, which each of them keeps whole: the facts of
  // every page a crawl has read held that page's HTML (up to the byte cap) until the crawl ended,
  // some 100 MB for 50 pages of 2 MB (docs/performance.md, "Site audits"). Copied, they hold only themselves.
  return JSON.parse(JSON.stringify(facts)) as PageFacts;
}
