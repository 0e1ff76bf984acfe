import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SitemapService, type SitemapEntry, type SitemapSource } from '../seo/sitemap.js';
import { VISIBLE } from './blog-queries.js';

/** A post search engines should index: visible, not noindex, and its own canonical address. */
const INDEXABLE = `${VISIBLE} AND NOT post.noindex AND post.canonical_url IS NULL`;

/** A visible post is in the category `c`. */
const CATEGORIZED = `SELECT 1 FROM blog_post post WHERE post.category_id = c.id AND ${VISIBLE}`;

/** A visible post carries the tag `t`. */
const TAGGED = `SELECT 1 FROM blog_post_tag pt JOIN blog_post post ON post.id = pt.post_id WHERE pt.tag_id = t.id AND ${VISIBLE}`;

/**
 * The blog's addresses for /sitemap.xml: the list /blog/, every indexable post newest first (its
 * lastmod the later of its last save and its publish time, so a scheduled post is new when it
 * appears), then each category and each tag with a visible post (the pages the blog links to;
 * one without answers 404). A term's lastmod is that of its newest post.
 */
@Injectable()
export class BlogSitemap implements SitemapSource, OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sitemap: SitemapService,
  ) {}

  onModuleInit(): void {
    this.sitemap.register(this);
  }

  async count(): Promise<number> {
    const [row]: { posts: string; categories: string; tags: string }[] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM blog_post post WHERE ${INDEXABLE}) AS posts,
              (SELECT count(*) FROM blog_category c WHERE EXISTS (${CATEGORIZED})) AS categories,
              (SELECT count(*) FROM blog_tag t WHERE EXISTS (${TAGGED})) AS tags`,
    );
    return 1 + Number(row.posts) + Number(row.categories) + Number(row.tags);
  }

  async *entries(offset: number, limit: number): AsyncIterable<SitemapEntry> {
    let skip = offset;
    let left = limit;
    if (left <= 0) return;
    if (skip === 0) {
      const [row]: { lastmod: Date | null }[] = await this.dataSource.query(
        `SELECT max(GREATEST(post.updated_at, post.published_at)) AS lastmod FROM blog_post post WHERE ${INDEXABLE}`,
      );
      yield { path: '/blog/', ...(row.lastmod ? { lastmod: new Date(row.lastmod) } : {}) };
      left -= 1;
    } else {
      skip -= 1;
    }
    if (left <= 0) return;
    const posts: { slug: string; lastmod: Date }[] = await this.dataSource.query(
      `SELECT post.slug, GREATEST(post.updated_at, post.published_at) AS lastmod FROM blog_post post
       WHERE ${INDEXABLE} ORDER BY post.published_at DESC, post.id DESC OFFSET $1 LIMIT $2`,
      [skip, left],
    );
    for (const post of posts) yield { path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: new Date(post.lastmod) };
    left -= posts.length;
    if (left <= 0) return;
    if (posts.length === 0) {
      const [row]: { count: string }[] = await this.dataSource.query(`SELECT count(*) FROM blog_post post WHERE ${INDEXABLE}`);
      skip -= Number(row.count);
    } else {
      skip = 0;
    }
    const categories: { slug: string; lastmod: Date }[] = await this.dataSource.query(
      `SELECT c.slug, max(GREATEST(post.updated_at, post.published_at)) AS lastmod
       FROM blog_category c JOIN blog_post post ON post.category_id = c.id AND ${VISIBLE}
       GROUP BY c.id, c.slug ORDER BY c.slug OFFSET $1 LIMIT $2`,
      [Math.max(0, skip), left],
    );
    for (const category of categories) yield { path: `/blog/category/${encodeURIComponent(category.slug)}/`, lastmod: new Date(category.lastmod) };
    left -= categories.length;
    if (left <= 0) return;
    if (categories.length === 0) {
      const [row]: { count: string }[] = await this.dataSource.query(`SELECT count(*) FROM blog_category c WHERE EXISTS (${CATEGORIZED})`);
      skip = Math.max(0, skip) - Number(row.count);
    } else {
      skip = 0;
    }
    const tags: { slug: string; lastmod: Date }[] = await this.dataSource.query(
      `SELECT t.slug, max(GREATEST(post.updated_at, post.published_at)) AS lastmod
       FROM blog_tag t JOIN blog_post_tag pt ON pt.tag_id = t.id JOIN blog_post post ON post.id = pt.post_id AND ${VISIBLE}
       GROUP BY t.id, t.slug ORDER BY t.slug OFFSET $1 LIMIT $2`,
      [Math.max(0, skip), left],
    );
    for (const tag of tags) yield { path: `/blog/tag/${encodeURIComponent(tag.slug)}/`, lastmod: new Date(tag.lastmod) };
  }
}
