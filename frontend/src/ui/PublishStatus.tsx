import { Text } from '@mantine/core';

/** An editor's status line (Draft, Published…); once published, the public address too, as a link to it. */
export function PublishStatus({ status, address }: { status: string; address?: string }) {
  return (
    <Text>
      Status: <strong>{status}</strong>
      {address && (
        <>
          {' '}
          · <a href={address}>{address}</a>
        </>
      )}
    </Text>
  );
}
