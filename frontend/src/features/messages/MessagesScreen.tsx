import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { ExportLink } from '../../ui/ExportLink';
import { PageSizeSelect } from '../../ui/PageSizeSelect';
import { SearchField } from '../../ui/SearchField';
import { MessagesTable } from './MessagesTable';
import { MESSAGES_PAGE_SIZE } from './search';
import { SpamMessages } from './SpamMessages';

const route = getRouteApi('/_admin/all-messages');
const pageOrNone = (page: number) => (page > 1 ? page : undefined);

export function MessagesScreen() {
  const { unreadPage = 1, readPage = 1, spamPage = 1, search, perPage = MESSAGES_PAGE_SIZE } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack>
      <Title order={1}>Messages</Title>
      <Group align="end">
        <SearchField
          label="Name, e-mail, subject or text"
          value={search}
          onSearch={(next) => navigate({ search: (current) => ({ ...current, search: next, unreadPage: undefined, readPage: undefined }), replace: true })}
        />
        <PageSizeSelect
          value={perPage}
          defaultSize={MESSAGES_PAGE_SIZE}
          onChange={(size) =>
            navigate({
              search: (current) => ({ ...current, perPage: size === MESSAGES_PAGE_SIZE ? undefined : size, unreadPage: undefined, readPage: undefined }),
            })
          }
        />
        <ExportLink path="/api/messages.csv" filters={{ search }} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MessagesTable
          status="UnRead"
          page={unreadPage}
          pageSize={perPage}
          search={search}
          onPage={(page) => navigate({ search: (current) => ({ ...current, unreadPage: pageOrNone(page) }) })}
        />
        <MessagesTable
          status="Read"
          page={readPage}
          pageSize={perPage}
          search={search}
          onPage={(page) => navigate({ search: (current) => ({ ...current, readPage: pageOrNone(page) }) })}
        />
      </SimpleGrid>
      <SpamMessages page={spamPage} onPage={(page) => navigate({ search: (current) => ({ ...current, spamPage: pageOrNone(page) }) })} />
    </Stack>
  );
}
