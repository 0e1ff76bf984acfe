import { Inject, Injectable } from '@nestjs/common';
import { BrandService } from '../content/brand.service.js';
import { SiteVersion } from '../content/site-version.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { BlogAuthorsService } from './blog-authors.service.js';
import type { BlogPostSummary } from './blog.dto.js';
import { BlogReadingService } from './blog-reading.service.js';

const sitePath = (value: string, origin: string) => (value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value);

/** Site paths in the rendered body (src="/media/…", href="/pricing/") as absolute addresses: feed readers have no page to resolve them against. */
const absolute = (html: string, origin: string) =>
  html.replace(/\s(src|href|srcset)="([^"]*)"/g, (_match, name: string, value: string) => {
    const made =
      name === 'srcset'
        ? value
            .split(',')
            .map((part) => sitePath(part.trim(), origin))
            .join(', ')
        : sitePath(value, origin);
    return ` ${name}="${made}"`;
  });

const ATOM = 'http://www.w3.org/2005/Atom';

const IMAGE_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/**
 * A post's cover as the entry's enclosure (Atom's own link relation for a related resource that
 * readers fetch), so feed readers show the picture the post's card shows. A library image's address
 * serves its fallback variant (or its SVG), whose type the library says; another address's type is
 * read from its extension, or left out.
 */
function coverLink(post: BlogPostSummary, origin: string): Children[number] | undefined {
  if (!post.coverImage) return undefined;
  const media = post.coverMedia;
  const format = media ? (media.formats.at(-1) ?? 'svg') : /\.([a-z]+)(?:[?#]|$)/i.exec(post.coverImage)?.[1]?.toLowerCase();
  return [
    'link',
    undefined,
    { rel: 'enclosure', href: sitePath(post.coverImage, origin), type: format ? IMAGE_TYPES[format] : undefined, title: post.coverImageAlt || undefined },
  ];
}

/** What XML 1.0 cannot carry (most control characters, lone surrogates): one in a title would make the whole feed unreadable. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

type Children = [name: string, text?: string, attributes?: Record<string, string | undefined>, children?: Children][];

/**
 * The blog's Atom feed (`/blog/feed.xml`): the 20 newest visible posts with their excerpt and whole
 * body. Atom over RSS 2.0 because it says which text is HTML and carries an updated time per
 * entry. Titles, excerpts and term names are text constructs (type="text"), so a reader shows
 * `<b>` in a title as written; only the body is HTML. The document is built as an XML DOM and
 * written by jsdom's XML serializer, which escapes every text and attribute value and writes no
 * CDATA section a `]]>` could end, so any title, name or body leaves it well-formed. Kept per site
 * version like the pages, so a scheduled post enters it when the schedule moves the version.
 */
@Injectable()
export class BlogFeed {
  private kept?: { version: string; xml: string };

  constructor(
    private readonly reading: BlogReadingService,
    private readonly authors: BlogAuthorsService,
    private readonly brand: BrandService,
    private readonly siteVersion: SiteVersion,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async xml(): Promise<string> {
    const version = await this.siteVersion.current();
    if (this.kept?.version === version) return this.kept.xml;
    const xml = await this.build();
    this.kept = { version, xml };
    return xml;
  }

  private async build(): Promise<string> {
    const origin = this.settings.publicUrl;
    const [posts, settings, siteName] = await Promise.all([this.reading.feedPosts(), this.authors.settings(), this.brand.siteName()]);
    const updatedOf = (post: { updatedAt: Date; publishedAt: Date }) => new Date(Math.max(post.updatedAt.getTime(), post.publishedAt.getTime()));
    const updated = posts.reduce<Date | undefined>((newest, post) => {
      const at = updatedOf(post);
      return !newest || at > newest ? at : newest;
    }, undefined);
    const feed: Children = [
      ['id', `${origin}/blog/`],
      ['title', `${settings.name} | ${siteName}`, { type: 'text' }],
      ['updated', (updated ?? new Date()).toISOString()],
      [
        'author',
        undefined,
        {},
        [
          ['name', siteName],
          ['uri', `${origin}/`],
        ],
      ],
      ['link', undefined, { rel: 'alternate', href: `${origin}/blog/` }],
      ['link', undefined, { rel: 'self', href: `${origin}/blog/feed.xml` }],
      ...(settings.description ? [['subtitle', settings.description, { type: 'text' }] as Children[number]] : []),
      ['rights', `© ${siteName}`, { type: 'text' }],
    ];
    for (const post of posts) {
      const link = `${origin}/blog/${post.slug}`;
      feed.push([
        'entry',
        undefined,
        {},
        [
          ['title', post.title, { type: 'text' }],
          ['id', link],
          ['link', undefined, { href: link }],
          ['updated', updatedOf(post).toISOString()],
          ...(post.excerpt ? [['summary', post.excerpt, { type: 'text' }] as Children[number]] : []),
          ...[coverLink(post, origin)].filter((link): link is Children[number] => link !== undefined),
          ['content', absolute(post.html, origin), { type: 'html' }],
          ['author', undefined, {}, [['name', post.author?.name ?? siteName]]],
          ...(post.category ? [['category', undefined, { term: post.category.slug, label: post.category.name }] as Children[number]] : []),
          ...post.tags.map((tag): Children[number] => ['category', undefined, { term: tag.slug, label: tag.name }]),
          ['published', post.publishedAt.toISOString()],
        ],
      ]);
    }
    return atomDocument(feed);
  }
}

/** The feed element with its children, as XML text; jsdom is loaded at the first feed (it is big, and most starts serve none). */
async function atomDocument(children: Children): Promise<string> {
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM(`<feed xmlns="${ATOM}"/>`, { contentType: 'application/xml' });
  try {
    const { document } = window;
    const append = (parent: Element, [name, text, attributes = {}, nested = []]: Children[number]) => {
      const element = document.createElementNS(ATOM, name);
      for (const [attribute, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(attribute, value.replace(NOT_XML, ''));
      if (text !== undefined) element.textContent = text.replace(NOT_XML, '');
      for (const child of nested) append(element, child);
      parent.appendChild(element);
    };
    for (const child of children) append(document.documentElement, child);
    return `<?xml version="1.0" encoding="utf-8"?>\n${new window.XMLSerializer().serializeToString(document)}`;
  } finally {
    window.close();
  }
}
