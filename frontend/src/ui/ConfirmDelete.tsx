import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSave } from './save';

/**
 * A Delete button (or another for what cannot be undone: Revoke) and the confirmation that names
 * what goes. Once the server agreed, its message is shown and every list and tally of what it
 * changed is read again.
 */
export function ConfirmDelete({
  label,
  title,
  children,
  action,
  changes,
  onDeleted,
  verb = 'Delete',
  done,
  failureTitle = 'Not deleted',
}: {
  /** the button's accessible name, naming what goes: "Delete the order of …" */
  label: string;
  /** the confirmation's title: "Delete this order?" */
  title: string;
  /** what the confirmation says will happen */
  children: ReactNode;
  action: () => Promise<unknown>;
  changes: readonly QueryKey[];
  /** after the deletion: a detail screen leaves for its list */
  onDeleted?: () => void;
  /** the buttons' word */
  verb?: string;
  /** what is shown once done, when the server's answer carries no message */
  done?: string;
  failureTitle?: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useSave({ action, message: (result) => done ?? (result as { message: string }).message, changes, failureTitle });
  return (
    <>
      <Button variant="subtle" color="red" c="red.9" size="compact-sm" onClick={open} aria-label={label}>
        {verb}
      </Button>
      <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': 'Close' }} centered>
        <Text component="div" mb="lg">
          {children}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={remove.saving}
            onClick={async () => {
              if (!(await remove.save())) return;
              close();
              onDeleted?.();
            }}
          >
            {verb}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
