import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { PageDataRegistry, type PageData, type PageDataSource } from '../pages/page-data.js';
import { matchPageAddress, pathOfKind } from '../pages/route-facts.js';
import { BlogReadingService } from './blog-reading.service.js';

/** What the blog's pages show, by page kind: a list (`blog-list`) or a post (`blog-post`). */
export const BLOG_PAGE_KINDS = { list: 'blog-list', post: 'blog-post' } as const;

/**
 * The data of every page under /blog/ (C3): `/blog/` and `/blog/page/{n}/`, the same under
 * `/blog/category/{slug}/` and `/blog/tag/{slug}/`, and a post at `/blog/{slug}`, read with the
 * frontend's blog routes (their paths and parameters' rules, route-facts.ts). A path that names
 * nothing (an unknown slug, a page past the last, page 1 spelled `/page/1/`, a category or tag with
 * no published post) is undefined, so the one shared not-found page answers it.
 */
@Injectable()
export class BlogPageData implements PageDataSource, OnModuleInit {
  constructor(
    private readonly blog: BlogReadingService,
    private readonly registry: PageDataRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(pathOfKind(BLOG_PAGE_KINDS.list), this);
  }

  async resolve(path: string): Promise<PageData | undefined> {
    const address = matchPageAddress(path);
    try {
      if (address?.kind === BLOG_PAGE_KINDS.list) {
        const { page, category, tag } = address.params;
        const query = { page: page ? Number(page) : 1, ...(category ? { category } : {}), ...(tag ? { tag } : {}) };
        const list = await this.blog.publicPage(query);
        // A category or tag without a published post is no page: an empty list would be a thin page search engines index.
        if ((category || tag) && list.total === 0) return undefined;
        return { kind: BLOG_PAGE_KINDS.list, data: list };
      }
      if (address?.kind === BLOG_PAGE_KINDS.post) return { kind: BLOG_PAGE_KINDS.post, data: await this.blog.publicPost(address.params.slug) };
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
    return undefined;
  }
}
