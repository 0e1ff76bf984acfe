import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MessagesService, type SpamMessageRecord } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { SPAM_PAGE_SIZE as PAGE_SIZE } from './search';
import { messageKeys, messageQueries } from './queries';

function NotSpam({ message }: { message: SpamMessageRecord }) {
  const move = useSave({
    action: () => MessagesService.markNotSpam({ id: message._id }),
    message: 'Moved to the unread messages',
    changes: [messageKeys.all],
  });
  return (
    <Button size="xs" variant="light" onClick={() => move.save()} loading={move.saving} aria-label={`Not spam: “${message.subject}” from ${message.name}`}>
      Not spam
    </Button>
  );
}

const columns = (received: (date: Date) => string): DataColumn<SpamMessageRecord>[] => [
  { header: 'Received', cell: (message) => received(new Date(message.createdAt)) },
  {
    header: 'From',
    cell: (message) => (
      <>
        {message.name}
        <Text size="xs" c="gray.7">
          {message.email}
        </Text>
      </>
    ),
  },
  {
    header: 'Subject and text',
    cell: (message) => (
      <>
        <Text fw={600} size="sm">
          {message.subject}
        </Text>
        <Text size="xs" c="gray.7" lineClamp={2}>
          {message.message}
        </Text>
      </>
    ),
  },
  { header: 'Why', cell: (message) => <Text size="xs">{message.reason}</Text> },
  {
    header: 'Action',
    cell: (message) => (
      <Group gap="xs" wrap="nowrap">
        <NotSpam message={message} />
        <ConfirmDelete
          label={`Delete the spam “${message.subject}” from ${message.name}`}
          title="Delete this message?"
          action={() => MessagesService.deleteSpamMessage({ id: message._id })}
          changes={[messageKeys.spam]}
        >
          Delete the message “{message.subject}” from {message.name}? It cannot be brought back.
        </ConfirmDelete>
      </Group>
    ),
  },
];

/**
 * What the contact form's spam checks caught (a hidden field filled in, sent faster than anyone
 * writes): kept for review, never dropped. Not spam moves a message to the unread ones.
 */
export function SpamMessages({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const spam = useQuery(messageQueries.spam(page, PAGE_SIZE));
  const received = useDateTime();
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="xs">
        Spam
      </Title>
      <Text c="gray.7" size="sm" mb="sm">
        Messages that looked sent by a robot. They are not counted or mailed; check them now and then.
      </Text>
      <RemoteState remote={spam}>
        {(result) =>
          // Counted on the total, not the page: a page past the end still shows its pager.
          result.total === 0 ? (
            <Text c="gray.7">No spam caught.</Text>
          ) : (
            <>
              <DataTable label="Spam messages" minWidth={720} columns={columns(received)} rows={result.items} rowKey={(message) => message._id} />
              <Pager page={page} pageSize={PAGE_SIZE} total={result.total} onChange={onPage} label="Spam pages" />
            </>
          )
        }
      </RemoteState>
    </Paper>
  );
}
