import { queryOptions } from '@tanstack/react-query';
import { withSession } from '../../api/client';
import { sectionApi, sectionDefinitions } from './sections-client';

async function definitionOf(key: string) {
  const definition = (await sectionDefinitions()).get(key);
  if (!definition) throw new Error(`Unknown section ${key}`);
  return definition;
}

/** A section's records and one record, with the section's declaration: the editors' reads (keys under 'sections'). */
export const sectionQueries = {
  list: (key: string) =>
    queryOptions({
      queryKey: ['sections', key, 'list'],
      queryFn: () =>
        withSession(async () => {
          const definition = await definitionOf(key);
          return { definition, records: await sectionApi.list(definition) };
        }),
    }),
  record: (key: string, id: string) =>
    queryOptions({
      queryKey: ['sections', key, 'one', id],
      queryFn: () =>
        withSession(async () => {
          const definition = await definitionOf(key);
          return { definition, record: await sectionApi.get(definition, id) };
        }),
    }),
};
