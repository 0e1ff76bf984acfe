import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PagesService, type PageSummary } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { PAGES_TEXTS } from './texts';
import { pageKeys, pageQueries } from './queries';

/** The gap between placed pages' positions, so a later insertion needs no renumbering of all. */
const STEP = 10;

const placed = (page: PageSummary) => page.showInNav || page.showInFooter;

/**
 * Saves a new order of the placed pages: each page whose position changes is saved whole (the API
 * saves a page as a whole), with the version it has now, so no one else's change is overwritten.
 */
async function saveOrder(order: PageSummary[]): Promise<void> {
  for (const [index, summary] of order.entries()) {
    const navPosition = (index + 1) * STEP;
    if (summary.navPosition === navPosition) continue;
    const page = await PagesService.getPage({ id: summary.id });
    await PagesService.updatePage({
      id: page.id,
      ifMatch: String(page.version),
      requestBody: {
        title: page.title,
        slug: page.slug,
        body: page.body,
        showInNav: page.showInNav,
        showInFooter: page.showInFooter,
        navPosition,
        seoTitle: page.seoTitle,
        seoDescription: page.seoDescription,
        socialImage: page.socialImage,
        socialImageAlt: page.socialImageAlt,
        noindex: page.noindex,
        canonicalUrl: page.canonicalUrl,
      },
    });
  }
}

function Placement({ page }: { page: PageSummary }) {
  const places = [page.showInNav && 'Navigation bar', page.showInFooter && 'Footer'].filter(Boolean);
  return <>{places.length ? places.join(', ') : '—'}</>;
}

const PAGE_COLUMNS: DataColumn<PageSummary>[] = [
  {
    header: 'Title',
    cell: (page) => (
      <Link to="/site-pages/$id" params={{ id: page.id }}>
        {page.title}
      </Link>
    ),
  },
  { header: 'Address', cell: (page) => `/${page.slug}` },
  { header: 'Status', cell: (page) => (page.status === 'published' ? <Badge color="teal">Published</Badge> : <Badge color="gray">Draft</Badge>) },
  { header: 'Shown in', cell: (page) => <Placement page={page} /> },
];

/** Every page of the site, drafts too, and the order of those placed in the navigation bar and footer. */
export function SitePagesScreen() {
  const list = useQuery(pageQueries.list());
  const navigate = useNavigate();
  const move = useSave({ action: saveOrder, message: PAGES_TEXTS.moved, changes: [pageKeys.all] });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{PAGES_TEXTS.listTitle}</Title>
        <Button onClick={() => void navigate({ to: '/site-pages/$id', params: { id: 'new' } })}>{PAGES_TEXTS.newPage}</Button>
      </Group>
      <RemoteState remote={list}>
        {(pages) => {
          const order = pages.filter(placed);
          const swap = (index: number, other: number) => {
            const next = [...order];
            [next[index], next[other]] = [next[other]!, next[index]!];
            void move.save(next);
          };
          return pages.length === 0 ? (
            <Text>{PAGES_TEXTS.none}</Text>
          ) : (
            <>
              <DataTable label={PAGES_TEXTS.listTitle} minWidth={640} columns={PAGE_COLUMNS} rows={pages} rowKey={(page) => page.id} />
              {order.length > 1 && (
                <Stack gap="xs" component="section" aria-labelledby="page-order">
                  <Title order={2} size="h3" id="page-order">
                    {PAGES_TEXTS.orderTitle}
                  </Title>
                  <Text size="sm">{PAGES_TEXTS.orderHelp}</Text>
                  <ol>
                    {order.map((page, index) => (
                      <li key={page.id}>
                        <Group gap="xs">
                          <Text span>{page.title}</Text>
                          <ActionIcon
                            variant="default"
                            disabled={index === 0 || move.saving}
                            onClick={() => swap(index, index - 1)}
                            aria-label={`Move ${page.title} up`}
                          >
                            ↑
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            disabled={index === order.length - 1 || move.saving}
                            onClick={() => swap(index, index + 1)}
                            aria-label={`Move ${page.title} down`}
                          >
                            ↓
                          </ActionIcon>
                        </Group>
                      </li>
                    ))}
                  </ol>
                </Stack>
              )}
            </>
          );
        }}
      </RemoteState>
    </Stack>
  );
}
