import type { BlogPostPublic } from '@rankwell/api-client';
import { brandOfState } from '../../../site/brand';
import { postTrail } from '../../../site/Breadcrumbs';
import { blogPostingLd, breadcrumbListLd, registerPageLd } from '../../../site/structured-data';
import { BLOG_KINDS } from './blog-data';

/*
 * A blog post's structured data: a BlogPosting with the trail the page shows, Home › the blog (by
 * its name) › (category ›) post. Imported by the server entry only, so none of it reaches the
 * browser's first visit.
 */

registerPageLd(BLOG_KINDS.post, (state, data, url) => {
  const post = data as BlogPostPublic;
  const crumbs = postTrail(brandOfState(state).siteName, post.blogName, post).map((step, index, all) => ({
    name: step.name,
    url: index === all.length - 1 ? url : `${state.publicUrl}${step.path}`,
  }));
  return {
    nodes: [
      blogPostingLd(state, {
        url,
        headline: post.title,
        description: post.seo.seoDescription || post.excerpt || undefined,
        image: post.coverImage ?? post.seo.socialImage ?? undefined,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        // Without a byline the post is the business's own: its author is the Organization node.
        author: post.author?.name ? { name: post.author.name, url: post.author.url, image: post.author.photo ?? undefined } : undefined,
        section: post.category?.name,
        keywords: post.tags.map((tag) => tag.name),
      }),
    ],
    breadcrumb: breadcrumbListLd(state, crumbs, url),
  };
});
