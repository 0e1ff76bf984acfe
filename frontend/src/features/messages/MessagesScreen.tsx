import { SimpleGrid, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { MessagesTable } from './MessagesTable';

const route = getRouteApi('/_admin/all-messages');
const pageOrNone = (page: number) => (page > 1 ? page : undefined);

export function MessagesScreen() {
  const { unreadPage = 1, readPage = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack>
      <Title order={1}>Messages</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MessagesTable status="UnRead" page={unreadPage} onPage={(page) => navigate({ search: (current) => ({ ...current, unreadPage: pageOrNone(page) }) })} />
        <MessagesTable status="Read" page={readPage} onPage={(page) => navigate({ search: (current) => ({ ...current, readPage: pageOrNone(page) }) })} />
      </SimpleGrid>
    </Stack>
  );
}
