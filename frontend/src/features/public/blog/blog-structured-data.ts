import type { BlogPostPublic } from '@rankwell/api-client';
import { brandOfState } from '../../../site/brand';
import { blogPostingLd, postBreadcrumbs, registerPageLd } from '../../../site/structured-data';
import { BLOG_KINDS } from './blog-data';

/*
 * A blog post's structured data: a BlogPosting with its trail Home › Blog › (category ›) post.
 * Imported by the server entry only, so none of it reaches the browser's first visit.
 */

/** The post's own data carries no blog name: the trail names the blog as its address does. */
const BLOG_CRUMB_NAME = 'Blog';

registerPageLd(BLOG_KINDS.post, (state, data, url) => {
  const post = data as BlogPostPublic;
  const blog = { name: BLOG_CRUMB_NAME, url: `${state.publicUrl}/blog/` };
  const category = post.category ? { name: post.category.name, url: `${state.publicUrl}/blog/category/${post.category.slug}/` } : undefined;
  return {
    nodes: [
      blogPostingLd(state, {
        url,
        headline: post.title,
        description: post.seo.seoDescription || post.excerpt || undefined,
        image: post.coverImage ?? post.seo.socialImage ?? undefined,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: { name: post.author?.name || brandOfState(state).siteName, image: post.author?.photo ?? undefined },
        section: post.category?.name,
        keywords: post.tags.map((tag) => tag.name),
      }),
    ],
    breadcrumb: postBreadcrumbs(state, blog, post.title, url, category),
  };
});
