import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage, isStatus, withSession } from '../api/client';

/**
 * A 409 saying the record changed since the editor loaded it. The API answers 409 to other
 * conflicts too (a package name already taken), and tells them apart only in its words.
 */
export function isStaleSave(error: unknown): boolean {
  return isStatus(error, 409) && errorMessage(error, '').includes('since you opened it');
}

/**
 * A save that names the version the editor loaded (If-Match), so that it never silently overwrites
 * someone else's. Refused that way, it says so through `stale` (the editor then offers to reload
 * theirs or keep its own) rather than a notification; every other failure is notified as useSave
 * does. The form keeps what was typed in any case.
 */
export function useVersionedSave<TBody, TResult extends { version?: number }>({
  version,
  action,
  message,
  changes,
}: {
  /** the version of the record as the editor loaded it */
  version: number | undefined;
  action: (body: TBody, version: number | undefined) => Promise<TResult>;
  message: string;
  changes: readonly QueryKey[];
}) {
  const client = useQueryClient();
  // A ref, not state: "keep mine" adopts the newer version and saves again in the same breath.
  const base = useRef(version);
  const [stale, setStale] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: TBody) => withSession(() => action(body, base.current)),
    onSuccess: async (saved) => {
      // The next save builds on this one.
      base.current = saved.version ?? base.current;
      setStale(false);
      notifications.show({ color: 'teal', message });
      await Promise.all(changes.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (isStaleSave(error)) setStale(true);
      else notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) });
    },
  });
  return {
    save: (body: TBody): Promise<{ value: TResult } | null> =>
      mutation.mutateAsync(body).then(
        (value) => ({ value }),
        () => null,
      ),
    saving: mutation.isPending,
    stale,
    /** From now on the editor builds on this version (read again, or restored). */
    adopt: (next: number | undefined) => {
      base.current = next;
      setStale(false);
    },
  };
}
