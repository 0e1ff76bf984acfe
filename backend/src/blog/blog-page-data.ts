import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { PageDataRegistry, type PageData, type PageDataSource } from '../pages/page-data.js';
import { SLUG } from './blog.dto.js';
import { BlogReadingService } from './blog-reading.service.js';

/** What the blog's pages show, by page kind: a list (`blog-list`) or a post (`blog-post`). */
export const BLOG_PAGE_KINDS = { list: 'blog-list', post: 'blog-post' } as const;

const PAGE = /^(?:page\/([2-9]|[1-9]\d{1,4})\/)?$/;

/**
 * The data of every page under /blog/ (C3): `/blog/` and `/blog/page/{n}/`, the same under
 * `/blog/category/{slug}/` and `/blog/tag/{slug}/`, and a post at `/blog/{slug}`. A path that
 * names nothing (an unknown slug, a page past the last, page 1 spelled `/page/1/`) is undefined,
 * so the one shared not-found page answers it.
 */
@Injectable()
export class BlogPageData implements PageDataSource, OnModuleInit {
  constructor(
    private readonly blog: BlogReadingService,
    private readonly registry: PageDataRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register('/blog/', this);
  }

  async resolve(path: string): Promise<PageData | undefined> {
    const rest = path.replace(/^\/blog\//, '');
    try {
      const list = /^(?:(category|tag)\/([^/]+)\/)?(.*)$/.exec(rest);
      const page = list && PAGE.exec(list[3]);
      if (list && page && (!list[2] || SLUG.test(list[2]))) {
        const query = { page: page[1] ? Number(page[1]) : 1, ...(list[1] ? { [list[1]]: list[2] } : {}) };
        return { kind: BLOG_PAGE_KINDS.list, data: await this.blog.publicPage(query) };
      }
      const slug = rest.replace(/\/$/, '');
      if (SLUG.test(slug)) return { kind: BLOG_PAGE_KINDS.post, data: await this.blog.publicPost(slug) };
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
    return undefined;
  }
}
