import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BlogService, withSession } from '../../api/client';

/** Every read of the blog's screens sits under `all`: any change to a post, a term or the byline refreshes them. */
export const blogKeys = { all: ['blog'] as const };

/** The back office's blog reads, loaded with its screens rather than with every visit. */
export const blogQueries = {
  posts: (list: { search?: string; page: number }, pageSize: number) =>
    queryOptions({
      queryKey: [...blogKeys.all, 'manage', list],
      queryFn: () => withSession(() => BlogService.listBlogPosts({ ...list, pageSize })),
      placeholderData: keepPreviousData,
    }),
  post: (id: string) =>
    queryOptions({ queryKey: [...blogKeys.all, 'manage', 'post', id], queryFn: () => withSession(() => BlogService.getBlogPostForEdit({ id })) }),
  settings: () => queryOptions({ queryKey: [...blogKeys.all, 'settings'], queryFn: () => BlogService.getBlogSettings() }),
  categories: () => queryOptions({ queryKey: [...blogKeys.all, 'categories'], queryFn: () => BlogService.getBlogCategories() }),
  tags: () => queryOptions({ queryKey: [...blogKeys.all, 'tags'], queryFn: () => BlogService.getBlogTags() }),
  author: () => queryOptions({ queryKey: [...blogKeys.all, 'author'], queryFn: () => withSession(() => BlogService.getBlogAuthor()) }),
};
