import { Alert, Button, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Remote } from './use-remote';

/** A loader while data arrives, a clear message when it cannot, never a blank page. */
export function RemoteState<T>({ remote, children }: { remote: Remote<T>; children: (data: T) => ReactNode }) {
  if (remote.error) {
    return (
      <Alert color="red" role="alert" title="Something went wrong">
        {remote.error}{' '}
        <Button size="xs" variant="light" color="red" onClick={remote.reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (remote.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <>{children(remote.data)}</>;
}
