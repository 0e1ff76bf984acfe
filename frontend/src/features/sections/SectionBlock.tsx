import { Group, Image, Paper, Table, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { useQuery } from '@tanstack/react-query';
import type { SectionDefinitionDto } from '../../api/client';
import { queries } from '../../api/queries';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { editorOf } from './placement';
import { sectionApi, type SectionRecord } from './sections-client';
import { DeleteRecord } from './DeleteRecord';
import { SectionForm } from './SectionForm';
import { WithPreview } from './SectionPreview';

/** The words that name a record: its first text, else its id. */
function nameOf(definition: SectionDefinitionDto, record: SectionRecord): string {
  const textField = definition.fields.find((field) => field.kind === 'text' || field.kind === 'longText' || field.kind === 'choice');
  const text = textField && record[textField.name];
  return text ? String(text).slice(0, 80) : record._id;
}

/** What names a record in the list: its first text, else a thumbnail of its first image, else its id. */
function Summary({ definition, record }: { definition: SectionDefinitionDto; record: SectionRecord }) {
  const textField = definition.fields.find((field) => field.kind === 'text' || field.kind === 'longText' || field.kind === 'choice');
  if (textField && record[textField.name]) return <>{String(record[textField.name])}</>;
  const imageField = definition.fields.find((field) => field.kind === 'image');
  const image = imageField && record[imageField.name];
  if (typeof image === 'string' && image) return <Image src={image} alt={`${definition.title} image`} h={40} w="auto" maw={160} fit="contain" />;
  return <>{record._id}</>;
}

function EditLink({ sectionKey, id }: { sectionKey: string; id: string }) {
  const editor = editorOf(sectionKey);
  if (!editor) return null;
  const link =
    editor === '/$aboutId' ? (
      <AnchorLink to="/$aboutId" params={{ aboutId: id }}>
        Edit
      </AnchorLink>
    ) : (
      <AnchorLink to={editor} params={{ id }}>
        Edit
      </AnchorLink>
    );
  return link;
}

/** A section's records: an add form while a singleton is empty, else an edit link; lists add and link each item. */
export function SectionBlock({ sectionKey }: { sectionKey: string }) {
  const loaded = useQuery(queries.section(sectionKey));
  return <RemoteState remote={loaded}>{({ definition, records }) => <SectionRecords definition={definition} records={records} />}</RemoteState>;
}

function SectionRecords({ definition, records }: { definition: SectionDefinitionDto; records: SectionRecord[] }) {
  const add = useSave({
    action: (body: Record<string, unknown>) => sectionApi.add(definition, body),
    message: definition.createdMessage,
    changes: [['sections', definition.key]],
  });
  return (
    <>
      {
        <Paper withBorder p="lg">
          <Title order={2} size="h3" mb="md">
            {definition.title}
          </Title>
          {records.length > 0 && (
            <Table mb="md" aria-label={definition.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Record</Table.Th>
                  <Table.Th w={160}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <Table.Tr key={record._id}>
                    <Table.Td>
                      <Summary definition={definition} record={record} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <EditLink sectionKey={definition.key} id={record._id} />
                        <DeleteRecord definition={definition} id={record._id} name={nameOf(definition, record)} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {definition.singleton && records.length > 0 ? null : (
            <>
              <Text fw={600} mb="xs">
                {definition.singleton ? `Add the ${definition.title.toLowerCase()}` : `Add to ${definition.title.toLowerCase()}`}
              </Text>
              <WithPreview sectionKey={definition.key} title={definition.title}>
                {(onDraft) => (
                  <SectionForm
                    key={records.length}
                    fields={definition.fields}
                    submitLabel="Add"
                    onChange={onDraft}
                    onSubmit={async (body) => {
                      await add.save(body);
                    }}
                  />
                )}
              </WithPreview>
            </>
          )}
        </Paper>
      }
    </>
  );
}
