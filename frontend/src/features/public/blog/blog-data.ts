import { useRouterState } from '@tanstack/react-router';
import type { BlogPostPage, BlogPostPublic } from '../../../api/client';
import { usePageData } from '../../../site/page-data';

/** The kinds the server's BlogPageData gives the pages under /blog/. */
export const BLOG_KINDS = { list: 'blog-list', post: 'blog-post' } as const;

/** Lowercase words joined by single hyphens, as the server's slugs are. */
export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const useCurrentPath = () => useRouterState({ select: (router) => router.location.pathname });

/** A page of posts (all, a category's or a tag's): as rendered, or from GET /api/blog/posts after a navigation. */
export function useBlogList(query: { page: number; category?: string; tag?: string }) {
  const search = new URLSearchParams({ page: String(query.page) });
  if (query.category) search.set('category', query.category);
  if (query.tag) search.set('tag', query.tag);
  return usePageData<BlogPostPage>(BLOG_KINDS.list, useCurrentPath(), `/api/blog/posts?${search}`);
}

/** A published post: as rendered, or from GET /api/blog/posts/{slug} after a navigation. */
export function useBlogPost(slug: string) {
  return usePageData<BlogPostPublic>(BLOG_KINDS.post, useCurrentPath(), `/api/blog/posts/${encodeURIComponent(slug)}`);
}
