import { createElement } from 'react';
import { createRoute } from '@tanstack/react-router';
import type { AppState } from '../app-state';
import type { BlogPostPage, BlogPostPublic } from '../api/client';
import { siteTextsOf } from '../site/brand';
import { fillIn } from '../site/fill-in';
import { pageHead } from '../site/head';
import { pageDataOf } from '../site/page-data';
import { rootRoute } from './root';
import { lazyPublicPage } from './lazy-page';

// The blog's own names, kept here (not imported from the feature) so the route tree carries no blog code.
const LIST = 'blog-list';
const POST = 'blog-post';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE = /^(?:[2-9]|[1-9]\d{1,4})$/;

/** What a list route knows from its path; the blog's list page shows the posts they select. */
type BlogListParams = { page?: string; category?: string; tag?: string };
const listPage = lazyPublicPage(() => import('../features/public/blog/BlogListPage'), 'BlogListPage');
const postPage = lazyPublicPage(() => import('../features/public/blog/BlogPostPage'), 'BlogPostPage');
// The same modules as Vite's manifest names them: their styles go into the server's page (staticData.chunk).
const LIST_CHUNK = 'src/features/public/blog/BlogListPage.tsx';
const POST_CHUNK = 'src/features/public/blog/BlogPostPage.tsx';

const blogName = (state: AppState) => pageDataOf<BlogPostPage>(state, LIST)?.blogName ?? 'Blog';

/**
 * A list page's own description, so no two pages of the blog share one: the first page says what
 * the blog's settings or the category say (a tag has no description: its newest posts' titles);
 * a later page names its place and the posts it lists.
 */
export function listDescription(list: BlogPostPage | undefined, name: string): string | undefined {
  if (!list) return undefined;
  const titles = list.items
    .slice(0, 3)
    .map((post) => post.title)
    .join(' · ');
  if (list.page > 1) return `${name}, page ${list.page} of ${list.pages}${titles ? `: ${titles}` : ''}`;
  const own = list.category ? list.category.description : list.tag ? '' : list.blogDescription;
  return own?.trim() || (titles ? `${name}: ${titles}` : undefined);
}

function listHead(state: AppState, path: string) {
  const list = pageDataOf<BlogPostPage>(state, LIST, path);
  // The same words as the page's heading (Fixed texts).
  const texts = siteTextsOf(state.site);
  const name = list?.category?.name ?? (list?.tag ? fillIn(texts.blogTaggedHeading, { tag: list.tag.name }) : blogName(state));
  const title = list && list.page > 1 ? `${name} ${fillIn(texts.blogPageSuffix, { page: list.page })}` : name;
  return pageHead(state, title, listDescription(list, name), path);
}

function postHead(state: AppState, path: string) {
  const post = pageDataOf<BlogPostPublic>(state, POST, path);
  if (!post) return pageHead(state, 'Blog', undefined, path);
  const { seo } = post;
  return pageHead(state, post.title, post.excerpt || undefined, path, false, {
    title: seo.seoTitle ?? undefined,
    description: seo.seoDescription ?? undefined,
    image: seo.socialImage ?? post.coverImage ?? undefined,
    imageAlt: seo.socialImageAlt ?? (seo.socialImage ? undefined : post.coverImageAlt),
    imageMedia: seo.socialImage ? undefined : post.coverMedia,
    noindex: seo.noindex,
    canonical: seo.canonicalUrl ?? undefined,
    type: 'article',
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      author: post.author?.name,
      section: post.category?.name,
    },
  });
}

/** A list route hands the one list page its own typed params (which of page, category and tag it has). */
const list = <TPath extends string>(path: TPath, paramRules: Record<string, RegExp> = {}) => {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: Object.assign(
      function BlogList() {
        const params: BlogListParams = route.useParams();
        return createElement(listPage, params);
      },
      { preload: listPage.preload },
    ),
    staticData: { pageData: { kind: LIST }, paramRules, chunk: LIST_CHUNK, robots: 'index' },
    head: ({ match }) => listHead(match.context.state, match.pathname),
  });
  return route;
};

/**
 * /blog/, its pages, its categories' and tags' pages, and a post at /blog/{slug}: the blog's address
 * grammar, which the server reads from the generated route facts (routes/facts.ts) to find a page's data.
 */
export const blogRoutes = [
  list('/blog/'),
  list('/blog/page/$page/', { page: PAGE }),
  list('/blog/category/$category/', { category: SLUG }),
  list('/blog/category/$category/page/$page/', { category: SLUG, page: PAGE }),
  list('/blog/tag/$tag/', { tag: SLUG }),
  list('/blog/tag/$tag/page/$page/', { tag: SLUG, page: PAGE }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/blog/$slug',
    component: postPage,
    staticData: {
      pageData: { kind: POST, structuredData: () => import('../features/public/blog/blog-structured-data') },
      paramRules: { slug: SLUG },
      chunk: POST_CHUNK,
      robots: 'index',
    },
    head: ({ match }) => postHead(match.context.state, match.pathname),
  }),
];
