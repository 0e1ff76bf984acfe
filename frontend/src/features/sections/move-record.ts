import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContentService, errorMessage, withSession, type SectionDefinitionDto } from '../../api/client';
import { sectionKeys, sectionQueries } from './queries';

/** The list with one item taken out and put in at a 1-based place, as the API does (a place past the end is last). */
export function moveTo<T extends { _id: string }>(items: readonly T[], id: string, position: number): T[] {
  const moving = items.find((item) => item._id === id);
  if (!moving) return [...items];
  const rest = items.filter((item) => item !== moving);
  rest.splice(Math.min(Math.max(position, 1), items.length) - 1, 0, moving);
  return rest;
}

export interface Move {
  id: string;
  /** the place in the list, 1 first */
  position: number;
  /** the record's name, for the notification */
  name: string;
}

/**
 * Moves a record to a place in its section. The list shows the new order at once (a dropped row
 * does not jump back while the server answers), then is read again; a refusal puts it back.
 */
export function useMoveRecord(definition: SectionDefinitionDto) {
  const client = useQueryClient();
  const { queryKey } = sectionQueries.list(definition.key);
  const mutation = useMutation({
    mutationFn: ({ id, position }: Move) => withSession(() => ContentService.moveSectionRecord({ key: definition.key, id, requestBody: { position } })),
    onMutate: async ({ id, position }) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (current) => current && { ...current, records: moveTo(current.records, id, position) });
      return { before };
    },
    onSuccess: (_record, { name, position }) => notifications.show({ color: 'teal', message: `“${name}” is now in position ${position}` }),
    onError: (error, _move, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      notifications.show({ color: 'red', title: 'Not moved', message: errorMessage(error) });
    },
    // The section's lists, its records' versions (a move is a revision) and their history follow.
    onSettled: () => client.invalidateQueries({ queryKey: sectionKeys.section(definition.key) }),
  });
  return { move: mutation.mutate, moving: mutation.isPending };
}
