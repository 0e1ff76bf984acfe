import type { PublishedPage } from '@rankwell/api-client';
import { useParams } from '@tanstack/react-router';
import { PublicLayout } from '../../../layout/PublicLayout';
import { usePageData } from '../../../site/page-data';
import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import { NotFoundPage } from '../pages';
import { PageBlocks } from '../blocks/PageBlocks';
import { Breadcrumbs, pageTrail } from '../../../site/Breadcrumbs';
import { useBrand, useSiteTexts } from '../../../site/use-site';

/** The address a page is kept and found under: slugs are lowercase, so `/About-Us/` is `/about-us`. */
export const sitePagePath = (slug: string) => `/${slug.toLowerCase()}`;

/**
 * A page of the site at /{slug}. The server renders it with its data (page data 'page'); after a
 * navigation in the browser, the data is fetched from the public API and put where the server
 * puts it, so the route's head (title, description) follows too. Its blocks show with the public
 * sections' components, each kind's loaded only by a page that holds one (blocks/kinds.ts).
 */
export function SitePage() {
  const { slug } = useParams({ from: '/$slug' });
  const path = sitePagePath(slug);
  const { siteName } = useBrand();
  const texts = useSiteTexts();
  const { data: page, missing } = usePageData<PublishedPage>('page', path, `/api/pages/by-slug/${encodeURIComponent(path.slice(1))}`);
  if (missing) return <NotFoundPage />;
  // A page's data from before blocks (a kept answer) is its body alone.
  const blocks = page ? (page.blocks ?? [{ id: 'body', kind: 'richText' as const, html: page.html }]) : [];
  // A banner first is the page's heading (its h1); otherwise the title is.
  const bannerFirst = blocks[0]?.kind === 'banner';
  return (
    <PublicLayout>
      <article className="site-page">
        {page ? (
          <>
            <Container className={bannerFirst ? 'site-page-trail' : 'site-page-head'}>
              <Breadcrumbs trail={pageTrail(siteName, page)} />
              {!bannerFirst && <h1 className={`${text.h1} site-page-title`}>{page.title}</h1>}
            </Container>
            <PageBlocks blocks={blocks} media={page.media} />
          </>
        ) : (
          <Container className="site-page-head">
            <p role="status" className={text.body}>
              {texts.sitePageLoading}
            </p>
          </Container>
        )}
      </article>
    </PublicLayout>
  );
}
