import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { SubscribersService, withSession } from '../../api/client';
import { PageSizeSelect } from '../../ui/PageSizeSelect';
import { SUBSCRIBERS_PAGE_SIZE } from '../../ui/search';
import { SubscribersTable } from './SubscribersTable';

async function download() {
  const csv = await withSession(() => SubscribersService.getSubscribersCsv({}));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([String(csv)], { type: 'text/csv' }));
  link.download = 'subscribers.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

const route = getRouteApi('/_admin/all-subscriber');

export function SubscribersScreen() {
  const { page = 1, perPage = SUBSCRIBERS_PAGE_SIZE } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Subscribers</Title>
        <Button variant="light" onClick={download}>
          Download CSV
        </Button>
      </Group>
      <PageSizeSelect
        value={perPage}
        defaultSize={SUBSCRIBERS_PAGE_SIZE}
        onChange={(size) => navigate({ search: { perPage: size === SUBSCRIBERS_PAGE_SIZE ? undefined : size } })}
      />
      <SubscribersTable
        pageSize={perPage}
        page={page}
        onPage={(next) => navigate({ search: (current) => ({ ...current, page: next > 1 ? next : undefined }) })}
      />
      <PendingSignUps />
    </Stack>
  );
}

/** Sign-ups whose owner has not followed the confirmation link yet: visible, counted nowhere, gone after a week. */
function PendingSignUps() {
  const [page, setPage] = useState(1);
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="xs">
        Waiting for confirmation
      </Title>
      <Text c="gray.7" size="sm" mb="sm">
        Each was mailed a confirmation link. They count and download as subscribers once they follow it; a sign-up not confirmed within a week is removed.
      </Text>
      <SubscribersTable pending pageSize={SUBSCRIBERS_PAGE_SIZE} page={page} onPage={setPage} />
    </Paper>
  );
}
