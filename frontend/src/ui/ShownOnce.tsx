import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A secret the server shows this once (an API key, a webhook's signing secret): it keeps only a
 * hash or uses it only to sign, so no screen can show it again. Read-only to select or copy, and
 * left only when the admin says it is copied.
 */
export function ShownOnce({
  title,
  warning,
  what,
  value,
  children,
  onDone,
}: {
  title: string;
  /** why it must be copied now */
  warning: string;
  /** what it is, in lower case but for names: "signing secret", "API key" */
  what: string;
  value: string;
  /** how to use it, under the field */
  children?: ReactNode;
  onDone: () => void;
}) {
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <Alert color="yellow" title={title} role="status">
      <Stack gap="sm">
        <Text size="sm">{warning}</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label={label} readOnly value={value} style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} ff="monospace" />
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-label={copied ? `${label} copied` : `Copy the ${what}`}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        {children}
        <Group>
          <Button variant="light" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
