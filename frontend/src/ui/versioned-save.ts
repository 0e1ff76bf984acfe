import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, errorMessage, withSession } from '../api/client';
import { CLOSE } from './save';

/**
 * A 409 saying the record changed since the editor loaded it. The API answers 409 to other
 * conflicts too (a package name already taken), and tells them apart only in its words. An upload
 * (sent without the generated client) fails with the same status and words.
 */
export function isStaleSave(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 409 && errorMessage(error, '').includes('since you opened it');
  return error instanceof Error && 'status' in error && error.status === 409 && error.message.includes('since you opened it');
}

/**
 * A save that names the version the editor loaded (If-Match), so that it never silently overwrites
 * someone else's. Refused that way, it says so through `stale` rather than a notification, and
 * `conflict` (the props of StaleSaveAlert) offers the two ways on: reload theirs (read again, the
 * editor shows it and builds on it) or keep mine (read their version, and save what is typed over
 * it, checked like any save). Every other failure is notified as useSave does. The form keeps what
 * was typed in any case.
 */
export function useVersionedSave<TInput, TResult extends { version?: number }, TRecord extends { version?: number } = TResult>({
  version,
  action,
  message,
  changes,
  failureTitle = 'Not saved',
  onError,
  readTheirs,
  showTheirs,
  saveMine,
}: {
  /**
   * The version of the record the form's values came from. While it stays the same, the editor
   * builds on its own saves and on what it adopted; when it changes (the form shows another
   * version), it builds on that one.
   */
  version: number | undefined;
  action: (input: TInput, version: number | undefined) => Promise<TResult>;
  /** what the notification says; made from the server's answer where it tells what happened */
  message: string | ((result: TResult, input: TInput) => string);
  changes: readonly QueryKey[];
  failureTitle?: string;
  /** shows a failure other than a conflict in place, instead of the notification */
  onError?: (error: unknown) => void;
  /** the record as the server has it now */
  readTheirs: () => Promise<TRecord>;
  /** the form shows their record ("Reload theirs") */
  showTheirs: (theirs: TRecord) => void;
  /** saves what is typed again ("Keep mine"); by default the refused save is made again as it was asked */
  saveMine?: () => void | Promise<unknown>;
}) {
  const client = useQueryClient();
  // A ref, not state: "keep mine" adopts the newer version and saves again in the same breath.
  const adopted = useRef<{ over: number | undefined; version: number | undefined } | null>(null);
  const base = () => (adopted.current && adopted.current.over === version ? adopted.current.version : version);
  const [stale, setStale] = useState(false);
  const adopt = (next: number | undefined) => {
    adopted.current = { over: version, version: next };
    setStale(false);
  };
  // The input of the save refused as stale: "keep mine" makes it again unless the editor says how.
  const refused = useRef<{ input: TInput } | null>(null);
  const mutation = useMutation({
    mutationFn: (input: TInput) => withSession(() => action(input, base())),
    onSuccess: async (saved, input) => {
      // The next save builds on this one.
      adopted.current = { over: version, version: saved.version ?? base() };
      setStale(false);
      notifications.show({ color: 'teal', message: typeof message === 'function' ? message(saved, input) : message, closeButtonProps: CLOSE });
      await Promise.all(changes.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error, input) => {
      if (isStaleSave(error)) {
        refused.current = { input };
        setStale(true);
      } else if (onError) onError(error);
      else notifications.show({ color: 'red', title: failureTitle, message: errorMessage(error), closeButtonProps: CLOSE });
    },
  });
  const save = (input: TInput): Promise<{ value: TResult } | null> =>
    mutation.mutateAsync(input).then(
      (value) => ({ value }),
      () => null,
    );

  /** Their record, or null (said) when it cannot be read. */
  async function readAgain(): Promise<TRecord | null> {
    try {
      return await withSession(readTheirs);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not read it again', message: errorMessage(error), closeButtonProps: CLOSE });
      return null;
    }
  }

  return {
    save,
    saving: mutation.isPending,
    stale,
    /** The choices StaleSaveAlert offers once a save was refused as stale. */
    conflict: {
      onReload: async () => {
        const theirs = await readAgain();
        if (!theirs) return;
        adopt(theirs.version);
        showTheirs(theirs);
      },
      onKeepMine: async () => {
        const theirs = await readAgain();
        if (!theirs) return;
        // What is typed stays, and is saved over their version.
        adopt(theirs.version);
        if (saveMine) await saveMine();
        else if (refused.current) await save(refused.current.input);
      },
    },
    /** From now on the editor builds on this version (one restored from the history, say). */
    adopt,
  };
}
