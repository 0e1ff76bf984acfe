import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../ui/links';
import { LeadAudit } from '../site-audits/LeadAudit';
import { useQuery } from '@tanstack/react-query';
import { MessagesService } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { DeleteMessage } from './DeleteMessage';
import { replyLink } from './reply';
import { messageKeys, messageQueries } from './queries';

const route = getRouteApi('/_admin/view/$id');

export function MessageScreen() {
  const { id } = route.useParams();
  const message = useQuery(messageQueries.one(id));
  const navigate = useNavigate();
  const received = useDateTime();
  // Reading a message moves it between the boxes and lowers the unread count in the navigation.
  const markRead = useSave({
    action: () => MessagesService.updateMessage({ id, requestBody: { messageStatus: 'Read' } }),
    message: TEXTS.messageRead,
    changes: [messageKeys.all],
  });
  return (
    <RemoteState remote={message}>
      {(current) => (
        <Stack maw={720}>
          <Title order={1}>{current.subject}</Title>
          <Text>
            <b>Received:</b> <time dateTime={String(current.createdAt)}>{received(new Date(current.createdAt))}</time>
          </Text>
          <Text>
            <b>From:</b> {current.name} &lt;<Anchor href={`mailto:${current.email}`}>{current.email}</Anchor>&gt;
          </Text>
          <Text>
            <b>Phone:</b> {current.number ? <Anchor href={`tel:${current.number.replace(/[^+\d]/g, '')}`}>{current.number}</Anchor> : '—'}
          </Text>
          <Paper withBorder p="lg">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{current.message}</Text>
          </Paper>
          {current.audit && <LeadAudit audit={current.audit} />}
          <Group>
            <Badge variant="light" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
              {current.messageStatus === 'UnRead' ? 'Unread' : 'Read'}
            </Badge>
            <Button component="a" href={replyLink(current, received(new Date(current.createdAt)))} variant="filled">
              Reply
            </Button>
            {current.messageStatus === 'UnRead' && (
              <Button onClick={() => markRead.save()} loading={markRead.saving}>
                Mark Read
              </Button>
            )}
            <AnchorLink to="/all-messages">All messages</AnchorLink>
            <DeleteMessage message={current} onDeleted={() => navigate({ to: '/all-messages' })} />
          </Group>
        </Stack>
      )}
    </RemoteState>
  );
}
