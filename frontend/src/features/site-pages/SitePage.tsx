import { Container, Loader, Title } from '@mantine/core';
import type { PublishedPage } from '@rankwell/api-client';
import { useParams, useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PublicLayout } from '../../layout/PublicLayout';
import { RichTextBody } from '../rich-text/RichTextBody';
import { pageDataOf } from '../../site/page-data';
import { NotFoundPage } from '../public/pages';

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
  const { state } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const path = sitePagePath(slug);
  const page = pageDataOf<PublishedPage>(state, 'page', path);
  const [missing, setMissing] = useState<string>();
  useEffect(() => {
    if (page) return;
    let current = true;
    fetch(`/api/pages/by-slug/${encodeURIComponent(path.slice(1))}`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<PublishedPage>) : undefined))
      .catch(() => undefined)
      .then((found) => {
        if (!current) return;
        if (!found) return setMissing(path);
        state.pageData = { kind: 'page', path, data: found };
        void router.invalidate();
      });
    return () => {
      current = false;
    };
  }, [page, path, router, state]);
  if (!page && missing === path) return <NotFoundPage />;
  return (
    <PublicLayout>
      <Container size="md" py={{ base: 40, sm: 64 }} component="article">
        {page ? (
          <>
            <Title order={1} mb="lg">
              {page.title}
            </Title>
            <RichTextBody html={page.html} />
          </>
        ) : (
          <Loader aria-label="Loading the page" />
        )}
      </Container>
    </PublicLayout>
  );
}
