import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SectionDefinitionDto } from '../../api/client';
import { useVersionedSave } from '../../ui/versioned-save';
import { sectionKeys, sectionQueries } from './queries';
import { sectionApi, type SectionRecord } from './sections-client';

/**
 * The record editor's state beside its form: saves that name the version loaded, and what to do
 * when someone else saved first (reload theirs, or keep what is typed and save it over theirs),
 * or when the admin restores a version from the history.
 */
export function useRecordEditing(definition: SectionDefinitionDto, record: SectionRecord) {
  const client = useQueryClient();
  // Holds the form, which "keep mine" submits again with what is typed in it.
  const formArea = useRef<HTMLDivElement>(null);
  // What the form starts from: the record as loaded, replaced (and the form drawn anew) only when
  // the admin takes another version: someone else's, or one restored from the history.
  const [shown, setShown] = useState({ values: record, generation: 0 });
  const show = (values: SectionRecord) => setShown((current) => ({ values, generation: current.generation + 1 }));
  // The section's lists and this record's editor show the saved values at once.
  const update = useVersionedSave({
    version: shown.values.version,
    action: (body: Record<string, unknown>, version) => sectionApi.update(definition, record._id, body, version),
    message: definition.updatedMessage,
    changes: [sectionKeys.section(definition.key)],
    readTheirs: async () => (await client.fetchQuery({ ...sectionQueries.record(definition.key, record._id), staleTime: 0 })).record,
    showTheirs: show,
    saveMine: () => formArea.current?.querySelector('form')?.requestSubmit(),
  });

  return {
    formArea,
    formKey: shown.generation,
    initial: shown.values,
    save: update.save,
    stale: update.stale,
    staleActions: update.conflict,
    restored: (restored: SectionRecord) => {
      update.adopt(restored.version);
      show(restored);
    },
  };
}
