import { Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SectionDefinitionDto } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { sectionApi, type SectionRecord } from './sections-client';
import { RecentlyDeleted } from './RecentlyDeleted';
import { RecordList } from './RecordList';
import { useFixedTextsForm } from './fixed-text-groups';
import { SectionForm } from './SectionForm';
import { SectionHeading } from './SectionHeading';
import { WithPreview } from './SectionPreview';
import { sectionQueries } from './queries';
import { sectionKeys } from './queries';

/** A section's records: an add form while a singleton is empty, else an edit link; lists add and link each item. */
export function SectionBlock({ sectionKey }: { sectionKey: string }) {
  const loaded = useQuery(sectionQueries.list(sectionKey));
  return <RemoteState remote={loaded}>{({ definition, records }) => <SectionRecords definition={definition} records={records} />}</RemoteState>;
}

function SectionRecords({ definition, records }: { definition: SectionDefinitionDto; records: SectionRecord[] }) {
  const fixedTexts = useFixedTextsForm(definition.key);
  const add = useSave({
    action: (body: Record<string, unknown>) => sectionApi.add(definition, body),
    message: definition.createdMessage,
    changes: [sectionKeys.section(definition.key)],
  });
  return (
    <>
      {
        <Paper withBorder p="lg">
          <SectionHeading definition={definition} />
          {records.length > 0 && <RecordList definition={definition} records={records} />}
          <RecentlyDeleted definition={definition} />
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
                    {...fixedTexts}
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
