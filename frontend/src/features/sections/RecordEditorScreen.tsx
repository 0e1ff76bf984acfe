import { Card, Group, Stack, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { useQuery } from '@tanstack/react-query';
import type { SectionDefinitionDto } from '../../api/client';
import { queries } from '../../api/queries';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { sectionApi, type SectionRecord } from './sections-client';
import { SectionForm, type FormValues } from './SectionForm';
import { WithPreview } from './SectionPreview';

/** Edits one record of a section, with the fields its declaration gives. */
export function RecordEditorScreen({ sectionKey, id }: { sectionKey: string; id: string }) {
  const loaded = useQuery(queries.sectionRecord(sectionKey, id));
  return <RemoteState remote={loaded}>{({ definition, record }) => <RecordForm definition={definition} record={record} />}</RemoteState>;
}

function RecordForm({ definition, record }: { definition: SectionDefinitionDto; record: SectionRecord }) {
  // The section's lists and this record's editor show the saved values at once.
  const update = useSave({
    action: (body: Record<string, unknown>) => sectionApi.update(definition, record._id, body),
    message: definition.updatedMessage,
    changes: [['sections', definition.key]],
  });
  return (
    <>
      {
        <Stack>
          <Group justify="space-between">
            <Title order={1}>Edit {definition.title.toLowerCase()}</Title>
            <AnchorLink to="/setting">All settings</AnchorLink>
          </Group>
          <WithPreview sectionKey={definition.key} title={definition.title} editedId={record._id}>
            {(onDraft) => (
              <Card withBorder padding="lg">
                <SectionForm
                  fields={definition.fields}
                  initial={record as FormValues}
                  submitLabel="Save"
                  onChange={onDraft}
                  onSubmit={async (body) => {
                    await update.save(body);
                  }}
                />
              </Card>
            )}
          </WithPreview>
        </Stack>
      }
    </>
  );
}
