import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MessagesService, type SpamMessageRecord } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { WideTable } from '../../ui/WideTable';
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
          result.total === 0 ? (
            <Text c="gray.7">No spam caught.</Text>
          ) : (
            <>
              <WideTable minWidth={720} label="Spam messages, scrollable">
                <Table aria-label="Spam messages">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Received</Table.Th>
                      <Table.Th>From</Table.Th>
                      <Table.Th>Subject and text</Table.Th>
                      <Table.Th>Why</Table.Th>
                      <Table.Th>Action</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.items.map((message) => (
                      <Table.Tr key={message._id}>
                        <Table.Td>{received(new Date(message.createdAt))}</Table.Td>
                        <Table.Td>
                          {message.name}
                          <Text size="xs" c="gray.7">
                            {message.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text fw={600} size="sm">
                            {message.subject}
                          </Text>
                          <Text size="xs" c="gray.7" lineClamp={2}>
                            {message.message}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs">{message.reason}</Text>
                        </Table.Td>
                        <Table.Td>
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
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </WideTable>
              <Pager page={page} pageSize={PAGE_SIZE} total={result.total} onChange={onPage} label="Spam pages" />
            </>
          )
        }
      </RemoteState>
    </Paper>
  );
}
