import { Anchor, Button, FileInput, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
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
  /** the file input's label */
  attach: string;
  /** what may be attached: the server's rule (types by their bytes, 20 MB), said beside the input */
  attachRule: string;
  /** an attachment's link name: its file name and size */
  attachment: (fileName: string, size: string) => string;
  /** the name of a message's side: the agency's, or the client's */
  author: (fromAgency: boolean) => string;
}

/** What the server takes (ACCEPTED and TEXT_NAME in backend deliverables.service, checked by the file's bytes): the browser's picker offers these. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.gif,.xlsx,.docx,.pptx,.zip,.csv,.txt';

/** 20 MB, the server's limit (it answers 413 above it): a larger file is refused here before it is sent. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;

/**
 * A project's thread between its client and the agency; opening it marks the other side's
 * messages read. A message may carry a file: it becomes a private deliverable of the project,
 * linked from the message (its download is authorized and logged like any deliverable's).
 */
export function Thread({ projectId, words }: { projectId: string; words: ThreadWords }) {
  const hydrated = useHydrated();
  const client = useQueryClient();
  const thread = useQuery(projectQueries.messages(projectId));
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const send = useSave({
    action: ({ text, attached }: { text: string; attached: File | null }) =>
      attached
        ? ProjectsService.addProjectMessageWithFile({ id: projectId, formData: { file: attached, ...(text ? { body: text } : {}) } })
        : ProjectsService.addProjectMessage({ id: projectId, requestBody: { body: text } }),
    message: words.sent,
    changes: [projectKeys.all],
  });
  const unread = thread.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) {
      void withSession(() => ProjectsService.markProjectMessagesRead({ id: projectId })).then(() => client.invalidateQueries({ queryKey: projectKeys.all }));
    }
  }, [unread, projectId, client]);

  const tooLarge = file !== null && file.size > ATTACHMENT_MAX_BYTES;
  const ready = Boolean(body.trim() || file) && !tooLarge;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || send.saving) return;
    if (await send.save({ text: body.trim(), attached: file })) {
      setBody('');
      setFile(null);
    }
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
            {message.attachments.length > 0 && (
              <List size="sm" data-testid="message-attachments">
                {message.attachments.map((attachment) => (
                  <List.Item key={attachment._id} style={{ overflowWrap: 'anywhere' }}>
                    <Anchor href={attachment.downloadUrl}>{words.attachment(attachment.fileName, size(attachment.size))}</Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </li>
        ))}
      </Stack>
      <form onSubmit={submit} aria-busy={send.saving} data-testid="thread-form">
        <Stack gap="xs" mt="md">
          <Textarea
            label={words.label}
            value={body}
            maxLength={4000}
            autosize
            minRows={2}
            readOnly={send.saving}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <FileInput
            label={words.attach}
            description={words.attachRule}
            accept={ATTACHMENT_ACCEPT}
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': `${words.attach}: remove` }}
            disabled={send.saving}
            error={tooLarge ? words.attachRule : undefined}
            style={{ maxWidth: 420 }}
          />
          <Group>
            <Button type="submit" loading={send.saving} disabled={!hydrated || !ready}>
              {words.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
