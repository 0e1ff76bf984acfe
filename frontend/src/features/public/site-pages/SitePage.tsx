import type { PublishedPage } from '@rankwell/api-client';
import { useParams } from '@tanstack/react-router';
import { PublicLayout } from '../../../layout/PublicLayout';
import { RichTextBody } from '../../rich-text/RichTextBody';
import { usePageData } from '../../../site/page-data';
import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import { NotFoundPage } from '../pages';

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
      <Container as="article" className="site-page">
        {page ? (
          <>
            <h1 className={`${text.h1} site-page-title`}>{page.title}</h1>
            <RichTextBody html={page.html} />
          </>
        ) : (
          <p role="status" className={text.body}>
            Loading the page…
          </p>
        )}
      </Container>
    </PublicLayout>
  );
}
