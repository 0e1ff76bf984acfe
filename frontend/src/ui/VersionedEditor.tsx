import { Fragment, type ReactNode } from 'react';
import { RemoteState, type Remote } from './RemoteState';

/**
 * The screen of an editor that writes a new record (`new`) or edits a loaded one. Its form is keyed
 * by the record's version, so that reading someone else's newer save draws the form anew from it
 * rather than keeping the fields of the version it opened with.
 */
export function VersionedEditor<T extends { id: string; version: number }>({
  isNew,
  remote,
  form,
}: {
  isNew: boolean;
  remote: Remote<T>;
  form: (record?: T) => ReactNode;
}) {
  if (isNew) return <Fragment key="new">{form()}</Fragment>;
  return <RemoteState remote={remote}>{(loaded) => <Fragment key={`${loaded.id}-${loaded.version}`}>{form(loaded)}</Fragment>}</RemoteState>;
}
