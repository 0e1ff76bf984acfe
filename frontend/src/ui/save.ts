import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage, withSession } from '../api/client';

/** Mantine's close button has an icon and no name; axe counts that as critical (button-name). */
export const CLOSE = { 'aria-label': 'Close the notice' };

/**
 * A save through the API as a mutation: it says how it went and, once the server agreed,
 * invalidates the queries of what it changed, so every view of that record shows the new values.
 * `save` resolves to the server's answer, or null when it refused (the form keeps what was typed).
 */

export function useSave<TInput = void, TResult = unknown>({
  action,
  message,
  changes,
  failureTitle = 'Not saved',
}: {
  action: (input: TInput) => Promise<TResult>;
  /** what the notification says; made from the server's answer where it tells what happened (archived or deleted, say) */
  message: string | ((result: TResult, input: TInput) => string);
  /** the query keys (or their first parts) this save makes stale */
  changes: readonly QueryKey[];
  /** the failure notification's title, where "Not saved" would not say what failed */
  failureTitle?: string;
}) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: TInput) => withSession(() => action(input)),
    onSuccess: async (result, input) => {
      notifications.show({ color: 'teal', message: typeof message === 'function' ? message(result, input) : message, closeButtonProps: CLOSE });
      await Promise.all(changes.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) => notifications.show({ color: 'red', title: failureTitle, message: errorMessage(error), closeButtonProps: CLOSE }),
  });
  return {
    save: (input: TInput): Promise<{ value: TResult } | null> =>
      mutation.mutateAsync(input).then(
        (value) => ({ value }),
        () => null,
      ),
    saving: mutation.isPending,
  };
}
