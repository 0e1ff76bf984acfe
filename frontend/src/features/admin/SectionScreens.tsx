import { Anchor, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import type { SectionDefinitionDto } from '../../api/client';
import { errorMessage, withSession } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { useRemote } from '../../ui/use-remote';
import { SECTION_PAGES, editorHref } from './admin-routes';
import { sectionApi, sectionDefinitions, type SectionRecord } from './sections-client';
import { SectionForm, type FormValues } from './SectionForm';

function summary(definition: SectionDefinitionDto, record: SectionRecord): string {
  const textField = definition.fields.find((field) => field.kind === 'text' || field.kind === 'longText' || field.kind === 'choice');
  return String((textField && record[textField.name]) ?? record._id);
}

/** Saves through the API; the form keeps what was typed when the server refuses. */
async function save(action: () => Promise<unknown>, message: string): Promise<boolean> {
  try {
    await withSession(action);
    notifications.show({ color: 'teal', message });
    return true;
  } catch (error) {
    notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) });
    return false;
  }
}

/** A section's records: an add form while a singleton is empty, else an edit link; lists add and link each item. */
function SectionBlock({ sectionKey }: { sectionKey: string }) {
  const loaded = useRemote(async () => {
    const definition = (await sectionDefinitions()).get(sectionKey);
    if (!definition) throw new Error(`Unknown section ${sectionKey}`);
    return { definition, records: await sectionApi.list(definition) };
  }, [sectionKey]);

  return (
    <RemoteState remote={loaded}>
      {({ definition, records }) => (
        <Paper withBorder p="lg">
          <Title order={2} size="h3" mb="md">
            {definition.title}
          </Title>
          {records.length > 0 && (
            <Table mb="md" aria-label={definition.title}>
              <Table.Tbody>
                {records.map((record) => {
                  const href = editorHref(definition.key, record._id);
                  return (
                    <Table.Tr key={record._id}>
                      <Table.Td>{summary(definition, record)}</Table.Td>
                      <Table.Td w={120}>
                        {href && (
                          <Anchor component={Link} to={href}>
                            Edit
                          </Anchor>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          {definition.singleton && records.length > 0 ? null : (
            <>
              <Text fw={600} mb="xs">
                {definition.singleton ? `Add the ${definition.title.toLowerCase()}` : `Add to ${definition.title.toLowerCase()}`}
              </Text>
              <SectionForm
                key={records.length}
                fields={definition.fields}
                submitLabel="Add"
                onSubmit={async (body) => {
                  if (await save(() => sectionApi.add(definition, body), definition.createdMessage)) loaded.reload();
                }}
              />
            </>
          )}
        </Paper>
      )}
    </RemoteState>
  );
}

export function SectionPage({ path }: { path: string }) {
  const page = SECTION_PAGES[path];
  return (
    <Stack>
      <Title order={1}>{page.title}</Title>
      {page.sections.map((key) => (
        <SectionBlock key={key} sectionKey={key} />
      ))}
    </Stack>
  );
}

export function RecordEditor({ sectionKey, id }: { sectionKey: string; id: string }) {
  const loaded = useRemote(async () => {
    const definition = (await sectionDefinitions()).get(sectionKey);
    if (!definition) throw new Error(`Unknown section ${sectionKey}`);
    return { definition, record: await sectionApi.get(definition, id) };
  }, [sectionKey, id]);
  return (
    <RemoteState remote={loaded}>
      {({ definition, record }) => (
        <Stack>
          <Group justify="space-between">
            <Title order={1}>Edit {definition.title.toLowerCase()}</Title>
            <Anchor component={Link} to="/setting">
              All settings
            </Anchor>
          </Group>
          <Card withBorder padding="lg">
            <SectionForm
              fields={definition.fields}
              initial={record as FormValues}
              submitLabel="Save"
              onSubmit={async (body) => {
                await save(() => sectionApi.update(definition, id, body), definition.updatedMessage);
              }}
            />
          </Card>
        </Stack>
      )}
    </RemoteState>
  );
}

export { save };
