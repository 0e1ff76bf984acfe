import { getRouteApi, Link } from '@tanstack/react-router';
import { PublicLayout } from '../../../layout/PublicLayout';
import { Anchor, Container, Group, Stack, Text, Title } from '../../../site/ui';
import { RichTextBody } from '../../rich-text/RichTextBody';
import { NotFoundPage } from '../pages';
import { BlogCard, PostDate } from './BlogCard';
import { BlogImage } from './BlogImage';
import { useBlogPost } from './blog-data';

const route = getRouteApi('/blog/$slug');

/** The cover spans the article's column (46rem) from md up, else the screen's width. */
const COVER_SIZES = '(min-width: 48em) 736px, 100vw';

/** A post: title, byline, date and reading time, cover, body (HTML rendered and escaped on the server), tags, a call to action and related posts. */
export function BlogPostPage() {
  const { slug } = route.useParams();
  const { data: post, missing } = useBlogPost(slug);
  if (missing) return <NotFoundPage />;
  return (
    <PublicLayout>
      <Container size="lg" py="xl">
        {post && (
          <Stack gap="xl">
            <article className="blog-article">
              <Stack gap="md">
                {post.category && (
                  <Anchor href={`/blog/category/${post.category.slug}/`} c="blue.8">
                    {post.category.name}
                  </Anchor>
                )}
                <Title order={1}>{post.title}</Title>
                <Group gap="sm" className="blog-byline">
                  {post.author?.photo && (
                    <BlogImage src={post.author.photo} alt="" media={post.authorMedia} sizes="48px" width={48} height={48} priority={false} />
                  )}
                  <Text className="blog-meta">
                    {post.author && <>By {post.author.name} · </>}
                    <PostDate at={post.publishedAt} /> · {post.readingMinutes} min read
                  </Text>
                </Group>
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
                  <ul className="blog-terms" aria-label="Tags">
                    {post.tags.map((tag) => (
                      <li key={tag.id}>
                        <a href={`/blog/tag/${tag.slug}/`}>#{tag.name}</a>
                      </li>
                    ))}
                  </ul>
                )}
                <aside className="blog-cta" aria-labelledby="blog-cta">
                  <Title order={2} id="blog-cta" size="h3">
                    Want results like these for your site?
                  </Title>
                  <Text my="sm">Pick a package and we start this week, or ask for a free analysis of your site first.</Text>
                  <Group>
                    <Anchor component={Link} to="/pricing/" c="blue.8" fw={700}>
                      See the packages
                    </Anchor>
                    <Anchor component={Link} to="/contact" c="blue.8" fw={700}>
                      Ask for the free analysis
                    </Anchor>
                  </Group>
                </aside>
              </Stack>
            </article>
            {post.related.length > 0 && (
              <section aria-labelledby="blog-related">
                <Title order={2} id="blog-related" mb="md">
                  Related posts
                </Title>
                <ul className="blog-list">
                  {post.related.map((related) => (
                    <BlogCard key={related.id} post={related} level={3} />
                  ))}
                </ul>
              </section>
            )}
          </Stack>
        )}
      </Container>
    </PublicLayout>
  );
}
