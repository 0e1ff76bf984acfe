import { getRouteApi, Link } from '@tanstack/react-router';
import { PublicLayout } from '../../../layout/PublicLayout';
import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import layout from '../../../ui/layout.module.css';
import { RichTextBody } from '../../rich-text/RichTextBody';
import { NotFoundPage } from '../pages';
import { BlogCard, PostDate } from './BlogCard';
import { BlogImage } from './BlogImage';
import { useBlogPost } from './blog-data';
import { ArticleTags } from '../../../site/ArticleTags';
import { Breadcrumbs, postTrail } from '../../../site/Breadcrumbs';
import { fillIn } from '../../../site/fill-in';
import { useBrand, useSiteTexts } from '../../../site/use-site';

const route = getRouteApi('/blog/$slug');

/** The cover spans the article's column (46rem) from md up, else the screen's width. */
const COVER_SIZES = '(min-width: 48em) 736px, 100vw';

/** A post: title, byline, date and reading time, cover, body (HTML rendered and escaped on the server), tags, a call to action and related posts. */
export function BlogPostPage() {
  const { slug } = route.useParams();
  const { data: post, missing } = useBlogPost(slug);
  const { siteName } = useBrand();
  const texts = useSiteTexts();
  if (missing) return <NotFoundPage />;
  return (
    <PublicLayout>
      <Container width="wide" className={`blog-page ${layout.stack} ${layout.gapXl}`}>
        {post && (
          <>
            <Breadcrumbs trail={postTrail(siteName, post.blogName, post)} />
            <ArticleTags tags={post.tags.map((tag) => tag.name)} />
            <article className={`blog-article ${layout.stack}`}>
              {post.category && (
                <a href={`/blog/category/${post.category.slug}/`} className={`${text.body} blog-category`}>
                  {post.category.name}
                </a>
              )}
              <h1 className={text.h1}>{post.title}</h1>
              <div className={`${layout.row} ${layout.gapSm} blog-byline`}>
                {post.author?.photo && (
                  <BlogImage src={post.author.photo} alt="" media={post.authorMedia} sizes="48px" width={48} height={48} priority={false} />
                )}
                <p className={`${text.body} blog-meta`}>
                  {post.author && <>{fillIn(texts.blogByline, { author: post.author.name })} · </>}
                  <PostDate at={post.publishedAt} /> · {fillIn(texts.blogMinRead, { minutes: post.readingMinutes })}
                </p>
              </div>
              {post.coverImage && (
                <BlogImage
                  src={post.coverImage}
                  alt={post.coverImageAlt}
                  media={post.coverMedia}
                  sizes={COVER_SIZES}
                  width={736}
                  height={414}
                  priority
                  className="blog-cover"
                />
              )}
              <RichTextBody html={post.html} className="blog-body" />
              {post.tags.length > 0 && (
                <ul className="blog-terms" aria-label={texts.blogTagsLabel}>
                  {post.tags.map((tag) => (
                    <li key={tag.id}>
                      <a href={`/blog/tag/${tag.slug}/`}>#{tag.name}</a>
                    </li>
                  ))}
                </ul>
              )}
              <aside className="blog-cta" aria-labelledby="blog-cta">
                <h2 id="blog-cta" className={text.h3}>
                  {texts.blogCtaHeading}
                </h2>
                <p className={`${text.body} blog-cta-text`}>{texts.blogCtaText}</p>
                <div className={layout.row}>
                  <Link to="/pricing/" className={`${text.body} blog-cta-link`}>
                    {texts.blogCtaPackages}
                  </Link>
                  <Link to="/contact" className={`${text.body} blog-cta-link`}>
                    {texts.blogCtaAnalysis}
                  </Link>
                </div>
              </aside>
            </article>
            {post.related.length > 0 && (
              <section aria-labelledby="blog-related">
                <h2 id="blog-related" className={`${text.h2} blog-related-heading`}>
                  {texts.blogRelatedHeading}
                </h2>
                <ul className="blog-list">
                  {post.related.map((related) => (
                    <BlogCard key={related.id} post={related} level={3} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </Container>
    </PublicLayout>
  );
}
