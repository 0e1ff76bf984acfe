import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AppState } from '../app-state';
import type { BlogPostPage, BlogPostPublic } from '../api/client';
import { pageHead } from '../site/head';
import { pageDataOf } from '../site/page-data';
import { rootRoute } from './root';

// The blog's own names, kept here (not imported from the feature) so the route tree carries no blog code.
const LIST = 'blog-list';
const POST = 'blog-post';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE = /^(?:[2-9]|[1-9]\d{1,4})$/;

const listPage = lazyRouteComponent(() => import('../features/public/blog/BlogListPage'), 'BlogListPage');
const postPage = lazyRouteComponent(() => import('../features/public/blog/BlogPostPage'), 'BlogPostPage');
// The same modules as Vite's manifest names them: their styles go into the server's page (staticData.chunk).
const LIST_CHUNK = 'src/features/public/blog/BlogListPage.tsx';
const POST_CHUNK = 'src/features/public/blog/BlogPostPage.tsx';

/** The head's feed link, so readers and browsers find the blog's Atom feed from any blog page. */
const withFeed = (head: ReturnType<typeof pageHead>, state: AppState) => ({
  ...head,
  links: [...(head.links ?? []), { rel: 'alternate', type: 'application/atom+xml', href: '/blog/feed.xml', title: blogName(state) }],
});

const blogName = (state: AppState) => pageDataOf<BlogPostPage>(state, LIST)?.blogName ?? 'Blog';

function listHead(state: AppState, path: string) {
  const list = pageDataOf<BlogPostPage>(state, LIST, path);
  const name = list?.category?.name ?? (list?.tag ? `Posts tagged ${list.tag.name}` : blogName(state));
  const title = list && list.page > 1 ? `${name} (page ${list.page})` : name;
  return withFeed(pageHead(state, title, list?.category?.description || undefined, path), state);
}

function postHead(state: AppState, path: string) {
  const post = pageDataOf<BlogPostPublic>(state, POST, path);
  if (!post) return withFeed(pageHead(state, 'Blog', undefined, path), state);
  const { seo } = post;
  const head = pageHead(state, post.title, post.excerpt || undefined, path, false, {
    title: seo.seoTitle ?? undefined,
    description: seo.seoDescription ?? undefined,
    image: seo.socialImage ?? post.coverImage ?? undefined,
    imageAlt: seo.socialImageAlt ?? (seo.socialImage ? undefined : post.coverImageAlt),
    noindex: seo.noindex,
    canonical: seo.canonicalUrl ?? undefined,
    type: 'article',
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      author: post.author?.name,
      section: post.category?.name,
      tags: post.tags.map((tag) => tag.name),
    },
  });
  return withFeed(head, state);
}

const list = <TPath extends string>(path: TPath, accepts: (params: Record<string, string>) => boolean) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: listPage,
    staticData: { pageData: { kind: LIST, accepts }, chunk: LIST_CHUNK },
    head: ({ match }) => listHead(match.context.state, match.pathname),
  });

const any = () => true;
const paged = (params: Record<string, string>) => PAGE.test(params.page ?? '');
const slugs =
  (...names: string[]) =>
  (params: Record<string, string>) =>
    names.every((name) => SLUG.test(params[name] ?? ''));

/** /blog/, its pages, its categories' and tags' pages, and a post at /blog/{slug}. */
export const blogRoutes = [
  list('/blog/', any),
  list('/blog/page/$page/', paged),
  list('/blog/category/$category/', slugs('category')),
  list('/blog/category/$category/page/$page/', (params) => slugs('category')(params) && paged(params)),
  list('/blog/tag/$tag/', slugs('tag')),
  list('/blog/tag/$tag/page/$page/', (params) => slugs('tag')(params) && paged(params)),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/blog/$slug',
    component: postPage,
    staticData: { pageData: { kind: POST, accepts: slugs('slug') }, chunk: POST_CHUNK },
    head: ({ match }) => postHead(match.context.state, match.pathname),
  }),
];
