import { Anchor, Badge, Button, FileInput, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProjectsService, type DeliverableRecord } from '../../api/client';
import { useHydrated } from '../../site/use-hydrated';
import { RemoteState } from '../../ui/RemoteState';
import { WideTable } from '../../ui/WideTable';
import { useSave } from '../../ui/save';
import { projectKeys, projectQueries } from './queries';

const APPROVAL: Record<NonNullable<DeliverableRecord['approval']>, string> = { requested: 'Approval asked', approved: 'Approved', changes: 'Changes asked' };

/** A file or a link to deliver: the client is mailed a link to the project. */
function DeliverForm({ projectId }: { projectId: string }) {
  const hydrated = useHydrated();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const deliver = useSave({
    action: () =>
      file
        ? ProjectsService.uploadDeliverable({ id: projectId, formData: { title, file } })
        : ProjectsService.addDeliverableLink({ id: projectId, requestBody: { title, url } }),
    message: 'Delivered: the client is mailed',
    changes: [projectKeys.all],
  });
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (await deliver.save()) {
          setTitle('');
          setFile(null);
          setUrl('');
        }
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} required maxLength={120} />
        <FileInput label="File" description="PDF, spreadsheet, image… (20 MB)" value={file} onChange={setFile} clearable disabled={Boolean(url)} />
        <TextInput label="or a link" type="url" value={url} onChange={(event) => setUrl(event.currentTarget.value)} disabled={Boolean(file)} />
        <Button type="submit" loading={deliver.saving} disabled={!hydrated || (!file && !url)}>
          Deliver
        </Button>
      </Group>
    </form>
  );
}

/** The project's deliverables in the back office: deliver, ask for approval, read who downloaded what. */
export function AdminDeliverables({ projectId }: { projectId: string }) {
  const list = useQuery(projectQueries.deliverables(projectId));
  const ask = useSave({
    action: (id: string) => ProjectsService.requestApproval({ id }),
    message: 'Approval asked: the client is mailed',
    changes: [projectKeys.all],
  });
  const remove = useSave({ action: (id: string) => ProjectsService.deleteDeliverable({ id }), message: 'Deliverable deleted', changes: [projectKeys.all] });
  return (
    <Stack>
      <Title order={2} size="h3">
        Deliverables
      </Title>
      <DeliverForm projectId={projectId} />
      <RemoteState remote={list}>
        {(items) =>
          items.length === 0 ? (
            <Text>Nothing delivered yet.</Text>
          ) : (
            <WideTable minWidth={560} label="Deliverables">
              <Table data-testid="admin-deliverables">
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item._id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Text fw={700}>{item.title}</Text>
                        <Text size="sm" c="gray.7">
                          {item.createdAt.slice(0, 10)} ·{' '}
                          {item.downloadUrl ? <Anchor href={item.downloadUrl}>{item.fileName}</Anchor> : <Anchor href={item.url ?? ''}>{item.url}</Anchor>}
                        </Text>
                        {item.downloads && item.downloads.length > 0 && (
                          <Text size="sm">
                            Downloads: {item.downloads.map((entry) => `${entry.who} ${entry.createdAt.slice(0, 16).replace('T', ' ')}`).join('; ')}
                          </Text>
                        )}
                        {item.approvalComment && <Text size="sm">Client: “{item.approvalComment}”</Text>}
                      </Table.Td>
                      <Table.Td>
                        {item.approval && (
                          <Badge variant="light" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                            {APPROVAL[item.approval]}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          {item.approval !== 'requested' && item.approval !== 'approved' && (
                            <Button
                              size="compact-sm"
                              variant="light"
                              onClick={() => void ask.save(item._id)}
                              aria-label={`Ask the client to approve ${item.title}`}
                            >
                              Ask for approval
                            </Button>
                          )}
                          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void remove.save(item._id)} aria-label={`Delete ${item.title}`}>
                            Delete
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          )
        }
      </RemoteState>
    </Stack>
  );
}
