import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { RedirectRecord } from '../../api/client';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { SearchField } from '../../ui/SearchField';
import { ImportRedirects } from './ImportRedirects';
import { redirectQueries } from './queries';
import { RedirectForm } from './RedirectForm';
import { RedirectsTable } from './RedirectsTable';
import { REDIRECTS_PAGE_SIZE, validateRedirectsSearch, type RedirectsSearch } from './search';

const route = getRouteApi('/_admin/redirects');

/** Old addresses of the site and where their visitors go, with how often each is still followed. */
export function RedirectsScreen() {
  const search = validateRedirectsSearch(route.useSearch() as Record<string, unknown>);
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(redirectQueries.list({ search: search.search, page, pageSize: REDIRECTS_PAGE_SIZE }));
  const [editing, setEditing] = useState<RedirectRecord | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Redirects</Title>
        <Button onClick={() => setEditing('new')}>Add a redirect</Button>
      </Group>
      <Text c="gray.7">
        Send visitors and search engines from an old address to its new one, or tell them a page is gone. A redirect answers before any page, with or without
        the old path’s trailing slash.
      </Text>
      <SearchField
        label="Search by path or target"
        value={search.search}
        onSearch={(value) => navigate({ search: (current: RedirectsSearch) => ({ ...current, page: undefined, search: value }), replace: true })}
        width={320}
      />
      <RemoteState remote={list}>
        {(result) => (
          <>
            {result.items.length === 0 ? (
              <Text>{search.search ? 'No redirect matches this search.' : 'No redirects yet.'}</Text>
            ) : (
              <RedirectsTable items={result.items} onEdit={setEditing} />
            )}
            <Pager
              page={page}
              pageSize={REDIRECTS_PAGE_SIZE}
              total={result.total}
              onChange={(next) => navigate({ search: (current: RedirectsSearch) => ({ ...current, page: next > 1 ? next : undefined }) })}
              label="Redirect pages"
            />
          </>
        )}
      </RemoteState>
      <ImportRedirects />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add a redirect' : 'Edit the redirect'}
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        {editing !== null && <RedirectForm redirect={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
