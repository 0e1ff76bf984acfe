import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import type { BlogPostPage, BlogPostPublic } from '../../api/client';
import { BlogService } from '../../api/client';
import { pageDataOf } from '../../site/page-data';

/** The kinds the server's BlogPageData gives the pages under /blog/. */
export const BLOG_KINDS = { list: 'blog-list', post: 'blog-post' } as const;

/** Lowercase words joined by single hyphens, as the server's slugs are. */
export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A blog page's data: what the server rendered the page with, or (after a client-side navigation
 * to another blog page) the same answer from the public API.
 */
function useBlogData<T>(kind: string, fetch: () => Promise<T>, key: unknown[]) {
  const state = useRouteContext({ from: '__root__' }).state;
  const path = useRouterState({ select: (router) => router.location.pathname });
  const rendered = pageDataOf<T>(state, kind, path);
  return useQuery(queryOptions({ queryKey: ['blog', ...key], queryFn: fetch, enabled: rendered === undefined, initialData: rendered, staleTime: 60_000 }));
}

export function useBlogList(query: { page: number; category?: string; tag?: string }) {
  return useBlogData<BlogPostPage>(BLOG_KINDS.list, () => BlogService.getBlogPosts(query), ['list', query]);
}

export function useBlogPost(slug: string) {
  return useBlogData<BlogPostPublic>(BLOG_KINDS.post, () => BlogService.getBlogPost({ slug }), ['post', slug]);
}
