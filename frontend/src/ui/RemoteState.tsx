import { Alert, Button, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';

/** What a screen needs from a query: its data, its error and a way to try again. */
export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** A loader while data arrives, a clear message when it cannot, never a blank page. */
export function RemoteState<T>({ remote, children }: { remote: Remote<T>; children: (data: T) => ReactNode }) {
  if (remote.error && remote.data === undefined) {
    return (
      <Alert color="red" role="alert" title="Something went wrong">
        {errorMessage(remote.error, 'Could not load this. Please try again.')}{' '}
        <Button size="xs" variant="light" color="red" onClick={() => remote.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (remote.data === undefined) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  return <>{children(remote.data)}</>;
}
