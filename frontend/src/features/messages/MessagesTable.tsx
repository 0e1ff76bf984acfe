import { Group, Paper, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { useQuery } from '@tanstack/react-query';
import type { MessageRecord } from '../../api/client';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';

import { useDateTime } from '../../site/dates';
import { DeleteMessage } from './DeleteMessage';
import { messageQueries } from './queries';

const columns = (received: (date: Date) => string): DataColumn<MessageRecord>[] => [
  { header: 'Received', cell: (message) => received(new Date(message.createdAt)) },
  { header: 'From', cell: (message) => message.name },
  { header: 'Subject', cell: (message) => message.subject },
  {
    header: 'Action',
    cell: (message) => (
      <Group gap="xs" wrap="nowrap">
        <AnchorLink to="/view/$id" params={{ id: message._id }}>
          View Message
        </AnchorLink>
        <DeleteMessage message={message} />
      </Group>
    ),
  },
];

/** One box of messages, read or unread, newest first. */
export function MessagesTable({
  status,
  page,
  pageSize,
  search,
  onPage,
}: {
  status: 'UnRead' | 'Read';
  page: number;
  pageSize: number;
  search?: string;
  onPage: (page: number) => void;
}) {
  const messages = useQuery(messageQueries.list(status, page, pageSize, search));
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
            <DataTable label={`${title} messages`} minWidth={500} columns={columns(received)} rows={result.items} rowKey={(message) => message._id} />
            {result.total === 0 && (
              <Text c="gray.7">
                No {title.toLowerCase()} messages{search ? ` match “${search}”` : ''}.
              </Text>
            )}
            <Pager page={page} pageSize={pageSize} total={result.total} onChange={onPage} label={`${title} pages`} />
          </>
        )}
      </RemoteState>
    </Paper>
  );
}
