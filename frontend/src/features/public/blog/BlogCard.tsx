import { Link } from '@tanstack/react-router';
import type { BlogPostSummary } from '../../../api/client';
import { fillIn } from '../../../site/fill-in';
import { useSiteTexts } from '../../../site/use-site';
import { BlogImage } from './BlogImage';

/** The cover's slot on a card: a third of the container from md up, else the screen's width. */
const CARD_SIZES = '(min-width: 62em) 380px, 100vw';

/** When a post was published, as a date in the site's locale. */
export function PostDate({ at }: { at: string }) {
  return <time dateTime={at}>{new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at))}</time>;
}

/**
 * A post in a list: cover, title (its link), date, reading time and excerpt. The first card's cover
 * is the list's largest picture at the top: `priority` loads it at once, the others lazily.
 */
export function BlogCard({ post, level = 2, priority = false }: { post: BlogPostSummary; level?: 2 | 3; priority?: boolean }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { blogMinRead } = useSiteTexts();
  return (
    <li className="blog-card">
      {post.coverImage && (
        <BlogImage src={post.coverImage} alt={post.coverImageAlt} media={post.coverMedia} sizes={CARD_SIZES} width={380} height={214} priority={priority} />
      )}
      <Heading>
        <Link to="/blog/$slug" params={{ slug: post.slug }}>
          {post.title}
        </Link>
      </Heading>
      <p className="blog-meta">
        <PostDate at={post.publishedAt} /> · {fillIn(blogMinRead, { minutes: post.readingMinutes })}
        {post.category && ` · ${post.category.name}`}
      </p>
      {post.excerpt && <p>{post.excerpt}</p>}
    </li>
  );
}
