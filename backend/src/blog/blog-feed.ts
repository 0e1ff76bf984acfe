import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { Feed } from 'feed';
import { BrandService } from '../content/brand.service.js';
import { SiteVersion } from '../content/site-version.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { BlogService } from './blog.service.js';

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

/**
 * The blog's Atom feed (`/blog/feed.xml`): the 20 newest visible posts with their excerpt and whole
 * body. Atom over RSS 2.0 because it says which text is HTML and carries an updated time per
 * entry. Written by the `feed` library (escaping, the format's required elements), kept per site
 * version like the pages, so a scheduled post enters it when the schedule moves the version.
 */
@Injectable()
export class BlogFeed {
  private kept?: { version: string; xml: string };

  constructor(
    private readonly blog: BlogService,
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
    const [posts, settings, siteName] = await Promise.all([this.blog.feedPosts(), this.blog.settings(), this.brand.siteName()]);
    const feed = new Feed({
      id: `${origin}/blog/`,
      link: `${origin}/blog/`,
      title: `${settings.name} | ${siteName}`,
      description: settings.description || undefined,
      updated: posts.reduce<Date | undefined>((newest, post) => {
        const at = new Date(Math.max(post.updatedAt.getTime(), post.publishedAt.getTime()));
        return !newest || at > newest ? at : newest;
      }, undefined),
      generator: false,
      feedLinks: { atom: `${origin}/blog/feed.xml` },
      author: { name: siteName, link: `${origin}/` },
      copyright: `© ${siteName}`,
    });
    for (const post of posts) {
      const link = `${origin}/blog/${post.slug}`;
      feed.addItem({
        id: link,
        link,
        title: post.title,
        date: new Date(Math.max(post.updatedAt.getTime(), post.publishedAt.getTime())),
        published: post.publishedAt,
        description: post.excerpt || undefined,
        content: absolute(post.html, origin),
        author: [{ name: post.author?.name ?? siteName }],
        category: [
          ...(post.category ? [{ name: post.category.name, term: post.category.slug }] : []),
          ...post.tags.map((tag) => ({ name: tag.name, term: tag.slug })),
        ],
      });
    }
    return feed.atom1();
  }
}

/** `/blog/feed.xml` beside the pages (and with pages off, as in the API's tests). */
export function serveBlogFeed(fastify: FastifyInstance, feed: BlogFeed): void {
  fastify.get('/blog/feed.xml', async (_request, reply) => {
    const xml = await feed.xml();
    return reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, no-cache').send(xml);
  });
}
