import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { WideTable } from '../../ui/WideTable';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';

import { useDateTime } from '../../site/dates';
import { DeleteMessage } from './DeleteMessage';
import { MESSAGES_PAGE_SIZE as PAGE_SIZE } from './search';
import { messageQueries } from './queries';

/** One box of messages, read or unread, newest first. */
export function MessagesTable({ status, page, search, onPage }: { status: 'UnRead' | 'Read'; page: number; search?: string; onPage: (page: number) => void }) {
  const messages = useQuery(messageQueries.list(status, page, PAGE_SIZE, search));
  const received = useDateTime();
  const title = status === 'UnRead' ? 'Unread' : 'Read';
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <RemoteState remote={messages}>
        {(result) => (
          <>
            <WideTable minWidth={500} label={`${title} messages, scrollable`}>
              <Table aria-label={`${title} messages`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Received</Table.Th>
                    <Table.Th>From</Table.Th>
                    <Table.Th>Subject</Table.Th>
                    <Table.Th>Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.items.map((message) => (
                    <Table.Tr key={message._id}>
                      <Table.Td>{received(new Date(message.createdAt))}</Table.Td>
                      <Table.Td>{message.name}</Table.Td>
                      <Table.Td>{message.subject}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <AnchorLink to="/view/$id" params={{ id: message._id }}>
                            View Message
                          </AnchorLink>
                          <DeleteMessage message={message} />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
            {result.total === 0 && (
              <Text c="gray.7">
                No {title.toLowerCase()} messages{search ? ` match “${search}”` : ''}.
              </Text>
            )}
            <Pager page={page} pageSize={PAGE_SIZE} total={result.total} onChange={onPage} label={`${title} pages`} />
          </>
        )}
      </RemoteState>
    </Paper>
  );
}
