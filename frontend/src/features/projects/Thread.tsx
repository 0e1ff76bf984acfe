import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ProjectsService, withSession } from '../../api/client';
import { useHydrated } from '../../site/use-hydrated';
import { useSave } from '../../ui/save';
import { projectKeys, projectQueries } from './queries';

export interface ThreadWords {
  heading: string;
  none: string;
  label: string;
  send: string;
  sent: string;
  /** the name of a message's side: the agency's, or the client's */
  author: (fromAgency: boolean) => string;
}

/** A project's thread between its client and the agency; opening it marks the other side's messages read. */
export function Thread({ projectId, words }: { projectId: string; words: ThreadWords }) {
  const hydrated = useHydrated();
  const client = useQueryClient();
  const thread = useQuery(projectQueries.messages(projectId));
  const [body, setBody] = useState('');
  const send = useSave({
    action: (text: string) => ProjectsService.addProjectMessage({ id: projectId, requestBody: { body: text } }),
    message: words.sent,
    changes: [projectKeys.all],
  });
  const unread = thread.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) {
      void withSession(() => ProjectsService.markProjectMessagesRead({ id: projectId })).then(() => client.invalidateQueries({ queryKey: projectKeys.all }));
    }
  }, [unread, projectId, client]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    if (await send.save(body)) setBody('');
  }

  const items = thread.data?.items ?? [];
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="sm">
        {words.heading}
      </Title>
      {items.length === 0 && <Text>{words.none}</Text>}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="thread">
        {items.map((message) => (
          <li key={message._id}>
            <Text size="sm" fw={700}>
              {words.author(message.fromAgency)} · {message.createdAt.slice(0, 16).replace('T', ' ')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
          </li>
        ))}
      </Stack>
      <form onSubmit={submit}>
        <Stack gap="xs" mt="md">
          <Textarea label={words.label} value={body} maxLength={4000} autosize minRows={2} onChange={(event) => setBody(event.currentTarget.value)} />
          <Button type="submit" loading={send.saving} disabled={!hydrated || !body.trim()} style={{ alignSelf: 'flex-start' }}>
            {words.send}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
