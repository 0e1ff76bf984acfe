import type { PublishedPage } from '@rankwell/api-client';
import { useParams } from '@tanstack/react-router';
import { PublicLayout } from '../../../layout/PublicLayout';
import { RichTextBody } from '../../rich-text/RichTextBody';
import { usePageData } from '../../../site/page-data';
import { NotFoundPage } from '../pages';
import { Container, Text, Title } from '../../../site/ui';

/** The address a page is kept and found under: slugs are lowercase, so `/About-Us/` is `/about-us`. */
export const sitePagePath = (slug: string) => `/${slug.toLowerCase()}`;

/**
 * A page of the site at /{slug}. The server renders it with its data (page data 'page'); after a
 * navigation in the browser, the data is fetched from the public API and put where the server
 * puts it, so the route's head (title, description) follows too. Kept small: it only shows the
 * body the server rendered to HTML.
 */
export function SitePage() {
  const { slug } = useParams({ from: '/$slug' });
  const path = sitePagePath(slug);
  const { data: page, missing } = usePageData<PublishedPage>('page', path, `/api/pages/by-slug/${encodeURIComponent(path.slice(1))}`);
  if (missing) return <NotFoundPage />;
  return (
    <PublicLayout>
      <Container size="md" component="article" className="site-page">
        {page ? (
          <>
            <Title order={1} mb="lg">
              {page.title}
            </Title>
            <RichTextBody html={page.html} />
          </>
        ) : (
          <Text role="status">Loading the page…</Text>
        )}
      </Container>
    </PublicLayout>
  );
}
