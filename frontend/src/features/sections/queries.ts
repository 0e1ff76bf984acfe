import { queryOptions } from '@tanstack/react-query';
import { ContentService, withSession } from '../../api/client';
import { read } from '../../api/queries';
import { sectionApi, sectionDefinitions } from './sections-client';

async function definitionOf(key: string) {
  const definition = (await sectionDefinitions()).get(key);
  if (!definition) throw new Error(`Unknown section ${key}`);
  return definition;
}

/** Every read of a section sits under its `section` key: any change to it (a save, a delete, a restore) refreshes them all. */
export const sectionKeys = {
  section: (key: string) => ['sections', key] as const,
  visibility: ['section-visibility'] as const,
};

/** A section's records and one record, with the section's declaration: the editors' reads. */
export const sectionQueries = {
  list: (key: string) =>
    queryOptions({
      queryKey: [...sectionKeys.section(key), 'list'],
      queryFn: () =>
        withSession(async () => {
          const definition = await definitionOf(key);
          return { definition, records: await sectionApi.list(definition) };
        }),
    }),
  record: (key: string, id: string) =>
    queryOptions({
      queryKey: [...sectionKeys.section(key), 'one', id],
      queryFn: () =>
        withSession(async () => {
          const definition = await definitionOf(key);
          return { definition, record: await sectionApi.get(definition, id) };
        }),
    }),
  /** Which sections are hidden from visitors as a whole: read fresh, unlike the declarations the editors cache. */
  hidden: () =>
    queryOptions({
      queryKey: sectionKeys.visibility,
      queryFn: read(async () => new Set((await ContentService.getSections()).filter((definition) => definition.hidden).map((definition) => definition.key))),
    }),
  deleted: (key: string) =>
    queryOptions({ queryKey: [...sectionKeys.section(key), 'deleted'], queryFn: read(() => ContentService.getDeletedRecords({ key })) }),
  revisions: (key: string, id: string) =>
    queryOptions({ queryKey: [...sectionKeys.section(key), 'revisions', id], queryFn: read(() => ContentService.getRecordRevisions({ key, id })) }),
};
