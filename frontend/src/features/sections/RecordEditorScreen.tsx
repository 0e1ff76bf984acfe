import { Card, Group, Stack, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { useQuery } from '@tanstack/react-query';
import type { SectionDefinitionDto } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { RecordHistory } from './RecordHistory';
import type { SectionRecord } from './sections-client';
import { useFixedTextsForm } from './fixed-text-groups';
import { SectionForm, type FormValues } from './SectionForm';
import { WithPreview } from './SectionPreview';
import { useRecordEditing } from './use-record-editing';
import { sectionQueries } from './queries';

/** Edits one record of a section, with the fields its declaration gives. */
export function RecordEditorScreen({ sectionKey, id }: { sectionKey: string; id: string }) {
  const loaded = useQuery(sectionQueries.record(sectionKey, id));
  return <RemoteState remote={loaded}>{({ definition, record }) => <RecordForm definition={definition} record={record} />}</RemoteState>;
}

function RecordForm({ definition, record }: { definition: SectionDefinitionDto; record: SectionRecord }) {
  const editing = useRecordEditing(definition, record);
  const fixedTexts = useFixedTextsForm(definition.key);
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
              <Card withBorder padding="lg" ref={editing.formArea}>
                <SectionForm
                  key={editing.formKey}
                  fields={definition.fields}
                  {...fixedTexts}
                  initial={editing.initial as FormValues}
                  submitLabel="Save"
                  onChange={onDraft}
                  onSubmit={async (body) => {
                    await editing.save(body);
                  }}
                />
                {editing.stale && <StaleSaveAlert {...editing.staleActions} />}
              </Card>
            )}
          </WithPreview>
          <RecordHistory definition={definition} id={record._id} onRestored={editing.restored} />
        </Stack>
      }
    </>
  );
}
